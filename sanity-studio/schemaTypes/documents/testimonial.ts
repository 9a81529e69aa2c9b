import { orderRankField, orderRankOrdering } from "@sanity/orderable-document-list";
import { CommentIcon } from "@sanity/icons/Comment";
import { defineField, defineType } from "sanity";
import { imageField, stringField, textField } from "../objects/fields";

export const testimonial = defineType({
  name: "testimonial",
  title: "Testimonial",
  type: "document",
  icon: CommentIcon,
  orderings: [orderRankOrdering],
  fields: [
    textField("quote", "Quote", { rows: 4, description: "Without quotation marks; the site adds them" }),
    stringField("author", "Author", { translated: false }),
    stringField("position", "Position", { description: "Role and organization, e.g. 'Head of STEM, Umurage Academy'" }),
    imageField("avatar", "Portrait", { description: "A square portrait" }),
    defineField({
      name: "rating",
      title: "Rating",
      type: "number",
      description: "Stars out of 5",
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    orderRankField({ type: "testimonial" }),
  ],
  preview: { select: { title: "author", subtitle: "position.0.value", media: "avatar" } },
});
