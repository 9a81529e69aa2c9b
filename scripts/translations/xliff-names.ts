import { LOCALE_INFO, type Locale } from "@shared/addresses/locales";
import { namesOf, OTHER_NAMES_FIELD, type OtherNames } from "@shared/addresses/names";
import { routedType } from "@shared/addresses/pages";
import { nameProblem } from "@shared/addresses/site-paths";
import { ownName, pathString, type TranslationState } from "@shared/translations/translation-status";

/*
 * A document with a URL of its own has an address in each language (app/shared/addresses/names.ts): in an XLIFF file it is
 * one more unit, named by its field (`slugs.fr`), the English name as the source and the language's own (if any)
 * as the target. A translator may propose one; the import takes it only when it is written as the site's
 * addresses are (lower-case words joined by hyphens, a landing page's a path) and no other document of its type
 * has it in that language.
 */

type Document = Record<string, unknown> & { _id: string; _type: string };

/** The unit's name for a document's address in `language`. */
export const nameUnitName = (language: Locale) => pathString([OTHER_NAMES_FIELD, language]);

/** A document's English name (its slug field), or null for a document without a URL of its own. */
function englishName(document: Document): string | null {
  const routed = routedType(document._type);
  return routed ? ((document[routed.field] as { current?: string } | undefined)?.current ?? null) : null;
}

/** The unit of a document's address in `language`, or null (not a routed type, or no English name yet). */
export function nameUnit(document: Document, language: Locale) {
  const english = englishName(document);
  if (!english) return null;
  const own = ownName(document, language);
  const state: TranslationState = own ? "current" : "missing";
  return {
    name: nameUnitName(language),
    source: english,
    target: own,
    state,
    note: `${document._type} (${document._id}), its address in ${LOCALE_INFO[language].name}: ${state}. Lower-case words joined by hyphens${english.startsWith("/") ? ", after a slash (/words)" : ""}; empty: the English one is used.`,
  };
}

/**
 * What importing `target` as a document's address in `language` changes: the document's `slugs` field with it, or
 * why not. `taken`: the names in that language already given by this import, by type (filled in as it goes).
 */
export function importName(
  document: Document,
  language: Locale,
  target: string,
  documents: ReadonlyMap<string, Document>,
  taken: Map<string, Map<string, string>>,
): { value: OtherNames } | { problem: string } {
  const name = target.trim();
  const problem = nameProblem(document._type, name);
  if (problem) return { problem: `"${name}": ${problem}` };
  const inImport = (taken.get(document._type) ?? new Map<string, string>()).get(name);
  const holder =
    (inImport && inImport !== document._id ? inImport : undefined) ??
    [...documents.values()].find((other) => {
      if (other._type !== document._type || other._id === document._id) return false;
      const english = englishName(other);
      return english !== null && namesOf(english, other[OTHER_NAMES_FIELD] as OtherNames)[language] === name;
    })?._id;
  if (holder) return { problem: `"${name}" is already the ${LOCALE_INFO[language].name} address of ${holder}` };
  taken.set(document._type, (taken.get(document._type) ?? new Map()).set(name, document._id));
  const others = (document[OTHER_NAMES_FIELD] as OtherNames | undefined) ?? {};
  return { value: { ...others, [language]: { _type: "slug", current: name } } };
}
