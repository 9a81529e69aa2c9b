import { SLUG_MAX, slugOf } from "@shared/slug";
import { defineField } from "sanity";
import { LOCALIZED_ROUTES, NAME_PATTERNS, ROUTED_TYPES } from "@shared/pages";
import { SOURCE_LANGUAGE } from "../objects/languages";
import { englishNameClash, otherNamesField, sourceIn } from "../objects/other-names";

/** Where posts live (their type's prefix in the registry). */
const BLOG_PREFIX = ROUTED_TYPES.find((entry) => entry.type === "post")!.prefix;

/**
 * Words a blog slug cannot be: the first segment of the blog's own paths under /blog/ (its list pages and feed in
 * LOCALIZED_ROUTES, categories and authors in ROUTED_TYPES), read from the site's registry.
 */
export const RESERVED_BLOG_SLUGS = [
  ...new Set(
    [...LOCALIZED_ROUTES.map((route) => route.path), ...ROUTED_TYPES.map((entry) => entry.prefix)]
      .filter((path) => path.startsWith(BLOG_PREFIX) && path.length > BLOG_PREFIX.length)
      .map((path) => path.slice(BLOG_PREFIX.length).split("/")[0]!),
  ),
];

const SLUG = NAME_PATTERNS.slug;

/** What is wrong with a blog slug, or null: lower-case letters, digits and hyphens, not one of the reserved words. */
export function blogSlugProblem(slug: string | null | undefined): string | null {
  if (!slug) return "Give it an address, like launch-news (Generate makes one from the English title)";
  if (!SLUG.test(slug)) return "Write the address as words-with-hyphens: lower-case letters, digits and hyphens";
  if (RESERVED_BLOG_SLUGS.includes(slug)) return `"${slug}" is taken by the blog's own pages: choose another`;
  return null;
}

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
