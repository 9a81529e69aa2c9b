import type { SiteAnswer } from "~/chat/data";
import { SEARCH_API_ROUTE } from "@shared/addresses/pages";
import type { Locale } from "@shared/addresses/locales";
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

/** What the header's dialog gets: the answer, the words it answers, and whether it failed. */
export interface SearchDialogAnswer extends SearchApiAnswer {
  asked: string;
  failed?: true;
}

export function searchApiUrl(locale: Locale, query: string, { answer = false } = {}): string {
  const params = new URLSearchParams({ lang: locale, q: query });
  if (answer) params.set("answer", "1");
  return `${SEARCH_API_ROUTE.path}?${params}`;
}

async function getAnswer(href: string, signal?: AbortSignal): Promise<SearchApiAnswer> {
  const response = await fetch(href, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchApiAnswer;
}

export function searchSite(locale: Locale, query: string, options: { answer?: boolean } = {}) {
  return getAnswer(searchApiUrl(locale, query, options));
}

/**
 * The dialog's question (`request`, made from searchApiUrl), answered with the words it answers, or
 * as failed when the endpoint cannot be reached or fails. A question given up (the next words came) stays given up.
 */
export async function askFromDialog(request: Request): Promise<SearchDialogAnswer> {
  const asked = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return { ...(await getAnswer(request.url, request.signal)), asked };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { query: asked, hits: [], answer: null, asked, failed: true };
  }
}

/** What the site says to a message of the demo assistant's, or null. */
export async function askSite(locale: Locale, message: string): Promise<SiteAnswer | null> {
  return (await searchSite(locale, message, { answer: true })).answer;
}
