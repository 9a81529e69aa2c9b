import { ComposeIcon } from "@sanity/icons/Compose";
import { defineArrayMember, defineField, defineType } from "sanity";
import { EXCERPT_MAX } from "@shared/content/limits";
import { imageField, stringField, textField, translatedField } from "../objects/fields";
import { blogSlugFields } from "./slugs";

/**
 * A blog post (/blog/<address>): every text in each language, shown from its publish time on. Until then it is
 * invisible everywhere on the site: list, page, feeds, sitemaps, the home page and related posts.
 */
export const post = defineType({
  name: "post",
  title: "Post",
  type: "document",
  icon: ComposeIcon,
  fields: [
    stringField("title", "Title", { max: 90 }),
    ...blogSlugFields(
      "post",
      "title",
      "The post's address: /blog/<address>. Changing it after publishing leaves a redirect from the old one.",
    ),
    textField("excerpt", "Excerpt", {
      description: `One or two sentences for lists, feeds and search results (at most ${EXCERPT_MAX} characters)`,
      max: EXCERPT_MAX,
    }),
    imageField("cover", "Cover image", { description: "Wide, at least 1600 × 900; set the hotspot" }),
    translatedField("postBody", "body", "Text", {
      description: "The whole post in each language; a language left empty shows the English text",
    }),
    defineField({
      name: "authors",
      title: "Authors",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "author" }] })],
      validation: (rule) => rule.required().min(1).max(3).unique(),
    }),
    defineField({
      name: "categories",
      title: "Categories",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "blogCategory" }] })],
      validation: (rule) => rule.required().min(1).max(3).unique(),
    }),
    defineField({
      name: "publishedAt",
      title: "Publish date and time",
      type: "datetime",
      description:
        "When the post goes out. A time ahead schedules it: it stays off the site until then, and appears by itself.",
      validation: (rule) => rule.required().error("Set when the post goes out before publishing it"),
    }),
    defineField({
      name: "updatedAt",
      title: "Updated",
      type: "datetime",
      description: "Set when you change what the post says after it went out: readers and search engines see it",
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          const published = (context.document as { publishedAt?: string } | undefined)?.publishedAt;
          return !value || !published || value >= published ? true : "An update comes after the publish time";
        }),
    }),
    defineField({
      name: "related",
      title: "Related posts",
      type: "array",
      description: "Up to three posts to read next; empty shows posts that share a category",
      of: [defineArrayMember({ type: "reference", to: [{ type: "post" }] })],
      validation: (rule) =>
        rule
          .max(3)
          .unique()
          .custom((value: { _ref?: string }[] | undefined, context) => {
            const id = String(context.document?._id ?? "").replace(/^drafts\./, "");
            return value?.some((item) => item._ref === id) ? "A post cannot be related to itself" : true;
          }),
    }),
    defineField({
      name: "seo",
      title: "Search and sharing",
      type: "object",
      options: { collapsible: true, collapsed: false },
      fields: [
        stringField("title", "Title", { optional: true, description: "The post's title when empty" }),
        textField("description", "Description", { optional: true, rows: 2 }),
        defineField({
          name: "image",
          title: "Share image",
          type: "image",
          description: "Shown when the post is shared (1200 × 630); one is made from the title and cover when empty",
        }),
        defineField({
          name: "noindex",
          title: "Hide from search engines",
          type: "boolean",
          initialValue: false,
        }),
      ],
    }),
  ],
  orderings: [
    { title: "Publish time, newest first", name: "publishedDesc", by: [{ field: "publishedAt", direction: "desc" }] },
  ],
  preview: {
    select: { title: "title.0.value", publishedAt: "publishedAt", media: "cover" },
    prepare: ({ title, publishedAt, media }) => {
      const at = publishedAt ? new Date(publishedAt as string) : null;
      const when = at ? at.toISOString().slice(0, 16).replace("T", " ") + " UTC" : "no publish time";
      return {
        title: title || "(untitled post)",
        subtitle: at && at.getTime() > Date.now() ? `Scheduled for ${when}` : at ? `Published ${when}` : when,
        media,
      };
    },
  },
});
