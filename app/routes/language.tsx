import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { CACHE_CONTROL, carryTracking } from "~/lib/cache-control";
import { canonicalPath } from "~/lib/canonical-path";
import { decodeOrNull } from "@shared/addresses/decode";
import { sameSitePath } from "~/lib/same-site-path";
import { ownAddress } from "@shared/addresses/locales";

/**
 * The layout of one language's pages (app/routes.ts): /pricing, or /fr/tarifs under the French one.
 * A page has one URL: another spelling of it (`/FR/pricing`, `/Pricing`, `/pricing/`) is a permanent redirect to
 * its own (the router matches paths whatever their case), and so is a page's English address under this language's
 * prefix (/fr/pricing is /fr/tarifs, /rw/blog/… is /rw/inkuru/…: app/shared/dictionaries/page-paths.ts), and a file
 * of the language's at another spelling (/rw/blog/rss.xml), in one hop, from memory.
 * Any other path is routes/page.tsx's to answer.
 * Server-only: no code of this route reaches the browser.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The router matched the decoded path (`/%70ricing` is /pricing): the page's own URL is that, spelled plainly.
  const canonical = canonicalPath(decodeOrNull(url.pathname) ?? url.pathname);
  // (a `?` or `#` written encoded in the path is part of a path, not a query: no page's address has one; a document's
  // route moves its own address, in one hop to its name there: app/content/site/addresses.server.ts)
  const own = /[?#]/.test(canonical) || params.slug !== undefined ? canonical : ownAddress(canonical);
  if (own !== canonical || (params["*"] === undefined && canonical !== url.pathname))
    throw redirect(carryTracking(`${sameSitePath(own)}${url.search}`, request.url), {
      status: 301,
      headers: { "Cache-Control": CACHE_CONTROL.redirect },
    });
  return null;
}
