import { data } from "@remix-run/node";
import { runQuery } from "~/content/content.server";
import { LEGAL_PAGE_QUERY } from "~/content/queries";
import type { LegalPage } from "~/content/types";

/** Loads a legal page by slug; a slug with no document answers 404 like any missing page. */
export async function loadLegalPage(slug: string) {
  const page = await runQuery(LEGAL_PAGE_QUERY, { slug });
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { page };
}
