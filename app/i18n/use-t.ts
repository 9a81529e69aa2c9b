import { useLocation, useMatches } from "@remix-run/react";
import { useRootData } from "~/use-root-data";
import { addressesIn } from "~/lib/meta";
import type { LayoutDictionary } from "./layout-dictionary";
import { localeFromPath, localePathIn, type Locale, type PagePaths } from "@shared/addresses/locales";

/** The page's language: the URL decides (app/shared/addresses/locales.ts). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The page's dictionary, as the root loader sent it (the layout renders nothing that reads it without one). */
export function useT(): LayoutDictionary {
  return useRootData()!.t;
}

/** The pages' addresses in each language, as the root loader sent them (none while the root has failed). */
export function usePagePaths(): PagePaths {
  return useRootData()?.pagePaths ?? {};
}

/** Makes a path of this site point to the page's language: '/pricing' on a French page is '/fr/tarifs'. */
export function useLocalePath(): (path: string) => string {
  const inLanguage = useInLanguage();
  const locale = useLocale();
  return (path) => inLanguage(locale, path);
}

/** Writes a path of this site in a language: (French, '/rw/ibiciro') → '/fr/tarifs' (the language switcher). */
export function useInLanguage(): (locale: Locale, path: string) => string {
  const paths = usePagePaths();
  return (locale, path) => localePathIn(paths, locale, path);
}

/**
 * The page the visitor is on, in a language: a document's page (a post, a landing page) names its own address in
 * each language (its loader's `addresses`: app/shared/addresses/names.ts); any other page is its path in that language's words.
 */
export function usePageIn(): (locale: Locale) => string {
  const inLanguage = useInLanguage();
  const { pathname } = useLocation();
  const matches = useMatches();
  const addresses = addressesIn(matches[matches.length - 1]?.data);
  return (locale) => addresses?.[locale] ?? inLanguage(locale, pathname);
}
