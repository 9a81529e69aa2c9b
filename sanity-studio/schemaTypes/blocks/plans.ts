import { CreditCardIcon } from "@sanity/icons/CreditCard";
import { defineArrayMember, defineField, defineType } from "sanity";
import { stringField, textField } from "../objects/fields";
import { blockPreview } from "./preview";

export const plansBlock = defineType({
  name: "plansBlock",
  title: "Plans",
  type: "object",
  icon: CreditCardIcon,
  description:
    "Plans chosen from the pricing plans, with the monthly/annual switch (the discount is the pricing page's).",
  fields: [
    stringField("eyebrow", "Eyebrow", { optional: true, max: 60 }),
    stringField("heading", "Heading"),
    textField("intro", "Introduction", { optional: true, rows: 2 }),
    defineField({
      name: "plans",
      title: "Plans",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "plan" }], options: { disableNew: true } })],
      validation: (rule) => rule.required().min(1).max(4).unique(),
    }),
  ],
  preview: blockPreview("Plans"),
});
