import { defineField, type SchemaTypeDefinition } from "sanity";
import type { ComponentType } from "react";
import type { ObjectItemProps } from "sanity";
import { SOURCE_FIELD } from "@shared/translations/translation-status";
import { withTranslationStatus } from "./TranslationItem";

/**
 * The internationalized-array plugin's value types (`internationalizedArrayStringValue`, …: one language's entry of
 * a translated field) with the record of the English each translation was made from (hidden: the Studio writes it)
 * and the item that shows a translation's status (TranslationItem.tsx). Applied to every schema type, the plugin's
 * included (sanity.config.ts).
 */
export function withTranslationRecords(types: SchemaTypeDefinition[]): SchemaTypeDefinition[] {
  return types.map((type) => {
    if (type.type !== "object" || !/^internationalizedArray\w+Value$/.test(type.name)) return type;
    const object = type as SchemaTypeDefinition<"object"> & {
      fields: unknown[];
      components?: { item?: ComponentType<ObjectItemProps> };
    };
    const item = object.components?.item;
    return {
      ...object,
      fields: [
        ...object.fields,
        defineField({
          name: SOURCE_FIELD,
          title: "Translated from (hash of the English)",
          type: "string",
          hidden: true,
        }),
      ],
      components: { ...object.components, ...(item ? { item: withTranslationStatus(item) } : {}) },
    } as SchemaTypeDefinition;
  });
}
