import { defineArrayMember, defineField, defineType } from "sanity";
import {
  ctaBlockField,
  iconItemsField,
  imageField,
  sectionHeadingField,
  seoField,
  statsField,
  stringField,
  textField,
} from "../objects/fields";

const titledText = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "object",
    validation: (rule) => rule.required(),
    fields: [stringField("title", "Title"), textField("text", "Text")],
  });

export const aboutPage = defineType({
  name: "aboutPage",
  title: "About page",
  type: "document",
  fields: [
    seoField,
    defineField({
      name: "intro",
      title: "Introduction",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        stringField("eyebrow", "Eyebrow", { optional: true }),
        stringField("heading", "Heading"),
        textField("text", "Text", { optional: true }),
      ],
    }),
    imageField("image", "Image"),
    titledText("vision", "Vision"),
    titledText("mission", "Mission"),
    sectionHeadingField("valuesSection", "Values heading"),
    iconItemsField("values", "Values", { min: 1, max: 4 }),
    sectionHeadingField("highlightsSection", "Highlights heading"),
    defineField({
      name: "highlights",
      title: "Highlights",
      type: "array",
      validation: (rule) => rule.required().min(1).max(4),
      of: [
        defineArrayMember({
          type: "object",
          name: "textItem",
          fields: [stringField("title", "Title"), textField("text", "Text", { rows: 2 })],
          preview: { select: { title: "title.0.value", subtitle: "text.0.value" } },
        }),
      ],
    }),
    statsField(),
    defineField({
      name: "profile",
      title: "Company profile",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        stringField("heading", "Heading"),
        textField("text", "Text", { optional: true }),
        defineField({
          name: "facts",
          title: "Facts",
          type: "array",
          of: [
            defineArrayMember({
              type: "object",
              name: "fact",
              fields: [stringField("label", "Label"), stringField("value", "Value")],
              preview: { select: { title: "label.0.value", subtitle: "value.0.value" } },
            }),
          ],
        }),
      ],
    }),
    ctaBlockField(),
  ],
  preview: { prepare: () => ({ title: "About page" }) },
});
