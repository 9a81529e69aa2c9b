import { PREFIXED_LOCALES, type Locale } from "@shared/addresses/locales";
import type { Dictionary } from "@shared/dictionaries/en";
import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import type { LayoutDictionary } from "./layout-dictionary";

export function dictionaryFor(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}

/**
 * Each dictionary without the parts of one page only (the chat demo's, the search results page's: their loaders
 * send them) and what only machines read, made once (the root loader hands one to every view).
 */
const LAYOUT_DICTIONARIES = Object.fromEntries(
  Object.entries(DICTIONARIES).map(([locale, { chat: _chat, searchPage: _searchPage, machine: _machine, ...rest }]) => [
    locale,
    rest,
  ]),
) as Record<Locale, LayoutDictionary>;

/** What every page's browser code needs of the dictionary (the root loader sends it): all but one page's parts. */
export function layoutDictionary(locale: Locale): LayoutDictionary {
  return LAYOUT_DICTIONARIES[locale];
}

/** Each language but the default one offers itself on a page in the default language, in its own words. */
const SUGGESTIONS: Partial<Record<Locale, Dictionary["suggestion"]>> = Object.fromEntries(
  PREFIXED_LOCALES.map((locale) => [locale, DICTIONARIES[locale].suggestion]),
);

/** The offer to read an English page in another language, written in that language. */
export function languageSuggestions(): Partial<Record<Locale, Dictionary["suggestion"]>> {
  return SUGGESTIONS;
}
