import { isDeepStrictEqual } from "node:util";
import { at, createIfNotExists, defineMigration, patch, set } from "sanity/migrate";
import {
  SOURCE_FIELD,
  SOURCE_TEXT_TYPE,
  sourceHash,
  sourceTextId,
  withTranslationsChanged,
} from "@shared/translations/translation-status";

/**
 * Moves the records of which English each translation was made from to today's hash (app/shared/setup/hash.ts, ohash's
 * SHA-256; until 26 November 2026 a hand-written cyrb53). Without it, every translation of a dataset recorded
 * before then shows as out of date. A record that matched today's English under the old hash gets the new hash
 * (and the English it names is kept for the Studio's diff); one that did not stays as it is, still out of date.
 * Run from sanity-studio/:
 *   npx sanity migration run rehash-translation-sources                 (a dry run: lists what would change)
 *   npx sanity migration run rehash-translation-sources --no-dry-run    (writes it, in batches, drafts included)
 * Running it twice changes nothing.
 */
export default defineMigration({
  title: "Translations: move recorded sources to today's hash",
  migrate: {
    document(document) {
      const englishTexts: unknown[] = [];
      const rehashed = withSourcesRehashed(document as Record<string, unknown>, (english) =>
        englishTexts.push(english),
      );
      if (!rehashed) return undefined;
      const changed = Object.keys(rehashed).filter(
        (key) => !key.startsWith("_") && !isDeepStrictEqual(rehashed[key], document[key]),
      );
      return [
        patch(
          document._id,
          changed.map((key) => at(key, set(rehashed[key]))),
        ),
        ...englishTexts.map((value) =>
          createIfNotExists({ _id: sourceTextId(sourceHash(value)), _type: SOURCE_TEXT_TYPE, value }),
        ),
      ];
    },
  },
});

/** The document with every source recorded under the old hash of today's English moved to the new one. */
export function withSourcesRehashed<T extends Record<string, unknown>>(
  document: T,
  moved: (english: unknown) => void = () => {},
): T | null {
  return withTranslationsChanged(document, (entry, english) => {
    if (!entry.source || entry.source !== legacyHash(english)) return entry;
    moved(english);
    return { ...entry, [SOURCE_FIELD]: sourceHash(english) };
  });
}

/** The hash sources were recorded with until 26 November 2026 (cyrb53 of the canonical JSON, as base 36). */
function legacyHash(value: unknown): string {
  const canonical = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(canonical)
      : item && typeof item === "object"
        ? Object.fromEntries(
            Object.keys(item)
              .filter((key) => key !== "_key")
              .sort()
              .map((key) => [key, canonical((item as Record<string, unknown>)[key])]),
          )
        : item;
  const text = JSON.stringify(canonical(value)) ?? "";
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
