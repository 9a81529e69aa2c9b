import { fromString, toString } from "@sanity/util/paths";
import { blockText } from "../content/portable-text";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../addresses/locales";
import { shortHash } from "../setup/hash";
import { filled, isTranslations, type Translation } from "./translations";
import { OTHER_NAMES_FIELD, type OtherNames } from "../addresses/names";
import { routedType } from "../addresses/pages";

/*
 * Which French and Kinyarwanda texts are missing or out of date. English is the source (decision 008): each other
 * language's entry of a translated field records which English it was translated from (`source`: a hash of that
 * English value), written by the Studio when a translator edits it or marks it up to date, by `npm run translations
 * import`, and by the migration for older datasets. When the English changes afterwards, the entry is stale. The
 * site itself never reads this: a stale translation still shows. In the shared module: the Studio
 * (sanity-studio/translation-status) and the translations CLI (scripts/translations/) read it too.
 */

/** The languages translated from the source language (English). */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The field of a translated entry that records the hash of the English it was translated from. */
export const SOURCE_FIELD = "source";

/** Where a document keeps an English text a translation was made from, for the Studio's diff (never on the site). */
export const SOURCE_TEXT_TYPE = "translationSource";
export const sourceTextId = (hash: string) => `${SOURCE_TEXT_TYPE}.${hash}`;

export interface RecordedTranslation extends Translation {
  _key?: string;
  source?: string;
}

/** A value as its meaning: Sanity's `_key`s (new ones on every edit of a list) left out. */
function withoutKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutKeys);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "_key")
      .map(([key, item]) => [key, withoutKeys(item)]),
  );
}

/**
 * The hash of an English value (app/shared/setup/hash.ts): the same text gives the same hash in the Studio (a browser) and
 * in Node, whatever the order of its keys.
 */
export const sourceHash = (value: unknown): string => shortHash(withoutKeys(value) ?? null);

/** A step of a path into a document: a field, a list item by its key, or by its place. */
export type PathSegment = string | number | { _key: string };

/** A path as Sanity writes it (@sanity/util/paths): `hero.text`, `items[_key=="a1"].title`, `features[2]`. */
export const pathString = (path: readonly PathSegment[]): string => toString(path as PathSegment[]);

/** A field's name as a schema can give it. */
const FIELD_NAME = /^[A-Za-z_]\w*$/;

/**
 * Reads a path written by pathString back; null for one it did not write (Sanity's reader takes more: a path is
 * one it writes back the same, whose fields are names a schema can have).
 */
export function parsePath(text: string): PathSegment[] | null {
  try {
    const path = fromString(text) as PathSegment[];
    const plain = path.every((segment) =>
      typeof segment === "string" ? FIELD_NAME.test(segment) : typeof segment === "number" || "_key" in segment,
    );
    return path.length && plain && toString(path) === text ? path : null;
  } catch {
    return null;
  }
}

/** A translated field of a document: where it is, and its entries. */
export interface TranslatedField {
  path: PathSegment[];
  entries: RecordedTranslation[];
}

/** Every translated field of a document with an English text, in document order. */
export function translatedFields(document: Record<string, unknown>): TranslatedField[] {
  const found: TranslatedField[] = [];
  const visit = (value: unknown, path: PathSegment[]) => {
    if (isTranslations(value)) {
      const entries = value as RecordedTranslation[];
      if (filled(entries.find((entry) => entry.language === DEFAULT_LOCALE)?.value)) found.push({ path, entries });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = item && typeof item === "object" ? (item as { _key?: unknown })._key : undefined;
        visit(item, [...path, typeof key === "string" ? { _key: key } : index]);
      });
    } else if (value && typeof value === "object") {
      for (const [key, field] of Object.entries(value)) if (!key.startsWith("_")) visit(field, [...path, key]);
    }
  };
  visit(document, []);
  return found;
}

export type TranslationState = "missing" | "stale" | "current";

/** The state of one language's entry of a translated field. */
export function entryState(field: TranslatedField, language: Locale): TranslationState {
  const english = field.entries.find((entry) => entry.language === DEFAULT_LOCALE)?.value;
  const entry = field.entries.find((candidate) => candidate.language === language);
  if (!entry || !filled(entry.value)) return "missing";
  return entry.source === sourceHash(english) ? "current" : "stale";
}

export interface LanguageStatus {
  /** Translated fields with an English text. */
  total: number;
  missing: string[];
  stale: string[];
}

/**
 * Per language other than English: the paths of the document's missing and stale fields. A document with a URL of
 * its own counts its address in each language as one more (`slugs.fr`: missing while it has none of its own there;
 * never stale, as an address does not follow the English one).
 */
export function documentStatus(document: Record<string, unknown>): Record<Locale, LanguageStatus> {
  const fields = translatedFields(document);
  const named = routedType(String(document._type ?? "")) !== undefined;
  const status = {} as Record<Locale, LanguageStatus>;
  for (const language of TRANSLATED_LOCALES) {
    const of = (state: TranslationState) =>
      fields.filter((field) => entryState(field, language) === state).map((field) => pathString(field.path));
    const address = named && !ownName(document, language) ? [pathString([OTHER_NAMES_FIELD, language])] : [];
    status[language] = {
      total: fields.length + (named ? 1 : 0),
      missing: [...of("missing"), ...address],
      stale: of("stale"),
    };
  }
  return status;
}

/** A routed document's own name in `language` (its `slugs` field), if it has one. */
export const ownName = (document: Record<string, unknown>, language: Locale): string | undefined =>
  (document[OTHER_NAMES_FIELD] as OtherNames | undefined)?.[language]?.current || undefined;

/**
 * The document with each translated field's entries passed through `change` (given the English value): null when
 * no entry changed. The walk shared by the migrations of recorded sources.
 */
export function withTranslationsChanged<T extends Record<string, unknown>>(
  document: T,
  change: (entry: RecordedTranslation, english: unknown) => RecordedTranslation,
): T | null {
  let changed = false;
  const visit = (value: unknown): unknown => {
    if (isTranslations(value)) {
      const entries = value as RecordedTranslation[];
      const english = entries.find((entry) => entry.language === DEFAULT_LOCALE)?.value;
      if (!filled(english)) return value;
      return entries.map((entry) => {
        if (entry.language === DEFAULT_LOCALE || !filled(entry.value)) return entry;
        const next = change(entry, english);
        if (next !== entry) changed = true;
        return next;
      });
    }
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, visit(field)]));
    }
    return value;
  };
  const result = visit(document) as T;
  return changed ? result : null;
}

/**
 * The document with today's English recorded as the source of every translation that has no record yet (the
 * migration of an older dataset, and the bundled dataset's): null when there was nothing to record.
 */
export const withSourcesRecorded = <T extends Record<string, unknown>>(document: T): T | null =>
  withTranslationsChanged(document, (entry, english) =>
    entry.source ? entry : { ...entry, [SOURCE_FIELD]: sourceHash(english) },
  );

/** The readable text of a value (a string, a list, Portable Text), for a diff or a note. */
export function plainText(value: unknown): string {
  if (typeof value === "string") return value;
  if (!Array.isArray(value)) return "";
  return value
    .map((item) => (typeof item === "string" ? item : blockText(item)))
    .filter(Boolean)
    .join("\n");
}

/** A document's name for a list or a note: its English title, name, question or heading; null when it has none. */
export function documentTitle(document: Record<string, unknown>): string | null {
  for (const key of ["title", "name", "question", "heading"]) {
    const value = document[key];
    const text = Array.isArray(value)
      ? plainText((value as RecordedTranslation[]).find((entry) => entry.language === DEFAULT_LOCALE)?.value)
      : typeof value === "string"
        ? value
        : "";
    if (text) return text;
  }
  return null;
}
