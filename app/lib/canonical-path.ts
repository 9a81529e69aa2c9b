import { localeFromPath, ownAddress, prefixed } from "@shared/addresses/locales";
import { CACHE_CONTROL, carryTracking, queryWithoutTracking } from "./cache-control";

/**
 * The one spelling of a page's path: lower case, no repeated slashes, no trailing slash (but for `/`). Page paths
 * are plain ASCII, so lowering the whole path is safe; percent escapes are left as they are.
 */
export function canonicalPath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : collapsed;
  return trimmed.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) => (part.startsWith("%") ? part : part.toLowerCase())) || "/";
}

/**
 * A file the caches keep (a share image, a feed, sitemap.xml, robots.txt) has one address: asked for at another
 * spelling of its path (`/BLOG/rss.xml`, `/blog/rss.xml/`) or with a query (`?x=…`, which no such file reads), the
 * answer is a permanent redirect to `path`, which costs nothing to make; otherwise null. A flood of made-up
 * addresses then draws nothing and keeps one copy. Tracking parameters are no query of its own (the production server
 * takes them off before the app; `npm run dev` does not): they ride the redirect, and never cause one.
 */
export function movedToOwnAddress(request: Request, path: string): Response | null {
  const url = new URL(request.url);
  if (url.pathname === path && queryWithoutTracking(url.search) === "") return null;
  return new Response(null, {
    status: 301,
    headers: { Location: carryTracking(path, request.url), "Cache-Control": CACHE_CONTROL.redirect },
  });
}

/**
 * movedToOwnAddress for a file each language has of its own (`path` as the default language names it: its feed,
 * llms.txt): its address is in the language the request's path names, whatever its spelling (/FR/llms.txt), in
 * that language's words (/rw/inkuru/rss.xml).
 */
export function movedToLanguageFile(request: Request, path: string): Response | null {
  const locale = localeFromPath(canonicalPath(new URL(request.url).pathname));
  return movedToOwnAddress(request, ownAddress(prefixed(locale, path)));
}
