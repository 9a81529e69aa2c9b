import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { defineField, defineType } from "sanity";
import { stringField } from "../objects/fields";
import { blockPreview } from "./preview";

export const richTextBlock = defineType({
  name: "richTextBlock",
  title: "Rich text",
  type: "object",
  icon: BlockContentIcon,
  description: "Free text: paragraphs, headings, lists, quotes and links.",
  fields: [
    stringField("heading", "Heading", { optional: true }),
    defineField({
      name: "body",
      title: "Text",
      type: "internationalizedArrayPortableText",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: blockPreview("Rich text"),
});
