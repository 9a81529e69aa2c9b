/**
 * A translated field as stored (sanity-plugin-internationalized-array's shape):
 * `[{ _key: language, _type: "internationalizedArrayStringValue", language, value }]`. Kept free of the app's
 * path aliases, as the Studio's data migration (sanity-studio/migrations/translate-fields) reads it too.
 */
export interface Translation {
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
