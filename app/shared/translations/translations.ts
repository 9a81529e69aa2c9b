import { DEFAULT_LOCALE, type Locale } from "../addresses/locales";
/**
 * A translated field as stored (sanity-plugin-internationalized-array's shape):
 * `[{ _key, _type: "internationalizedArrayStringValue", language, value }]` (the bundled dataset's keys are the
 * languages; the Studio gives an entry it adds a random key). Kept free of the app's
 * path aliases, as the Studio's data migration (sanity-studio/migrations/translate-fields) reads it too.
 */
export interface Translation {
  _key?: string;
  _type: `internationalizedArray${string}Value`;
  language?: string;
  value?: unknown;
}

/** Whether a value is a translated field as stored (the plugin's array of per-language values). */
export function isTranslations(value: unknown): value is Translation[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (item) =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as Translation)._type === "string" &&
        /^internationalizedArray\w+Value$/.test((item as Translation)._type),
    )
  );
}

/**
 * Whether one language's value counts as written: a non-blank text, a non-empty list, anything else present. The
 * site falls back to English where it is not (app/content/layer/localize.ts); the Studio warns where it is not
 * (sanity-studio/schemaTypes/objects/fields.ts).
 */
export const filled = (value: unknown) =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === "string"
      ? value.trim() !== ""
      : value !== undefined && value !== null;

/** The value in `locale`, else English, else the first language that has one; and the language it is in. */
export function pickTranslation(items: Translation[], locale: Locale): { value: unknown; language: string } | null {
  const order = [locale, DEFAULT_LOCALE];
  for (const language of order) {
    const item = items.find((candidate) => candidate.language === language && filled(candidate.value));
    if (item) return { value: item.value, language };
  }
  const any = items.find((candidate) => filled(candidate.value));
  return any ? { value: any.value, language: any.language ?? DEFAULT_LOCALE } : null;
}
