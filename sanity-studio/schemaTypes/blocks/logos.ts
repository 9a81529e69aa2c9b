import { ImagesIcon } from "@sanity/icons/Images";
import { defineArrayMember, defineField, defineType } from "sanity";
import { stringField } from "../objects/fields";
import { blockPreview } from "./preview";

export const logosBlock = defineType({
  name: "logosBlock",
  title: "Logos strip",
  type: "object",
  icon: ImagesIcon,
  description: "A row of partner or customer logos under a short line.",
  fields: [
    stringField("heading", "Heading", { max: 80 }),
    defineField({
      name: "logos",
      title: "Logos",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "logo",
          fields: [
            stringField("name", "Name", { translated: false, description: "The organisation's name (its alt text)" }),
            defineField({ name: "image", title: "Logo", type: "image", validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: "name", media: "image" } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(8),
    }),
  ],
  preview: blockPreview("Logos strip"),
});
