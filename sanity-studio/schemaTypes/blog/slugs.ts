import { SLUG_MAX, slugOf } from "@shared/slug";
import { defineField } from "sanity";
import { LOCALIZED_ROUTES, NAME_PATTERNS, ROUTED_TYPES } from "@shared/pages";
import { SOURCE_LANGUAGE } from "../objects/languages";

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

/** A slug made from the English value of `from` (a translated field) or from `from` itself (a plain string). */
export function blogSlugField(from: string, description: string) {
  return defineField({
    name: "slug",
    title: "Address",
    type: "slug",
    description,
    options: {
      source: (document) => {
        const value = (document as Record<string, unknown>)[from];
        if (typeof value === "string") return value;
        return (
          ((value as { language?: string; value?: string }[] | undefined) ?? []).find(
            (item) => item.language === SOURCE_LANGUAGE,
          )?.value ?? ""
        );
      },
      slugify: (input: string) => slugOf(input, { max: SLUG_MAX }),
    },
    // Sanity's own check keeps it unique among documents of the type.
    validation: (rule) =>
      rule.required().custom((value: { current?: string } | undefined) => blogSlugProblem(value?.current) ?? true),
  });
}
