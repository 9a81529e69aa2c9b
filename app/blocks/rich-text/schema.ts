import {
  blockPreview,
  BlockContentIcon,
  defineField,
  defineType,
  stringField,
} from "../../../sanity-studio/schemaTypes/blocks/kit";

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
