import { OlistIcon } from "@sanity/icons/Olist";
import { defineArrayMember, defineField, defineType } from "sanity";
import { stringField, textField } from "../objects/fields";
import { blockPreview } from "./preview";

export const stepsBlock = defineType({
  name: "stepsBlock",
  title: "Steps",
  type: "object",
  icon: OlistIcon,
  description: "A numbered sequence: how it works, or how to take part, in two to six steps.",
  fields: [
    stringField("eyebrow", "Eyebrow", { optional: true, max: 60 }),
    stringField("heading", "Heading"),
    defineField({
      name: "steps",
      title: "Steps",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "step",
          fields: [stringField("title", "Title"), textField("text", "Text", { rows: 2 })],
          preview: { select: { title: "title.0.value", subtitle: "text.0.value" } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(6),
    }),
  ],
  preview: blockPreview("Steps"),
});
