import { SplitHorizontalIcon } from "@sanity/icons/SplitHorizontal";
import { defineField, defineType } from "sanity";
import { imageField, linkField, stringField, stringListField, textField } from "../objects/fields";
import { blockPreview } from "./preview";

export const imageTextBlock = defineType({
  name: "imageTextBlock",
  title: "Image with text",
  type: "object",
  icon: SplitHorizontalIcon,
  description: "A picture beside a heading, text, a few points and a button; the picture on either side.",
  fields: [
    stringField("eyebrow", "Eyebrow", { optional: true, max: 60 }),
    stringField("heading", "Heading"),
    textField("text", "Text", { rows: 4 }),
    stringListField("points", "Points", {
      optional: true,
      max: 5,
      description: "Up to five short points, shown with a tick",
    }),
    imageField("image", "Picture"),
    defineField({
      name: "imageSide",
      title: "Picture on the",
      type: "string",
      options: {
        list: [
          { title: "Left", value: "left" },
          { title: "Right", value: "right" },
        ],
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "right",
      validation: (rule) => rule.required(),
    }),
    linkField("cta", "Button", { optional: true }),
  ],
  preview: blockPreview("Image with text"),
});
