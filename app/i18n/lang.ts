import type { Locale } from "@shared/addresses/locales";

/** Which language each fallen-back field of a content object shows, by field name (app/content/layer/localize.ts). */
export type Fallbacks = Partial<Record<string, Locale>>;

/**
 * The `lang` attribute for a field of content: set when the field fell back to another language, so assistive
 * technology reads it in that language. `{...langOf(section, "heading")}` on the element that shows it.
 */
export function langOf(owner: { _fallback?: Fallbacks } | null | undefined, key: string): { lang?: string } {
  const language = owner?._fallback?.[key];
  return language ? { lang: language } : {};
}
