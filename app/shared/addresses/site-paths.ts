import { englishPath, LOCALES, PREFIXED_LOCALES, type Locale } from "./locales";
import {
  FILE_ROUTES,
  LINK_TARGET_TYPES,
  LOCALIZED_ROUTES,
  NAME_PATTERNS,
  PAGES,
  RESERVED_SEGMENTS,
  ROUTED_TYPES,
  routedPath,
  routedType,
} from "./pages";
import { redirectPath, type Redirect } from "./redirects";
import { isOtherNames, nameIn, type Names, type OtherNames } from "./names";

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
  // A page's address in another language's words (/tarifs is the pricing page in French): under that language's
  // prefix the page would take it.
  const translated = PREFIXED_LOCALES.find((locale) => englishPath(locale, normal) !== normal);
  if (translated)
    return `${normal} is the address of the page ${englishPath(translated, normal)} in one of the site's languages`;
  const first = normal.split("/")[1]!;
  if ((LOCALES as readonly string[]).includes(first)) {
    return `/${first}/ is a language's prefix: give the path without it (it applies in every language)`;
  }
  if (RESERVED_SEGMENTS.includes(first)) return `/${first} is kept for the site's own files`;
  return null;
}

/**
 * What is wrong with a landing page's path, or null when nothing is: one or more segments of lower-case letters,
 * digits and hyphens (`/education`, `/solutions/banking`), that no page or file of the site takes.
 */
export function landingPathProblem(path: string | null | undefined): string | null {
  if (!path) return "Give the page a path, like /education";
  if (!LANDING_PATH.test(path)) {
    return "Write the path as /words-with-hyphens (lower-case letters, digits and hyphens, segments separated by /)";
  }
  const under = ROUTED_TYPES.find((entry) => entry.prefix && path.startsWith(entry.prefix));
  if (under) return `Paths under ${under.prefix} are kept for the site's ${under.type} pages`;
  // (/index.md is the home page's Markdown twin: app/lib/markdown-address.ts)
  if (path === "/index") return "/index is kept for the home page's Markdown version (/index.md)";
  return takenPathReason(path);
}

const LANDING_PATH = NAME_PATTERNS.path;

/** Where posts live (their type's prefix in the registry). */
const BLOG_PREFIX = ROUTED_TYPES.find((entry) => entry.type === "post")!.prefix;

/**
 * Words a blog slug cannot be: the first segment of the blog's own paths under /blog/ (its list pages and feed in
 * LOCALIZED_ROUTES, categories and authors in ROUTED_TYPES), read from the site's registry.
 */
export const RESERVED_BLOG_SLUGS = [
  ...new Set(
    [...LOCALIZED_ROUTES.map((route) => route.path), ...ROUTED_TYPES.map((entry) => entry.prefix)]
      .filter((path) => path.startsWith(BLOG_PREFIX) && path.length > BLOG_PREFIX.length)
      .map((path) => path.slice(BLOG_PREFIX.length).split("/")[0]!),
  ),
];

/** What is wrong with a blog slug, or null: lower-case letters, digits and hyphens, not one of the reserved words. */
export function blogSlugProblem(slug: string | null | undefined): string | null {
  if (!slug) return "Give it an address, like launch-news (Generate makes one from the English title)";
  if (!NAME_PATTERNS.slug.test(slug))
    return "Write the address as words-with-hyphens: lower-case letters, digits and hyphens";
  if (RESERVED_BLOG_SLUGS.includes(slug)) return `"${slug}" is taken by the blog's own pages: choose another`;
  return null;
}

/** What is wrong with a name of a document of a routed type (its slug, or a landing page's path), or null. */
export const nameProblem = (type: string, name: string | null | undefined): string | null =>
  routedType(type)?.field === "path" ? landingPathProblem(name) : blogSlugProblem(name);

/** A document with a URL of its own, as queries name it (app/shared/content/fragments.ts, `routedName`). */
export interface RoutedName {
  _type?: string | null;
  name?: string | null;
  /**
   * Its names: as queried, in the other languages (its `slugs` field); localized, in every language
   * (app/shared/addresses/names.ts).
   */
  names?: OtherNames | Names | null;
}

/**
 * The path of the page that shows a document: a document of a routed type (a landing page, …) by its type and
 * name (app/shared/addresses/pages.ts, ROUTED_TYPES), a singleton by its id (its type), a legal page by its slug.
 */
export function pathOfPage(
  id: string | null | undefined,
  slug?: string | null,
  routed?: RoutedName | null,
): string | null {
  if (routed?._type) {
    const path = routedPath(routed._type, routed.name);
    if (path) return path;
  }
  if (!id) return null;
  const page = PAGES.find(
    ({ document }) => document && (document.slug ? document.slug === slug : document.type === id),
  );
  return page?.path ?? null;
}

/** The fixed pages' document types: every document a page of the registry is about. */
export const FIXED_PAGE_TYPES = [...new Set(PAGES.flatMap((page) => (page.document ? [page.document.type] : [])))];

/** The pages a redirect can point at: the fixed ones and every document with a URL of its own. */
export const PAGE_DOCUMENT_TYPES = [...FIXED_PAGE_TYPES, ...LINK_TARGET_TYPES];

/**
 * The pages a link in content can point at by reference: the documents with a URL of their own and the fixed pages
 * that are one document (a singleton, whose id is its type). Legal pages keep paths fixed by the page registry:
 * links name them by path.
 */
export const LINKABLE_PAGE_TYPES = [
  ...FIXED_PAGE_TYPES.filter((type) => PAGES.some((page) => page.document?.type === type && !page.document.slug)),
  ...LINK_TARGET_TYPES,
];

/** A redirect as REDIRECTS_QUERY returns it, ready to apply; null when its target is gone (a deleted page). */
export function redirectFrom(entry: {
  from: string | null;
  permanent: boolean | null;
  url: string | null;
  page: string | null;
  slug: string | null;
  routed?: RoutedName | null;
}): Redirect | null {
  if (!entry.from) return null;
  const permanent = entry.permanent !== false;
  if (entry.url) return { from: entry.from, to: { url: entry.url }, permanent };
  const path = pathOfPage(entry.page, entry.slug, entry.routed);
  return path ? { from: entry.from, to: { path }, permanent } : null;
}

/**
 * A redirect as it applies in `locale`, from a query's raw answer (the Studio's): a document it leads to is at its
 * name in that language (app/shared/addresses/names.ts). The site's own answers are localized already (localize.ts).
 */
export function redirectIn(entry: Parameters<typeof redirectFrom>[0], locale: Locale): Redirect | null {
  return redirectFrom({ ...entry, routed: routedIn(entry.routed, locale) });
}

/** A routed document as queried, named as it is in `locale` (its own name there, else the English one). */
export function routedIn(routed: RoutedName | null | undefined, locale: Locale): RoutedName | null {
  const others = routed?.names ?? null;
  if (!routed?.name || !isOtherNames(others)) return routed ?? null;
  return { ...routed, name: nameIn(routed.name, others, locale) };
}

/**
 * The redirect publishing a moved document with a URL (any routed type, in any language) creates: permanent, from
 * its old path to the document by reference (so it follows any later move, and leads to the document's address in
 * the visitor's language). `id`: an existing redirect from that path, taken over; else one named by the path.
 */
export function movedPageRedirect(id: string | null | undefined, from: string, pageId: string) {
  return {
    // No dot: an id with one sits under a path, which only signed-in readers see. A landing path has no "--" of its
    // own, so "/" as "--" keeps two paths apart (/a-b, /a/b).
    _id: id ?? `redirect-from${from.replace(/\//g, "--")}`.slice(0, 128),
    _type: "redirect",
    from,
    // Weak: a page can still be deleted or unpublished; its redirects then lead nowhere (the site answers 404).
    toPage: { _type: "reference", _weak: true, _ref: pageId.replace(/^drafts\./, "") },
    permanent: true,
    enabled: true,
  };
}
