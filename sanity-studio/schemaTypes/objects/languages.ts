import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from "@shared/addresses/locales";

/**
 * The site's languages, in the order the Studio shows them, from the site's own language module. The default
 * language is the source every other one falls back to.
 */
export const LANGUAGES = LOCALES.map((id) => ({ id, title: LOCALE_INFO[id].name }));
export const SOURCE_LANGUAGE = DEFAULT_LOCALE;
export const SOURCE_LANGUAGE_NAME = LOCALE_INFO[DEFAULT_LOCALE].name;
