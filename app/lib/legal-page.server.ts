import { data } from "@remix-run/node";
import { contentFor } from "~/content/content.server";
import { LEGAL_PAGE_QUERY } from "~/content/queries";

/** Loads a legal page by slug; a slug with no document answers 404 like any missing page. */
export async function loadLegalPage(request: Request, slug: string) {
  const content = await contentFor(request);
  const page = await content.run(LEGAL_PAGE_QUERY, { slug });
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { page };
}
