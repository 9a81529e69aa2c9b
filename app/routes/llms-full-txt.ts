import type { LoaderFunctionArgs } from "@remix-run/node";
import { llmsFullTxt } from "~/markdown/llms";
import { llmsOf, llmsResponse, readTwins } from "~/markdown/llms.server";
import { readOnly } from "~/lib/allowed-methods";
import { movedToLanguageFile } from "~/lib/canonical-path";
import { LLMS_FULL_ROUTE } from "@shared/addresses/pages";

/** /llms-full.txt in each language: every page of llms.txt as Markdown, in one file, within its size budget. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // (its one address, in the language its path names: a query or another spelling moves there)
  const moved = movedToLanguageFile(request, LLMS_FULL_ROUTE.path);
  if (moved) return moved;
  const { markdown, entries, siteName, kept } = await llmsOf(request, context);
  const twins = await readTwins(entries, request, context);
  return llmsResponse(llmsFullTxt(entries, twins, siteName, markdown), kept, context);
}

export const action = readOnly;
