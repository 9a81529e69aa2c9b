import { index, route, type RouteConfig } from "@remix-run/route-config";
import { FILE_ROUTES, LOCALIZED_ROUTES, PAGES, pageRouteId } from "./content/pages";

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
    ...LOCALIZED_ROUTES.map((entry) => route(entry.path.slice(1), entry.file, entry.id ? { id: entry.id } : {})),
    // Any other path: a redirect kept in the Studio, else the 404 page.
    route("*", "routes/not-found.tsx"),
  ]),
  ...FILE_ROUTES.map((entry) => ({ ...route(entry.path.slice(1), entry.file), caseSensitive: true })),
] satisfies RouteConfig;
