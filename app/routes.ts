// Relative imports: Remix evaluates this file before Vite's plugins (the tsconfig paths) are in place.
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";
import { FILE_ROUTES, LOCALIZED_ROUTES, PAGES, pageRouteId, ROUTED_TYPES } from "./shared/addresses/pages";
import { DEFAULT_LOCALE, LOCALES, ownPath, type Locale } from "./shared/addresses/locales";

/*
 * Every page exists in each language: in the default one unprefixed (/pricing), in the others under their prefix, at
 * the page's address in that language (/fr/tarifs: app/shared/dictionaries/page-paths.ts). Each language is one layout (routes/language.tsx, which moves any other spelling of a page's path
 * to its own) holding every page, the forms' routes, and a last route for any other path (routes/page.tsx): a
 * landing page editors made at that path, else a redirect kept in the Studio, else the 404 page. The prefixes are
 * plain segments, not a `:lang` parameter, so that /education is a path of its own rather than a language.
 * Files and the API are the same in every language and are not prefixed (the blog's feed is one per language,
 * among the localized routes); their paths match only as written (`caseSensitive`), so `/Robots.txt` is a 404.
 */
function languageRoutes(locale: Locale): RouteConfigEntry {
  // The default language keeps the plain ids (pages/pricing); the others are named by their prefix (fr/pages/pricing).
  const id = (name: string) => (locale === DEFAULT_LOCALE ? name : `${locale}/${name}`);
  const children = [
    ...PAGES.map((page) =>
      page.path === "/"
        ? index(page.file, { id: id(pageRouteId(page)) })
        : route(ownPath(locale, page.path).slice(1), page.file, { id: id(pageRouteId(page)) }),
    ),
    // (in the language's words: /rw/inkuru/urupapuro/:page)
    ...LOCALIZED_ROUTES.map((entry) =>
      route(ownPath(locale, entry.path).slice(1), entry.file, {
        id: id(entry.id ?? entry.file.replace(/\.tsx?$/, "")),
      }),
    ),
    // Documents with a URL of their own under a prefix (a post at /blog/<slug>, /rw/inkuru/<slug>); landing pages
    // take the last route.
    ...ROUTED_TYPES.filter((entry) => entry.prefix).map((entry) =>
      route(`${ownPath(locale, entry.prefix).slice(1)}:slug`, entry.file, {
        id: id(entry.file.replace(/\.tsx?$/, "")),
      }),
    ),
    // …and at the prefix's English words, where the language has its own (/rw/blog/<slug>): the route sends the
    // visitor on to the document's own address in one hop (its name there may differ too).
    ...ROUTED_TYPES.filter((entry) => entry.prefix && ownPath(locale, entry.prefix) !== entry.prefix).map((entry) =>
      route(`${entry.prefix.slice(1)}:slug`, entry.file, { id: id(`${entry.file.replace(/\.tsx?$/, "")}/english`) }),
    ),
    route("*", "routes/page.tsx", { id: id("routes/page") }),
  ];
  return locale === DEFAULT_LOCALE
    ? layout("routes/language.tsx", { id: "languages/en" }, children)
    : route(locale, "routes/language.tsx", { id: `languages/${locale}` }, children);
}

export default [
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(languageRoutes),
  languageRoutes(DEFAULT_LOCALE),
  ...FILE_ROUTES.map((entry) => ({ ...route(entry.path.slice(1), entry.file), caseSensitive: true })),
] satisfies RouteConfig;
