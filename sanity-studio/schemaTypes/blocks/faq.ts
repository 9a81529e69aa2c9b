import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineArrayMember, defineField, defineType } from "sanity";
import { stringField } from "../objects/fields";
import { blockPreview } from "./preview";

export const faqBlock = defineType({
  name: "faqBlock",
  title: "FAQ",
  type: "object",
  icon: HelpCircleIcon,
  description: "Questions and answers chosen from the FAQs; search engines read them as an FAQ.",
  fields: [
    stringField("heading", "Heading"),
    defineField({
      name: "faqs",
      title: "Questions",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "faq" }], options: { disableNew: true } })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: blockPreview("FAQ"),
});
