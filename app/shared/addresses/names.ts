import { DEFAULT_LOCALE, LOCALES, localePath, PREFIXED_LOCALES, type Locale } from "./locales";
import { NAME_PATTERNS, routedPath, routedType } from "./pages";

/*
 * A document with a URL of its own has a name (its slug, or a landing page's path) in each language: the English
 * one in its slug field, and optionally its own in each other language, in its `slugs` field (the Studio's
 * "Addresses in other languages"). A language without one of its own uses the English name: /fr/blog/<english>.
 * Queries return `"names": slugs` beside the name; the content layer (app/content/layer/localize.ts) replaces the
 * name with the page's language's and `names` with every language's, so links, sitemaps, feeds, search results
 * and share images all read one name per language.
 */

/** The `slugs` field as a query returns it: a Sanity slug per language other than the default one, each optional. */
export type OtherNames = { _type?: string | null } & { [L in Locale]?: { current?: string | null } | null };

/** A document's name in every language: its own there, else the default language's. */
export type Names = Record<Locale, string>;

/** The field that holds a routed document's names in the other languages (one field, one sub-field per language). */
export const OTHER_NAMES_FIELD = "slugs";

/** How a name like `english` is written: a landing page's path (/education) or a slug (launch-news). */
const patternLike = (english: string) => (english.startsWith("/") ? NAME_PATTERNS.path : NAME_PATTERNS.slug);

/** Whether a value is a `slugs` field as queried: an object whose keys are other languages (and its `_type`). */
export function isOtherNames(value: unknown): value is OtherNames {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, item]) =>
    key === "_type"
      ? true
      : (PREFIXED_LOCALES as readonly string[]).includes(key) &&
        (item === null || (typeof item === "object" && !Array.isArray(item))),
  );
}

/**
 * A document's name in every language, from its English name and its `slugs` field: a language's own name when it
 * is written as the English one is (a slug, or a path), else the English name. One written otherwise (pasted in
 * through the API) is ignored, as an invalid English name makes no path at all (app/shared/addresses/pages.ts, routedPath).
 */
export function namesOf(english: string, others: OtherNames | null | undefined): Names {
  const pattern = patternLike(english);
  const names = {} as Names;
  for (const locale of LOCALES) {
    const own = locale === DEFAULT_LOCALE ? null : others?.[locale]?.current;
    names[locale] = own && pattern.test(own) ? own : english;
  }
  return names;
}

/** A document's name in `locale`. */
export const nameIn = (english: string, others: OtherNames | null | undefined, locale: Locale): string =>
  namesOf(english, others)[locale];

/**
 * Which document a name in `locale` names, among documents of one type with their names in every language: the one
 * whose name there it is; else the one whose English name it is (today's /fr/blog/<english>, moved to the language's
 * own words: `moved`, with the name to send the visitor to); else one whose name in a third language it is. Null
 * when none.
 */
export function findNamed<T extends { names: Names }>(
  documents: readonly T[],
  locale: Locale,
  name: string,
): { document: T; name: string; moved: boolean } | null {
  const own = documents.find((document) => document.names[locale] === name);
  if (own) return { document: own, name, moved: false };
  const other =
    documents.find((document) => document.names[DEFAULT_LOCALE] === name) ??
    documents.find((document) => LOCALES.some((language) => document.names[language] === name));
  return other ? { document: other, name: other.names[locale], moved: true } : null;
}

/**
 * A GROQ filter for the document of `type` (its English name in `field`) whose name in `locale` is $name: its own
 * there, else its English one, as namesOf reads them. For the Studio: its Presentation tool opens the document a
 * page shows (an older address, in another language's words, is one the site moves first: 301, so the tool only
 * meets a document's address of today, which names one document), and a name is checked free in its language.
 */
export function namedFilter(type: string, field: string, locale: Locale): string {
  const english = `${field}.current`;
  const own = locale === DEFAULT_LOCALE ? english : `coalesce(${OTHER_NAMES_FIELD}.${locale}.current, ${english})`;
  return `_type == "${type}" && ${own} == $name`;
}

/** A document's address in every language: the language's prefix and the document's name there ("/" without one). */
export function addressesOf(type: string, names: Names): Record<Locale, string> {
  const addresses = {} as Record<Locale, string>;
  for (const locale of LOCALES) addresses[locale] = localePath(locale, routedPath(type, names[locale]) ?? "/");
  return addresses;
}

/** A document as the Studio holds it: its type, its slug field and its `slugs` (null: none yet). */
export type StoredDocument = { _type?: string; [field: string]: unknown } | null | undefined;

/** A routed document's path in each language (unprefixed: /blog/lancement); null without a valid English name. */
export function pathsOf(document: StoredDocument): Record<Locale, string> | null {
  const routed = routedType(String(document?._type ?? ""));
  const english = (document?.[routed?.field ?? ""] as { current?: string } | undefined)?.current;
  if (!routed || !english || !routedPath(routed.type, english)) return null;
  const names = namesOf(english, document?.[OTHER_NAMES_FIELD] as OtherNames | undefined);
  const paths = {} as Record<Locale, string>;
  for (const locale of LOCALES) paths[locale] = routedPath(routed.type, names[locale])!;
  return paths;
}

/**
 * The moves publishing `draft` over `published` makes (the Studio's publish action leaves a redirect for each): in
 * each language whose address changes, from the old path to the new, unprefixed (a redirect applies in every
 * language and sends each visitor to the page in their language's words). None for an old path that is still one
 * of the document's (a language's first name of its own: its old address there was the English one, which the site
 * moves by itself), and one per old path.
 */
export function movesOf(published: StoredDocument, draft: StoredDocument): { from: string; to: string }[] {
  const before = pathsOf(published);
  const after = pathsOf(draft);
  if (!before || !after) return [];
  const kept = new Set(Object.values(after));
  const moves = new Map<string, string>();
  for (const locale of LOCALES) {
    const from = before[locale];
    if (from !== after[locale] && !kept.has(from) && !moves.has(from)) moves.set(from, after[locale]);
  }
  return [...moves].map(([from, to]) => ({ from, to }));
}
