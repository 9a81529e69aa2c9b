/**
 * The core of the `translate-fields` migration (index.ts): a document written before the site had three languages
 * keeps its texts as plain values (a string, a list, Portable Text blocks); the schema now wants each of them as an
 * internationalized array, `[{_key: language, _type: "internationalizedArrayStringValue", language, value}]`, in the source language.
 * Guided by the schema definitions, so only the fields the schema translates change. Pure, so it can be tested
 * without a Sanity project (translate.test.ts).
 */

import { isTranslations } from "@shared/translations/translations";
import { DEFAULT_LOCALE } from "@shared/addresses/locales";

/** The parts of a schema definition the walk reads (defineType/defineField objects are these). */
export interface TypeDefinition {
  name?: string;
  type: string;
  fields?: TypeDefinition[];
  of?: TypeDefinition[];
}

type Value = unknown;
type Json = Record<string, Value>;

const TRANSLATED = /^internationalizedArray[A-Z]\w*$/;

/**
 * The document with every translated field in the translated shape (its old value becomes the `language` entry), or
 * null when nothing needed to change (so running the migration twice changes nothing).
 */
export function translateDocument<T extends Json>(
  document: T,
  types: TypeDefinition[],
  language: string = DEFAULT_LOCALE,
): T | null {
  const named = new Map(types.filter((type) => type.name).map((type) => [type.name!, type]));
  const definition = named.get(String(document._type));
  if (!definition?.fields) return null;
  let changed = false;

  const walk = (value: Value, field: TypeDefinition): Value => {
    if (value === null || value === undefined) return value;
    if (TRANSLATED.test(field.type)) {
      // Already translated, or an empty list the plugin left: nothing to wrap.
      if (isTranslations(value) || (Array.isArray(value) && value.length === 0)) return value;
      changed = true;
      return [{ _key: language, _type: `${field.type}Value`, language, value }];
    }
    const type = named.get(field.type);
    // A named object type (or a named array type such as a list): walk it as its definition says.
    if (type && type !== field && !field.fields && !field.of) return walk(value, { ...type, name: field.name });
    if (Array.isArray(value)) {
      const members = field.of ?? [];
      return value.map((item) => {
        const itemType = typeof item === "object" && item !== null ? (item as Json)._type : undefined;
        const member =
          members.find((candidate) => candidate.type === itemType || candidate.name === itemType) ??
          (members.length === 1 ? members[0] : undefined);
        return member ? walk(item, member) : item;
      });
    }
    if (typeof value === "object" && field.fields) return walkFields(value as Json, field.fields);
    return value;
  };

  const walkFields = (object: Json, fields: TypeDefinition[]): Json => {
    const out: Json = { ...object };
    for (const field of fields)
      if (field.name && field.name in object) out[field.name] = walk(object[field.name], field);
    return out;
  };

  const translated = walkFields(document, definition.fields);
  return changed ? (translated as T) : null;
}
