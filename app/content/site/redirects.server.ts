import { redirect, type AppLoadContext } from "@remix-run/node";
import { localeFromPath, localePath, stripLocale } from "@shared/addresses/locales";
import { CACHE_CONTROL, carryTracking, surrogateKeyHeaders, type KeyedBy } from "~/lib/cache-control";
import { answerKey } from "../layer/query-cache.server";
import { contentFor } from "../layer/content.server";
import { documentTypesOf } from "@shared/content/groq";
import { findRedirect, REDIRECTS_QUERY, redirectPath } from "@shared/addresses/redirects";
import { redirectFrom } from "@shared/addresses/site-paths";

/** An outside address as a Location may carry it: http(s) only, in its encoded form; null otherwise. */
function outsideAddress(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The answer for a path no page takes when a redirect kept in the Studio starts there: to the page in the
 * visitor's language (keeping the query), or to the outside address. Null when none does. Read through the content
 * layer like any query: cached, refreshed by live events, from the bundled dataset when Sanity is unreachable.
 */
export async function redirectFor(request: Request, context: AppLoadContext): Promise<Response | null> {
  const url = new URL(request.url);
  // The language prefix in any spelling (/FR/plans is /fr/plans), as the path itself.
  const path = redirectPath(url.pathname) ?? url.pathname;
  const locale = localeFromPath(path);
  const content = await contentFor(request, context);
  const redirects = (await content.run(REDIRECTS_QUERY)).map(redirectFrom).filter((entry) => entry !== null);
  const found = findRedirect(stripLocale(path), redirects);
  if (!found) return null;
  const location =
    "url" in found.to ? outsideAddress(found.to.url) : `${localePath(locale, found.to.path)}${url.search}`;
  if (!location) return null;
  return redirect(carryTracking(location, request.url), {
    status: found.permanent ? 301 : 302,
    // Purged when the redirects change (their answer's key), and when what the request looked up and did not find
    // (a landing page or a post at this path) comes.
    headers: editableRedirectHeaders(
      content.preview,
      context,
      context.usage ?? { answers: [answerKey(REDIRECTS_QUERY)], types: documentTypesOf(REDIRECTS_QUERY) },
    ),
  });
}

/**
 * The caching of a redirect an editor can change (one kept in the Studio, a document's old address): a draft's is
 * the editor's alone (private); one made from the bundled dataset (Sanity unreachable) is not kept; else browsers
 * ask again each time and a shared cache keeps it under the keys of what it was made from.
 */
export function editableRedirectHeaders(
  preview: boolean,
  context: AppLoadContext,
  read: KeyedBy,
): Record<string, string> {
  if (preview) return { "Cache-Control": CACHE_CONTROL.private };
  if (context.usage?.degraded) return { "Cache-Control": CACHE_CONTROL.none };
  return { "Cache-Control": CACHE_CONTROL.editableRedirect, ...surrogateKeyHeaders(read, "a redirect") };
}
