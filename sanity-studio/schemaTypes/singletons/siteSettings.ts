import { defineArrayMember, defineField, defineType } from "sanity";
import { headerMenuField } from "../objects/menu";
import {
  linkTargetFields,
  pageSelection,
  selectedPagePath,
  stringField,
  stringListField,
  textField,
  webAddressRule,
} from "../objects/fields";

/** A footer link in the Studio's list: its label over its path (`pageSelection`). */
export const footerLinkPreview = {
  select: { title: "label.0.value", href: "href", ...pageSelection("page") },
  prepare: (selected: Record<string, unknown>) => ({
    title: selected.title as string | undefined,
    subtitle: (selected.href as string | undefined) ?? selectedPagePath(selected) ?? undefined,
  }),
};

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  groups: [
    { name: "header", title: "Header", default: true },
    { name: "footer", title: "Footer" },
    { name: "contact", title: "Contact details" },
  ],
  fields: [
    stringField("siteName", "Site name", {
      description: "Shown beside the logo and in page titles",
      translated: false,
    }),
    defineField({ ...headerMenuField, group: "header" }),
    defineField({ ...textField("footerTagline", "Footer tagline", { rows: 2 }), group: "footer" }),
    defineField({
      ...stringField("rotatingHeadline", "Rotating headline", {
        description: "The fixed part, followed by one of the rotating words",
      }),
      group: "footer",
    }),
    defineField({
      ...stringListField("rotatingWords", "Rotating words", {
        min: 2,
        description: "Shown one at a time after the headline, changing every 2.5 seconds",
      }),
      group: "footer",
    }),
    defineField({
      name: "socialLinks",
      title: "Social links",
      type: "array",
      group: "footer",
      of: [
        defineArrayMember({
          type: "object",
          name: "socialLink",
          fields: [
            defineField({
              name: "platform",
              title: "Platform",
              type: "string",
              options: {
                list: [
                  { title: "YouTube (video channel)", value: "youtube" },
                  { title: "X (short posts)", value: "x" },
                  { title: "LinkedIn (professional network)", value: "linkedin" },
                  { title: "Instagram (photos)", value: "instagram" },
                ],
              },
              validation: (rule) => rule.required(),
            }),
            stringField("label", "Accessible name", {
              description: "Read out by screen readers, e.g. 'Ihuza on LinkedIn'",
            }),
            defineField({
              name: "url",
              title: "URL",
              type: "url",
              validation: (rule) => webAddressRule(rule.uri({ scheme: ["https"] })),
            }),
          ],
          preview: { select: { title: "label.0.value", subtitle: "url" } },
        }),
      ],
    }),
    defineField({
      name: "footerLinkGroups",
      title: "Footer link lists",
      type: "array",
      group: "footer",
      of: [
        defineArrayMember({
          type: "object",
          name: "linkGroup",
          fields: [
            stringField("title", "Title"),
            defineField({
              name: "links",
              title: "Links",
              type: "array",
              validation: (rule) => rule.required().min(1),
              of: [
                defineArrayMember({
                  type: "object",
                  name: "link",
                  fields: [stringField("label", "Label"), ...linkTargetFields],
                  preview: footerLinkPreview,
                }),
              ],
            }),
          ],
          preview: { select: { title: "title.0.value" } },
        }),
      ],
    }),
    defineField({
      name: "newsletter",
      title: "Newsletter box",
      type: "object",
      group: "footer",
      fields: [
        stringField("heading", "Heading"),
        textField("text", "Text", { rows: 2, optional: true }),
        stringField("placeholder", "Email placeholder"),
        stringField("buttonLabel", "Button label"),
      ],
    }),
    defineField({
      name: "contact",
      title: "Contact details",
      type: "object",
      group: "contact",
      description: "Shown on the contact page",
      fields: [
        textField("address", "Address", { rows: 2 }),
        defineField({ name: "email", title: "Email", type: "email", validation: (rule) => rule.required() }),
        stringField("phone", "Phone", { translated: false }),
        stringField("hours", "Working hours"),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
