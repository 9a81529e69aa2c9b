import { PREFIXED_LOCALES } from "@shared/addresses/locales";

/*
 * Where a page's Markdown twin lives (docs/developers.md, "Pages for machines"): the page's address followed by
 * `.md` (/pricing.md, /fr/tarifs.md); a home page's is its `index.md` (/index.md, /fr/index.md). A page's own
 * address answers with the same Markdown when the request's Accept prefers text/markdown. Read by the pages' head
 * links (so kept small: what only the server reads is in markdown-request.server.ts), llms.txt and the tests.
 */

export const MARKDOWN_TYPE = "text/markdown";

const HOMES = new Set(["/", ...PREFIXED_LOCALES.map((locale) => `/${locale}`)]);

/** The twin's address of a page's address. */
export function markdownAddress(path: string): string {
  return HOMES.has(path) ? `${path === "/" ? "" : path}/index.md` : `${path}.md`;
}
