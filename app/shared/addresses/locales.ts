/*
 * The site's languages. The URL decides which one a page is in: English unprefixed (/pricing), French under /fr
 * and Kinyarwanda under /rw, a page of the registry at its address in the language's words (/fr/tarifs, /rw/ibiciro). Nothing redirects on Accept-Language, so a crawler and a
 * shared link see what the URL says. This module is the one place a language is named: the routes, the Studio's
 * fields and every other part ask it (tests/unit/one-language-module.test.ts keeps it so).
 */
import { PAGE_PATHS } from "../dictionaries/page-paths";
import { frenchSpacing } from "../content/typography";

export const LOCALES = ["en", "fr", "rw"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export interface LocaleInfo {
  /** The language's name in itself, for the language switcher. */
  name: string;
  /** For <html lang> and hreflang (BCP 47). */
  tag: string;
  /** For og:locale. */
  ogLocale: string;
  /** The locale Intl formats numbers, prices and dates with (CLDR's conventions for the language in Rwanda). */
  intl: string;
  /** The language's typography applied to a text written with plain spaces (French spaces its punctuation). */
  typeset: (text: string) => string;
  /** What stands between a number and its per cent sign. */
  beforePercent: string;
  /**
   * Whether an apostrophe parts two words in an address (elision: French l’assistant, Kinyarwanda n’abandi are
   * l-assistant, n-abandi); else it is dropped (English Ihuza's is ihuzas).
   */
  apostrophePartsWords: boolean;
}

const asWritten = (text: string) => text;

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: {
    name: "English",
    tag: "en",
    ogLocale: "en_RW",
    intl: "en-RW",
    typeset: asWritten,
    beforePercent: "",
    apostrophePartsWords: false,
  },
  fr: {
    name: "Français",
    tag: "fr",
    ogLocale: "fr_RW",
    intl: "fr-RW",
    typeset: frenchSpacing,
    beforePercent: "\u202f",
    apostrophePartsWords: true,
  },
  rw: {
    name: "Kinyarwanda",
    tag: "rw",
    ogLocale: "rw_RW",
    intl: "rw-RW",
    typeset: asWritten,
    beforePercent: "",
    apostrophePartsWords: true,
  },
};

/** The languages whose pages live under a prefix (/fr/…): every one but the default. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Whether a URL's first segment names a prefixed language (the routes' optional `:lang` segment). */
export function isPrefixedLocale(value: unknown): value is Locale {
  return isLocale(value) && value !== DEFAULT_LOCALE;
}

/** The first of the site's other languages a browser prefers (its `navigator.languages`), if any. */
export function preferredOtherLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const language = tag.toLowerCase().split("-")[0];
    const match = PREFIXED_LOCALES.find((locale) => LOCALE_INFO[locale].tag === language);
    if (match) return match;
  }
  return null;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

const PREFIX = new RegExp(`^/(${PREFIXED_LOCALES.join("|")})(?=/|$)`);

/** The language of a path: its prefix, else English. */
export function localeFromPath(pathname: string): Locale {
  const match = PREFIX.exec(pathname);
  return match ? (match[1] as Locale) : DEFAULT_LOCALE;
}

/**
 * Each language's addresses of the registry's pages, by English path (`PAGE_PATHS`, dictionaries/page-paths.ts).
 * The functions below take the table as an argument (`…In`), so that the browser's code can use the one the root
 * loader sends (app/i18n/use-t.ts) and the words never weigh on its bundle; the server, the Studio and the scripts
 * use the bound ones (`localePath`, `stripLocale`), which read the module.
 */
export type PagePaths = Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>>;

/**
 * `path` under the longest of the table's prefixes (its keys ending in `/`) it starts with, moved to the other side
 * of the entry ('/blog/category/x' → '/inkuru/icyiciro/x'; `back`: the other way); null under none.
 */
function underPrefix(table: Readonly<Record<string, string>>, path: string, back: boolean): string | null {
  let found: [from: string, to: string] | null = null;
  for (const [english, own] of Object.entries(table)) {
    if (!english.endsWith("/")) continue;
    const [from, to] = back ? [own, english] : [english, own];
    if (path.startsWith(from) && path.length > from.length && from.length > (found?.[0].length ?? 0))
      found = [from, to];
  }
  return found ? `${found[1]}${path.slice(found[0].length)}` : null;
}

/**
 * A path in a language's words, without the language's prefix: '/pricing' → '/tarifs' in French, and what lives
 * under a page ('/blog/category/x' → '/inkuru/icyiciro/x' in Kinyarwanda).
 */
export function ownPathIn(paths: PagePaths, locale: Locale, englishPath: string): string {
  const table = paths[locale] ?? {};
  return table[englishPath] ?? underPrefix(table, englishPath, false) ?? englishPath;
}

/** A path in a language's words (without the prefix) read back to its English path: '/tarifs' in French → '/pricing'. */
export function englishPathIn(paths: PagePaths, locale: Locale, path: string): string {
  const table = paths[locale] ?? {};
  for (const [english, own] of Object.entries(table)) if (own === path && !english.endsWith("/")) return english;
  return underPrefix(table, path, true) ?? path;
}

/** A path without its language prefix, as written: '/fr/tarifs' → '/tarifs', '/fr' → '/'. */
export const withoutPrefix = (pathname: string): string => pathname.replace(PREFIX, "") || "/";

/**
 * Which page a path shows, as the default language names it: the path without its language prefix, a page's own
 * address in that language read back to its English path ('/fr/tarifs' → '/pricing', '/fr' → '/'). What the
 * registry, the dictionaries and the redirects are keyed by.
 */
export const stripLocaleIn = (paths: PagePaths, pathname: string): string =>
  englishPathIn(paths, localeFromPath(pathname), withoutPrefix(pathname));

/**
 * A path of this site in a language: '/pricing' → '/fr/tarifs' (a page of the registry at its address in that
 * language), '/education' → '/fr/education'; query and hash are kept; paths that are not pages (API, files, other
 * sites) are left alone. A path in another language is moved to this one ('/fr/tarifs' → '/rw/ibiciro').
 */
export function localePathIn(paths: PagePaths, locale: Locale, path: string): string {
  const [, pathname = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  if (!path.startsWith("/") || path.startsWith("//") || NOT_PAGES.test(pathname)) return path;
  const own = ownPathIn(paths, locale, stripLocaleIn(paths, pathname));
  if (locale === DEFAULT_LOCALE) return `${own}${rest}`;
  return `/${locale}${own === "/" ? "" : own}${rest}`;
}

/**
 * A path under a language's prefix, its words as written: for what is not a page of the registry (the home page,
 * a form's route) and for the files each language has of its own (its feed, llms.txt), which need no table of
 * addresses ('/blog' → '/fr/blog', '/llms.txt' → '/fr/llms.txt').
 */
export function prefixed(locale: Locale, path: string): string {
  const own = withoutPrefix(path);
  if (locale === DEFAULT_LOCALE) return own;
  return own === "/" ? `/${locale}` : `/${locale}${own}`;
}

/**
 * The address a path of this site has in its language's words: a page's ('/fr/pricing' → '/fr/tarifs'), or a file a
 * language has of its own ('/rw/blog/rss.xml' → '/rw/inkuru/rss.xml'); what is neither is left as it is.
 */
export function ownAddress(path: string): string {
  const locale = localeFromPath(path);
  if (!NOT_PAGES.test(path)) return localePathIn(PAGE_PATHS, locale, path);
  return prefixed(locale, ownPathIn(PAGE_PATHS, locale, englishPathIn(PAGE_PATHS, locale, withoutPrefix(path))));
}

/** localePathIn with the site's own table (server, Studio, scripts). */
export const localePath = (locale: Locale, path: string): string => localePathIn(PAGE_PATHS, locale, path);
/** stripLocaleIn with the site's own table (server, Studio, scripts). */
export const stripLocale = (pathname: string): string => stripLocaleIn(PAGE_PATHS, pathname);
/** ownPathIn with the site's own table. */
export const ownPath = (locale: Locale, englishPath: string): string => ownPathIn(PAGE_PATHS, locale, englishPath);
/** englishPathIn with the site's own table. */
export const englishPath = (locale: Locale, path: string): string => englishPathIn(PAGE_PATHS, locale, path);

/** Paths that are the same in every language: the API, and files (sitemap.xml, /assets/…, images). */
const NOT_PAGES = /^\/api\/|\.\w+$/;
