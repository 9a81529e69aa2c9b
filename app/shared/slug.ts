import slugify from "slugify";

/**
 * A slug of a text: lower-case ASCII words joined by hyphens, accents folded (fonctionnalités → fonctionnalites),
 * symbols read in the text's language where the slugify library knows it (`&` is "et" in French, "and" otherwise),
 * at most `max` characters, never ending in a hyphen. "" when nothing of the text can be written so.
 */
export function slugOf(text: string, options: { locale?: string; max?: number } = {}): string {
  const slug = slugify(text, { lower: true, strict: true, trim: true, locale: options.locale });
  return (options.max ? slug.slice(0, options.max) : slug).replace(/-+$/, "");
}

/** How long a slug made by the Studio's Generate button is at most. */
export const SLUG_MAX = 80;
