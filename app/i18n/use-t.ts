import { useLocation } from "@remix-run/react";
import { useRootData } from "~/use-root-data";
import type { LayoutDictionary } from "./layout-dictionary";
import { localeFromPath, localePath, type Locale } from "@shared/locales";

/** The page's language: the URL decides (app/shared/locales.ts). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The page's dictionary, as the root loader sent it (the layout renders nothing that reads it without one). */
export function useT(): LayoutDictionary {
  return useRootData()!.t;
}

/** Makes a path of this site point to the page's language: '/contact' on a French page is '/fr/contact'. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
