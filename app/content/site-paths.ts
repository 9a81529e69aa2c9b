import { PREFIXED_LOCALES } from "../i18n/locales";
import { FILE_ROUTES, LOCALIZED_ROUTES, PAGES, RESERVED_SEGMENTS } from "./pages";
import { redirectPath, type Redirect } from "./redirects";

/**
 * Why the site cannot give this path to something an editor makes (a redirect's old path), or null when it can:
 * a page or route of the site takes it, or it starts where the site keeps its own files and languages.
 * Shared by the Studio's validation and the site's tests.
 */
export function takenPathReason(path: string): string | null {
  const normal = redirectPath(path);
  if (!normal) return "A path starts with a slash and names more than the home page, like /old-page";
  const own = [...PAGES, ...LOCALIZED_ROUTES, ...FILE_ROUTES].find((entry) => entry.path.toLowerCase() === normal);
  if (own) return `${own.path} is a page of the site already`;
  const first = normal.split("/")[1]!;
  if ((PREFIXED_LOCALES as readonly string[]).includes(first)) {
    return `/${first}/ is a language's prefix: give the path without it (it applies in every language)`;
  }
  if (RESERVED_SEGMENTS.includes(first)) return `/${first} is kept for the site's own files`;
  return null;
}

/** The path of the page that shows a document: a singleton by its id (its type), a legal page by its slug. */
export function pathOfPage(id: string | null | undefined, slug?: string | null): string | null {
  if (!id) return null;
  const page = PAGES.find(
    ({ document }) => document && (document.slug ? document.slug === slug : document.type === id),
  );
  return page?.path ?? null;
}

/** The page types a redirect (or a link) can point at: every document a page of the registry is about. */
export const PAGE_DOCUMENT_TYPES = [...new Set(PAGES.flatMap((page) => (page.document ? [page.document.type] : [])))];

/** A redirect as REDIRECTS_QUERY returns it, ready to apply; null when its target is gone (a deleted page). */
export function redirectFrom(entry: {
  from: string | null;
  permanent: boolean | null;
  url: string | null;
  page: string | null;
  slug: string | null;
}): Redirect | null {
  if (!entry.from) return null;
  const permanent = entry.permanent !== false;
  if (entry.url) return { from: entry.from, to: { url: entry.url }, permanent };
  const path = pathOfPage(entry.page, entry.slug);
  return path ? { from: entry.from, to: { path }, permanent } : null;
}
