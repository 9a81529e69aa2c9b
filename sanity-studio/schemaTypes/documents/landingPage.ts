import { SLUG_MAX, slugOf } from "@shared/addresses/slug";
import { DocumentsIcon } from "@sanity/icons/Documents";
import { defineArrayMember, defineField, defineType } from "sanity";
import { landingPathProblem } from "@shared/addresses/site-paths";
import { localePath, PREFIXED_LOCALES } from "@shared/addresses/locales";
import { BLOCK_TYPES } from "../blocks";
import { stringField, textField } from "../objects/fields";
import { SOURCE_LANGUAGE } from "../objects/languages";
import { englishNameClash, otherNamesField, sourceIn } from "../objects/other-names";

/**
 * A page the marketing team makes itself: a path of its own (/education; in another language its own there,
 * /fr/enseignement, else the English one under the language's prefix) and a list of blocks. The site serves it at any path no fixed page takes (app/routes/page.tsx).
 */
export const landingPage = defineType({
  name: "landingPage",
  title: "Landing page",
  type: "document",
  icon: DocumentsIcon,
  fields: [
    stringField("title", "Title", {
      max: 70,
      description: "The page's name in lists, the browser tab and search results (unless set under Search)",
    }),
    defineField({
      name: "path",
      title: "Path",
      type: "slug",
      description: `Where the page lives in English, and in the other languages unless it has an address of its own there (below): /education is also ${localePath(PREFIXED_LOCALES[0]!, "/education")}. Changing it on a published page creates a redirect from the old path when you publish.`,
      options: {
        source: (document) => sourceIn(document as Record<string, unknown>, "title", SOURCE_LANGUAGE),
        slugify: (input: string) => `/${slugOf(input, { max: SLUG_MAX })}`,
      },
      validation: (rule) =>
        rule
          .required()
          .custom(
            async (value: { current?: string } | undefined, context) =>
              landingPathProblem(value?.current) ??
              (await englishNameClash(context, "landingPage", value?.current)) ??
              true,
          ),
    }),
    otherNamesField("landingPage", "title", landingPathProblem),
    defineField({
      name: "seo",
      title: "Search and sharing",
      type: "object",
      options: { collapsible: true, collapsed: true },
      fields: [
        stringField("title", "Title", { optional: true, description: "The page's title when empty" }),
        textField("description", "Description", { optional: true, rows: 2 }),
        defineField({
          name: "image",
          title: "Share image",
          type: "image",
          description: "Shown when the page is shared (1200 × 630); the site's image when empty",
        }),
        defineField({
          name: "noindex",
          title: "Hide from search engines",
          type: "boolean",
          description: "On: search engines are asked not to list the page, and it leaves the sitemaps",
          initialValue: false,
        }),
      ],
    }),
    defineField({
      name: "blocks",
      title: "Blocks",
      type: "array",
      description: "The page from top to bottom: add blocks, drag them into order, open one to edit it.",
      of: BLOCK_TYPES.map((block) => defineArrayMember({ type: block.name })),
      options: {
        insertMenu: {
          filter: "auto",
          views: [{ name: "grid", previewImageUrl: (name: string) => `/static/blocks/${name}.svg` }, { name: "list" }],
        },
      },
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: "title.0.value", path: "path.current" },
    prepare: ({ title, path }) => ({ title: title || "(untitled page)", subtitle: path }),
  },
});
