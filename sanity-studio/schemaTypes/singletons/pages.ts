import { defineField, defineType } from "sanity";
import { ctaBlockField, iconItemsField, seoField, stringField, textField } from "../objects/fields";

const pageHeader = [
  seoField,
  stringField("eyebrow", "Eyebrow", { optional: true }),
  stringField("heading", "Heading"),
  textField("intro", "Introduction", { optional: true }),
];

export const featuresPage = defineType({
  name: "featuresPage",
  title: "Features page",
  type: "document",
  fields: [...pageHeader, ctaBlockField()],
  preview: { prepare: () => ({ title: "Features page" }) },
});

export const solutionsPage = defineType({
  name: "solutionsPage",
  title: "Solutions page",
  type: "document",
  fields: [
    ...pageHeader,
    defineField({
      name: "whiteLabel",
      title: "White-label section",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        stringField("eyebrow", "Eyebrow", { optional: true }),
        stringField("heading", "Heading"),
        textField("text", "Text", { optional: true }),
        iconItemsField("points", "Points", { min: 1, max: 3 }),
      ],
    }),
    ctaBlockField(),
  ],
  preview: { prepare: () => ({ title: "Solutions page" }) },
});

export const pricingPage = defineType({
  name: "pricingPage",
  title: "Pricing page",
  type: "document",
  fields: [
    ...pageHeader,
    defineField({
      name: "annualDiscountPercent",
      title: "Annual billing discount (%)",
      type: "number",
      description: "Annual prices are the monthly prices less this percentage",
      validation: (rule) => rule.required().min(0).max(100),
    }),
    stringField("popularLabel", "Label of the most popular plan", { optional: true }),
    stringField("addOnsHeading", "Add-ons heading"),
    textField("addOnsIntro", "Add-ons introduction", { optional: true, rows: 2 }),
    stringField("faqHeading", "FAQ heading"),
    iconItemsField("terms", "Terms", { min: 1, max: 4 }),
    ctaBlockField(),
  ],
  preview: { prepare: () => ({ title: "Pricing page" }) },
});

export const contactPage = defineType({
  name: "contactPage",
  title: "Contact page",
  type: "document",
  fields: [
    ...pageHeader,
    stringField("formHeading", "Form heading"),
    textField("successMessage", "Thank-you message after a message is sent", {
      rows: 3,
      description: "Shown after 'Thanks, <first name>!'",
    }),
  ],
  preview: { prepare: () => ({ title: "Contact page" }) },
});
