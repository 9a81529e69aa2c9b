import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectFor } from "~/content/redirects.server";
import { isPrefixedLocale } from "~/i18n/locales";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { canonicalPath } from "~/lib/canonical-path";
import { decodeOrNull } from "~/lib/decode";
import { sameSitePath } from "~/lib/same-site-path";

/**
 * The optional language segment every page sits under (app/routes.ts): /fr/pricing and /pricing are one route.
 * - A page has one URL: another spelling of it (`/FR/pricing`, `/Pricing`, `/pricing/`) is a permanent redirect to
 *   its own (the router matches paths whatever their case).
 * - A first segment that is not one of the site's other languages (/de/pricing, /en/pricing) is a 404, which the
 *   root's error boundary shows as the 404 page; so is any path no page takes (the `*` route), in any spelling,
 *   unless a redirect kept in the Studio starts there (app/content/redirects.server.ts).
 * Server-only: no code of this route reaches the browser.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = params.lang?.toLowerCase();
  if (lang !== undefined && !isPrefixedLocale(lang)) {
    // A first segment that is no language may be an old path a redirect kept in the Studio moves (/plans).
    throw (await redirectFor(request, context)) ?? new Response(null, { status: 404, statusText: "Not Found" });
  }
  const url = new URL(request.url);
  // The router matched the decoded path (`/%70ricing` is /pricing): the page's own URL is that, spelled plainly.
  const canonical = canonicalPath(decodeOrNull(url.pathname) ?? url.pathname);
  if (params["*"] === undefined && canonical !== url.pathname)
    throw redirect(`${sameSitePath(canonical)}${url.search}`, {
      status: 301,
      headers: { "Cache-Control": CACHE_CONTROL.redirect },
    });
  return null;
}
