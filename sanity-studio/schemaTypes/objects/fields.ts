import { defineArrayMember, defineField, type StringRule, type UrlRule } from "sanity";
import { LINKABLE_PAGE_TYPES, pathOfPage } from "@shared/addresses/site-paths";
import { linkProblem } from "@shared/addresses/links";
import { QUALITY_LIMITS } from "@shared/quality/quality";
import { ICON_OPTIONS } from "./icons";
import { stringField, textField, type FieldOptions } from "./translated-fields";

export * from "./translated-fields";

/*
 * Field builders shared by the schema. They return inline fields (no named object types), so the stored data
 * stays plain and each page's shape reads top to bottom in its own file.
 *
 * Every text a visitor reads is written per language (sanity-plugin-internationalized-array): the field stores
 * `[{ language, value }, …]` (one entry per language of app/shared/addresses/locales.ts), the source language (English) is
 * required, and a missing translation is a warning in the Studio (the site shows the English text, marked as
 * English). Paths, icons,
 * numbers and names stay one value for all languages. See docs/decisions/008-three-languages.md.
 *
 * Every option a builder takes has an effect (fields.test.ts builds each one and shows it): the translated
 * builders are one factory, `translatedField`, and the options each kind of value takes are listed once, in
 * `TRANSLATED_KINDS`.
 */

const required = <R extends { required(): R }>(rule: R) => rule.required();

/** A path on this site (/pricing) or a full address (https://…, mailto:…, tel:…): the site's one rule of links. */
export const hrefRule = (rule: StringRule) => rule.required().custom((value: unknown) => linkProblem(value) ?? true);

/** A typed link (a button's): a path on this site or a full address, by the site's one rule of links. */
export function hrefField(name: string, title: string, options: Pick<FieldOptions, "description"> = {}) {
  return defineField({ name, title, type: "string", description: options.description, validation: hrefRule });
}

/** An address on the web only (a profile, a social account): the same rule, https alone. */
export const webAddressRule = (rule: UrlRule) =>
  rule.required().custom((value: unknown) => linkProblem(value, ["https:"]) ?? true);

/**
 * What a Studio list preview selects to show the path of the page a reference field names: read through the
 * reference, as a preview reads it (`_id` is the page's own; none of them when the page is gone).
 */
export const pageSelection = (field: string) => ({
  pageId: `${field}._id`,
  pageType: `${field}._type`,
  pagePath: `${field}.path.current`,
  pageSlug: `${field}.slug.current`,
});

/** The path of the page `pageSelection` selected, or null (none chosen, or gone). */
export function selectedPagePath(selected: Record<string, unknown>): string | null {
  const text = (key: string) => (typeof selected[key] === "string" ? (selected[key] as string) : undefined);
  return pathOfPage(text("pageId"), text("pageSlug"), {
    _type: text("pageType"),
    name: text("pagePath") ?? text("pageSlug"),
  });
}

/**
 * A link's target: a page of the site by reference (its path follows the page when an editor moves it), or a path
 * or URL typed in. One of the two.
 */
export const linkTargetFields = [
  defineField({
    name: "page",
    title: "Page",
    type: "reference",
    to: LINKABLE_PAGE_TYPES.map((type) => ({ type })),
    options: { disableNew: true },
    description: "A page of this site: the link follows it if its path changes (and goes to each language's version)",
  }),
  defineField({
    name: "href",
    title: "Or a path or address",
    type: "string",
    description: "A path such as /privacy-policy, or a full URL for another site. Leave empty when a page is chosen.",
    validation: (rule) =>
      rule.custom((value: unknown, context) => {
        const page = (context.parent as { page?: { _ref?: string } } | undefined)?.page?._ref;
        if (page && value) return "Choose a page or write an address, not both";
        if (!page && !value) return "Choose a page, or write a path or address";
        return linkProblem(value) ?? true;
      }),
  }),
];

/** Required unless `optional`: the rule of a field that is not translated (an object, an image). */
const requiredUnless =
  (optional: boolean | undefined) =>
  <R extends { required(): R }>(rule: R) =>
    optional ? rule : rule.required();

export function linkField(name: string, title: string, options: Pick<FieldOptions, "description" | "optional"> = {}) {
  return defineField({
    name,
    title,
    type: "object",
    description: options.description,
    validation: requiredUnless(options.optional),
    fields: [stringField("label", "Label"), ...linkTargetFields],
  });
}

export function imageField(name: string, title: string, options: Pick<FieldOptions, "description" | "optional"> = {}) {
  return defineField({
    name,
    title,
    type: "image",
    description: options.description,
    options: { hotspot: true },
    validation: requiredUnless(options.optional),
    fields: imageTextFields(
      stringField("alt", "Alternative text", {
        description: "What the image shows, for people who can't see it, in every language.",
      }),
    ),
  });
}

/**
 * An image's description and its "decorative" switch. The description has no rule of its own: the content rules
 * (`image-alt` in app/shared/quality/quality.ts, each document's validation) say once, per language, what is missing. A
 * decorative image needs none: its description is hidden, and the site gives it an empty alt (`imageFields`).
 */
export function imageTextFields(alt: ReturnType<typeof defineField>) {
  return [
    defineField({
      ...alt,
      validation: undefined,
      hidden: ({ parent }: { parent?: { decorative?: boolean } }) => parent?.decorative === true,
    }),
    defineField({
      name: "decorative",
      title: "Decorative",
      type: "boolean",
      description:
        "Only ornament, showing nothing a reader needs: screen readers skip it, and it needs no description.",
      initialValue: false,
    }),
  ];
}

/** Named types the translated fields are built on (registered in schemaTypes/index.ts and in the plugin's fieldTypes). */
export const stringList = defineField({
  name: "stringList",
  title: "List",
  type: "array",
  of: [defineArrayMember({ type: "string" })],
});

/** What every rich text of the site offers: paragraphs and two heading levels, two kinds of list, bold and italics. */
export const RICH_TEXT = {
  styles: [
    { title: "Normal", value: "normal" },
    { title: "Heading", value: "h2" },
    { title: "Subheading", value: "h3" },
  ],
  lists: [
    { title: "Bullets", value: "bullet" },
    { title: "Numbers", value: "number" },
  ],
  decorators: [
    { title: "Strong", value: "strong" },
    { title: "Emphasis", value: "em" },
  ],
};

/** A link in rich text: a path on this site or a full URL (the portable texts' one annotation). */
export const linkAnnotation = defineArrayMember({
  name: "link",
  title: "Link",
  type: "object",
  fields: [defineField({ name: "href", title: "Link to", type: "string", validation: hrefRule })],
});

/** The rich text of the legal pages: paragraphs, two heading levels, quotes, lists, bold, italics and links. */
export const portableText = defineField({
  name: "portableText",
  title: "Rich text",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [...RICH_TEXT.styles, { title: "Quote", value: "blockquote" }],
      lists: RICH_TEXT.lists,
      marks: {
        decorators: RICH_TEXT.decorators,
        annotations: [linkAnnotation],
      },
    }),
  ],
});

export const iconField = defineField({
  name: "icon",
  title: "Icon",
  type: "string",
  options: { list: ICON_OPTIONS },
  validation: required,
});

export const seoField = defineField({
  name: "seo",
  title: "Search and sharing",
  type: "object",
  description: "The title and description search engines and link previews show",
  options: { collapsible: true, collapsed: true },
  fields: [
    stringField("title", "Title", {
      description: `At most ${QUALITY_LIMITS.seoTitleMax} characters: search results cut the rest`,
    }),
    textField("description", "Description", {
      rows: 2,
      description: `${QUALITY_LIMITS.seoDescriptionMin} to ${QUALITY_LIMITS.seoDescriptionMax} characters: what search results show whole`,
    }),
  ],
});

export const ctaBlockField = (name = "cta", title = "Closing call to action") =>
  defineField({
    name,
    title,
    type: "object",
    options: { collapsible: true },
    fields: [
      stringField("heading", "Heading"),
      textField("text", "Text", { optional: true, rows: 2 }),
      linkField("primaryCta", "Main button"),
      linkField("secondaryCta", "Second button", { optional: true }),
    ],
  });

/** A list of small cards with an icon, a title and a line of text. */
export const iconItemsField = (name: string, title: string, options: Pick<FieldOptions, "min" | "max"> = {}) =>
  defineField({
    name,
    title,
    type: "array",
    of: [
      defineArrayMember({
        type: "object",
        name: "iconItem",
        fields: [iconField, stringField("title", "Title"), textField("text", "Text", { rows: 2 })],
        preview: { select: { title: "title.0.value", subtitle: "text.0.value" } },
      }),
    ],
    validation: (rule) => {
      let next = rule.required().min(options.min ?? 1);
      if (options.max !== undefined) next = next.max(options.max);
      return next;
    },
  });

export const statsField = (name = "stats", title = "Statistics") =>
  defineField({
    name,
    title,
    type: "array",
    of: [
      defineArrayMember({
        type: "object",
        name: "stat",
        fields: [
          stringField("value", "Value", {
            description: "A figure, e.g. 10000+ or 99.99%: each language writes it its own way (10 000+ in French)",
            translated: false,
          }),
          stringField("label", "Label"),
        ],
        preview: { select: { title: "value", subtitle: "label.0.value" } },
      }),
    ],
    validation: (rule) => [rule.required().min(1), rule.length(4).warning("The page is laid out for four statistics")],
  });

export const sectionHeadingField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "object",
    options: { columns: 2 },
    validation: (rule) => rule.required(),
    fields: [
      stringField("eyebrow", "Eyebrow", { optional: true, description: "Small text above the heading" }),
      stringField("heading", "Heading"),
    ],
  });
