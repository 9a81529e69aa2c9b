import { LOCALES, type Locale } from "../addresses/locales";
import type { PathSegment } from "../translations/translation-status";
import { isTranslations } from "../translations/translations";

/*
 * How the content rules (quality.ts) walk a document: each part with its path and the language it is in, and the
 * images it names.
 */

/** A step while walking: a language's entry of a translated field is keyed by its `_key`, and read by its language. */
type Step = PathSegment | { _key: string; language: string };
export type Path = Step[];

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** An image's width and height from its asset id (`image-<hash>-1600x900-png`). */
export function imageSize(assetId: string): { width: number; height: number } | null {
  const match = /-(\d+)x(\d+)-\w+$/.exec(assetId);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** The image assets a value refers to (`image-…` ids), each once: what a check of its images' weight asks about. */
export function imageAssetIds(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) imageAssetIds(item, ids);
  else if (isObject(value)) {
    if (typeof value._ref === "string" && value._ref.startsWith("image-")) ids.add(value._ref);
    for (const [key, field] of Object.entries(value)) if (!key.startsWith("_")) imageAssetIds(field, ids);
  }
  return ids;
}

export const segment = (item: unknown, index: number): PathSegment =>
  isObject(item) && typeof item._key === "string" ? { _key: item._key } : index;
/** The readable path: a translated field's entry by its language (`body[fr][p1]`), whatever its key. */
export const join = (path: Path) =>
  path
    .map((step) =>
      typeof step === "string"
        ? `.${step}`
        : `[${typeof step === "number" ? step : "language" in step ? step.language : step._key}]`,
    )
    .join("")
    .replace(/^\./, "");
/** Sanity's path, for the Studio's markers and links: a translated field's entry holds its text in `value`. */
export const segmentsOf = (path: Path): PathSegment[] =>
  path.flatMap((step): PathSegment[] =>
    typeof step !== "object" ? [step] : "language" in step ? [{ _key: step._key }, "value"] : [{ _key: step._key }],
  );

/** The value of a field in a language: a translated field's entry, or the field itself. */
export function valueIn(field: unknown, language: Locale): unknown {
  if (!isTranslations(field)) return field;
  return field.find((entry) => entry.language === language)?.value;
}

type Visit = (node: unknown, path: Path, language: Locale | null, owner: unknown) => void;

/** What a document's fields hold, walked with the language each part is in (null: every language's) and its owner. */
export function walk(value: unknown, path: Path, language: Locale | null, visit: Visit, owner: unknown = null) {
  visit(value, path, language, owner);
  if (isTranslations(value)) {
    for (const entry of value)
      if (LOCALES.includes(entry.language as Locale))
        walk(
          entry.value,
          [...path, { _key: entry._key ?? entry.language!, language: entry.language! }],
          entry.language as Locale,
          visit,
          owner,
        );
    return;
  }
  if (Array.isArray(value))
    value.forEach((item, index) => walk(item, [...path, segment(item, index)], language, visit, value));
  else if (isObject(value))
    for (const [key, field] of Object.entries(value))
      if (!key.startsWith("_")) walk(field, [...path, key], language, visit, value);
}
