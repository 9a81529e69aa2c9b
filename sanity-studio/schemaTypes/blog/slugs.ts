import { SLUG_MAX, slugOf } from "@shared/addresses/slug";
import { defineField } from "sanity";
import { blogSlugProblem } from "@shared/addresses/site-paths";
import { SOURCE_LANGUAGE } from "../objects/languages";
import { englishNameClash, otherNamesField, sourceIn } from "../objects/other-names";

/**
 * A blog document's address: its English slug, made from the English value of `from` (a translated field) or from
 * `from` itself (a plain string), and its slugs in the other languages (other-names.ts).
 */
export function blogSlugFields(type: string, from: string, description: string) {
  return [
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      description,
      options: {
        source: (document) => sourceIn(document as Record<string, unknown>, from, SOURCE_LANGUAGE),
        slugify: (input: string) => slugOf(input, { max: SLUG_MAX }),
      },
      // Sanity's own check keeps it unique among documents of the type.
      validation: (rule) =>
        rule
          .required()
          .custom(
            async (value: { current?: string } | undefined, context) =>
              blogSlugProblem(value?.current) ?? (await englishNameClash(context, type, value?.current)) ?? true,
          ),
    }),
    otherNamesField(type, from, blogSlugProblem),
  ];
}
