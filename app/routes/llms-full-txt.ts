import type { LoaderFunctionArgs } from "@remix-run/node";
import { llmsFullTxt } from "~/markdown/llms";
import { llmsOf, llmsResponse, readTwins } from "~/markdown/llms.server";
import { readOnly } from "~/lib/methods";

/** /llms-full.txt in each language: every page of llms.txt as Markdown, in one file, within its size budget. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { markdown, entries, siteName, kept } = await llmsOf(request, context);
  const twins = await readTwins(entries, request, context);
  return llmsResponse(llmsFullTxt(entries, twins, siteName, markdown), kept, context);
}

export const action = readOnly;
