import type { SiteAnswer } from "~/chat/data";
import { SEARCH_API_ROUTE } from "@shared/pages";
import type { Locale } from "@shared/locales";
import type { SearchHit } from "./engine";

/*
 * The browser's side of the site search: the header's dialog and the demo assistant ask the site's own endpoint
 * (app/routes/api.search.ts), never a third party.
 */

export interface SearchApiAnswer {
  query: string;
  hits: SearchHit[];
  answer: SiteAnswer | null;
  /** The server has no index to ask yet. */
  unavailable?: true;
}

export function searchApiUrl(locale: Locale, query: string, { answer = false } = {}): string {
  const params = new URLSearchParams({ lang: locale, q: query });
  if (answer) params.set("answer", "1");
  return `${SEARCH_API_ROUTE.path}?${params}`;
}

export async function searchSite(
  locale: Locale,
  query: string,
  options: { answer?: boolean; signal?: AbortSignal } = {},
): Promise<SearchApiAnswer> {
  const response = await fetch(searchApiUrl(locale, query, options), {
    headers: { Accept: "application/json" },
    signal: options.signal,
  });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchApiAnswer;
}

/** What the site says to a message of the demo assistant's, or null. */
export async function askSite(locale: Locale, message: string): Promise<SiteAnswer | null> {
  return (await searchSite(locale, message, { answer: true })).answer;
}
