import { CommentIcon } from "@sanity/icons/Comment";
import { defineArrayMember, defineField, defineType } from "sanity";
import { stringField } from "../objects/fields";
import { blockPreview } from "./preview";

export const testimonialsBlock = defineType({
  name: "testimonialsBlock",
  title: "Testimonials",
  type: "object",
  icon: CommentIcon,
  description: "Quotes from customers, chosen from the testimonials (edit a quote there and every page follows).",
  fields: [
    stringField("eyebrow", "Eyebrow", { optional: true, max: 60 }),
    stringField("heading", "Heading"),
    defineField({
      name: "testimonials",
      title: "Testimonials",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "testimonial" }], options: { disableNew: true } })],
      validation: (rule) => rule.required().min(1).max(6).unique(),
    }),
  ],
  preview: blockPreview("Testimonials"),
});
