import { index, route, type RouteConfig } from "@remix-run/route-config";
import { PAGES, pageRouteId } from "./content/pages";

/*
 * Every page exists in each language: in the default one unprefixed (/pricing), in the others under their prefix
 * (/fr/pricing), through one optional `:lang` segment whose layout (routes/language.tsx) answers 404 for a prefix
 * that is not one of the site's languages, and redirects any other spelling of a page's path to its own. One
 * route per page, whatever the language. Files, feeds and the API are the same in every language and are not
 * prefixed; their paths match only as written (`caseSensitive`), so `/Robots.txt` is a 404, not a second copy.
 */
export default [
  route(":lang?", "routes/language.tsx", [
    ...PAGES.map((page) =>
      page.path === "/"
        ? index(page.file, { id: pageRouteId(page) })
        : route(page.path.slice(1), page.file, { id: pageRouteId(page) }),
    ),
    route("newsletter", "routes/newsletter.tsx"),
    // The two links of the newsletter's confirmation email: one module, two routes.
    route("newsletter/confirm", "routes/newsletter-link.tsx", { id: "routes/newsletter/confirm" }),
    route("newsletter/unsubscribe", "routes/newsletter-link.tsx", { id: "routes/newsletter/unsubscribe" }),
    route("*", "routes/not-found.tsx"),
  ]),
  ...[
    route("sitemap.xml", "routes/sitemap-xml.ts"),
    route("robots.txt", "routes/robots-txt.ts"),
    route("readyz", "routes/readyz.ts"),
    route("api/revalidate", "routes/api.revalidate.ts"),
    route("api/preview/enable", "routes/api.preview.enable.ts"),
    route("api/preview/disable", "routes/api.preview.disable.ts"),
  ].map((entry) => ({ ...entry, caseSensitive: true })),
] satisfies RouteConfig;
