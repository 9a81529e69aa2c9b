import { markdownAddress } from "~/lib/markdown-address";
import { mayBePage, pageOfMarkdown, prefersMarkdown } from "~/lib/markdown-request.server";

/**
 * How the server reads a request for a page's Markdown twin (app/lib/markdown-address.ts): by its `.md` address,
 * or by the page's own address with an Accept that prefers Markdown. Either way the twin's address is the page
 * cache's key (one entry answers both), and Remix is asked for the page with `Accept: text/markdown`.
 */
export interface TwinRequest {
  /** The twin's own address with the query: what the page cache keys it by. */
  address: string;
  /** The page's address with the query: what Remix is asked for. */
  page: string;
  /** Asked by its `.md` address (a redirect then leads to the twin of the page it leads to). */
  byAddress: boolean;
  /** Another spelling of a twin's address (/fr.md): the one to move to. */
  movedTo: string | null;
}

export function twinRequest(target: string, accept: string | undefined): TwinRequest | null {
  const at = target.indexOf("?");
  const path = at < 0 ? target : target.slice(0, at);
  const query = at < 0 ? "" : target.slice(at);
  if (path.endsWith(".md")) {
    const page = pageOfMarkdown(path);
    if (!page) return null;
    const own = markdownAddress(page);
    return {
      address: target,
      page: `${page}${query}`,
      byAddress: true,
      movedTo: own === path ? null : `${own}${query}`,
    };
  }
  if (!prefersMarkdown(accept) || !mayBePage(path)) return null;
  return { address: `${markdownAddress(path)}${query}`, page: target, byAddress: false, movedTo: null };
}

/** The request Remix renders for a twin: the page's address, asking for Markdown. */
export function pageRequestFor(request: Request, pagePath: string): Request {
  const headers = new Headers(request.headers);
  headers.set("Accept", "text/markdown");
  // Joined, not resolved: a path such as //other.host stays a path of this site.
  const url = new URL(`${new URL(request.url).origin}${pagePath}`);
  return new Request(url, { method: request.method, headers, signal: request.signal });
}

/** A redirect's target for a twin asked by its address: the twin of the page it leads to (same site only). */
export function twinLocation(location: string | null): string | null {
  if (!location || !location.startsWith("/") || location.startsWith("//")) return location;
  const end = location.search(/[?#]/);
  const path = end < 0 ? location : location.slice(0, end);
  return mayBePage(path) ? `${markdownAddress(path)}${end < 0 ? "" : location.slice(end)}` : location;
}
