import { redirect, type AppLoadContext } from "@remix-run/node";
import { localePath, stripLocale } from "~/i18n/locales";
import { CACHE_CONTROL, surrogateKeyHeaders } from "~/lib/cache-control";
import { contentFor } from "./content.server";
import { documentTypesOf } from "./groq";
import { REDIRECTS_QUERY } from "./queries";
import { findRedirect } from "./redirects";
import { redirectFrom } from "./site-paths";

/**
 * The answer for a path no page takes when a redirect kept in the Studio starts there: to the page in the
 * visitor's language (keeping the query), or to the outside address. Null when none does. Read through the content
 * layer like any query: cached, refreshed by live events, from the bundled dataset when Sanity is unreachable.
 */
export async function redirectFor(request: Request, context: AppLoadContext): Promise<Response | null> {
  const url = new URL(request.url);
  const content = await contentFor(request, context);
  const redirects = (await content.run(REDIRECTS_QUERY)).map(redirectFrom).filter((entry) => entry !== null);
  const found = findRedirect(stripLocale(url.pathname), redirects);
  if (!found) return null;
  const location = "url" in found.to ? found.to.url : `${localePath(content.locale, found.to.path)}${url.search}`;
  return redirect(location, {
    status: found.permanent ? 301 : 302,
    // Kept by shared caches for an hour, and purged with the redirects (their own key) when one changes.
    headers: { "Cache-Control": CACHE_CONTROL.redirect, ...surrogateKeyHeaders(documentTypesOf(REDIRECTS_QUERY)) },
  });
}
