import type { LoaderFunctionArgs } from "@remix-run/node";
import { llmsTxt } from "~/markdown/llms";
import { llmsOf, llmsResponse } from "~/markdown/llms.server";
import { readOnly } from "~/lib/allowed-methods";
import { movedToLanguageFile } from "~/lib/canonical-path";
import { LLMS_ROUTE } from "@shared/addresses/pages";

/** /llms.txt, /fr/llms.txt, /rw/llms.txt (llmstxt.org): the site's pages in the language, as Markdown links. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // (its one address, in the language its path names: a query or another spelling moves there)
  const moved = movedToLanguageFile(request, LLMS_ROUTE.path);
  if (moved) return moved;
  const { markdown, entries, siteName, kept } = await llmsOf(request, context);
  return llmsResponse(llmsTxt(entries, siteName, markdown), kept, context);
}

export const action = readOnly;
