import { LOCALES, localePath } from "./locales";
import { listPagePath, pageCount } from "./list-pages";
import { LOCALIZED_ROUTES, PAGES } from "./pages";

/*
 * The pages the site serves, written once: the view counter counts a view of one of these (app/results), and the
 * quality gate's links may point at these, besides the site's files and redirects (app/shared/quality).
 */

/** A routed document that is out: its type, and its address in each language (with its prefix: /fr/blog/lancement). */
export interface OutDocument {
  type: string;
  addresses: readonly string[];
}

/**
 * The routes a visitor reads with a number in their path, each with the paths it has now: the blog's next pages, as
 * many as the posts that are out fill (/blog/page/2 up to the last; a number past it is a 404, not a page).
 */
const NUMBERED: Record<string, (documents: readonly OutDocument[]) => string[]> = {
  "/blog/page/:page": (documents) => {
    const pages = pageCount(documents.filter((document) => document.type === "post").length);
    return Array.from({ length: pages - 1 }, (_, index) => listPagePath("/blog", index + 2));
  },
};
const numbered = LOCALIZED_ROUTES.filter((route) => route.counted && route.path.includes(":")).map((route) => {
  const paths = NUMBERED[route.path];
  if (!paths) throw new Error(`A counted route with a number in its path needs its paths in NUMBERED: ${route.path}`);
  return paths;
});

/**
 * The pages a visitor reads, in every language, for the routed documents that are out: the registry's pages, the
 * routes counted as pages (the search's results, the newsletter's page), the blog's next pages, and each document
 * at its address. Written as each language's addresses are (/rw/inkuru/urupapuro/2).
 */
export function pagesServed(documents: readonly OutDocument[]): Set<string> {
  const pages = [
    ...PAGES.map((page) => page.path),
    ...LOCALIZED_ROUTES.filter((route) => route.counted && !route.path.includes(":")).map((route) => route.path),
    ...numbered.flatMap((paths) => paths(documents)),
  ];
  return new Set([
    ...pages.flatMap((page) => LOCALES.map((locale) => localePath(locale, page))),
    ...documents.flatMap((document) => document.addresses),
  ]);
}
