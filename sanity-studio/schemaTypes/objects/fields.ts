import { defineArrayMember, defineField, type StringRule } from "sanity";
import { ICON_OPTIONS } from "./icons";

/*
 * Field builders shared by the schema. They return inline fields (no named object types), so the stored data
 * stays plain and each page's shape reads top to bottom in its own file.
 */

const required = <R extends { required(): R }>(rule: R) => rule.required();

/** A path on this site (/pricing) or a full URL (https://…). */
export const hrefRule = (rule: StringRule) =>
  rule.required().custom((value: unknown) =>
    typeof value !== "string" || /^(\/[^\s]*|https?:\/\/\S+|mailto:\S+|tel:\S+)$/.test(value)
      ? true
      : "Use a path on this site (starting with /) or a full URL (https://…)",
  );

export function stringField(name: string, title: string, options: { description?: string; optional?: boolean; max?: number } = {}) {
  return defineField({
    name,
    title,
    type: "string",
    description: options.description,
    validation: (rule) => [
      ...(options.optional ? [] : [rule.required()]),
      ...(options.max ? [rule.max(options.max).warning(`Keep it under ${options.max} characters so it fits`)] : []),
    ],
  });
}

export function textField(name: string, title: string, options: { description?: string; optional?: boolean; rows?: number } = {}) {
  return defineField({
    name,
    title,
    type: "text",
    rows: options.rows ?? 3,
    description: options.description,
    validation: (rule) => (options.optional ? rule : rule.required()),
  });
}

export function linkField(name: string, title: string, options: { optional?: boolean; description?: string } = {}) {
  return defineField({
    name,
    title,
    type: "object",
    description: options.description,
    options: { columns: 2 },
    validation: (rule) => (options.optional ? rule : rule.required()),
    fields: [
      defineField({ name: "label", title: "Label", type: "string", validation: required }),
      defineField({
        name: "href",
        title: "Link to",
        type: "string",
        description: "A page of this site such as /pricing, or a full URL",
        validation: hrefRule,
      }),
    ],
  });
}

export function imageField(name: string, title: string, options: { description?: string; optional?: boolean } = {}) {
  return defineField({
    name,
    title,
    type: "image",
    description: options.description,
    options: { hotspot: true },
    validation: (rule) => (options.optional ? rule : rule.required()),
    fields: [
      defineField({
        name: "alt",
        title: "Alternative text",
        type: "string",
        description: "What the image shows, for people who can't see it. Required.",
        validation: required,
      }),
    ],
  });
}

export function stringListField(
  name: string,
  title: string,
  options: { min?: number; max?: number; description?: string } = {},
) {
  return defineField({
    name,
    title,
    type: "array",
    description: options.description,
    of: [defineArrayMember({ type: "string" })],
    validation: (rule) => {
      let next = rule.required().min(options.min ?? 1);
      if (options.max) next = next.max(options.max);
      return next;
    },
  });
}

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
    stringField("title", "Title", { max: 70 }),
    textField("description", "Description", { rows: 2 }),
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
export const iconItemsField = (name: string, title: string, options: { min?: number; max?: number } = {}) =>
  defineField({
    name,
    title,
    type: "array",
    of: [
      defineArrayMember({
        type: "object",
        name: "iconItem",
        fields: [iconField, stringField("title", "Title"), textField("text", "Text", { rows: 2 })],
        preview: { select: { title: "title", subtitle: "text" } },
      }),
    ],
    validation: (rule) => {
      let next = rule.required().min(options.min ?? 1);
      if (options.max) next = next.max(options.max);
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
          stringField("value", "Value", { description: "As shown, e.g. 10,000+ or 99.99%" }),
          stringField("label", "Label"),
        ],
        preview: { select: { title: "value", subtitle: "label" } },
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
    fields: [stringField("eyebrow", "Eyebrow", { optional: true, description: "Small text above the heading" }), stringField("heading", "Heading")],
  });
