import { useLocation } from "@remix-run/react";
import { useRootData } from "~/use-root-data";
import type { LayoutDictionary } from "./layout-dictionary";
import { localeFromPath, localePathIn, type Locale, type PagePaths } from "@shared/locales";

/** The page's language: the URL decides (app/shared/locales.ts). */
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
