import slugify from "slugify";
import { isLocale, LOCALE_INFO } from "./locales";

/**
 * A slug of a text: lower-case ASCII words joined by hyphens, accents folded (fonctionnalités → fonctionnalites),
 * symbols read in the text's language where the slugify library knows it (`&` is "et" in French, "and" otherwise),
 * an apostrophe parting words where the language elides (l’assistant → l-assistant), at most `max` characters,
 * never ending in a hyphen. "" when nothing of the text can be written so.
 */
export function slugOf(text: string, options: { locale?: string; max?: number } = {}): string {
  const { locale } = options;
  const parted = isLocale(locale) && LOCALE_INFO[locale].apostrophePartsWords ? text.replace(APOSTROPHES, " ") : text;
  const slug = slugify(parted, { lower: true, strict: true, trim: true, locale });
  return (options.max ? slug.slice(0, options.max) : slug).replace(/-+$/, "");
}

/** The apostrophes an editor types (straight, typographic, the modifier letter). */
const APOSTROPHES = /['’ʼ]/g;

/** How long a slug made by the Studio's Generate button is at most. */
export const SLUG_MAX = 80;
