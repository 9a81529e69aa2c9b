import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineArrayMember, defineField, defineType } from "sanity";
import { hrefRule, stringField, textField } from "../objects/fields";

export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    stringField("title", "Title"),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      description: "The page's path: privacy-policy and terms-of-service are linked from the footer",
      options: { source: "title" },
      validation: (rule) => rule.required(),
    }),
    textField("summary", "Summary", { rows: 2, optional: true }),
    defineField({
      name: "lastUpdated",
      title: "Last updated",
      type: "date",
      description: "Shown at the top of the page; change it when the policy changes",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "body",
      title: "Text",
      type: "array",
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          type: "block",
          styles: [
            { title: "Normal", value: "normal" },
            { title: "Heading", value: "h2" },
            { title: "Subheading", value: "h3" },
            { title: "Quote", value: "blockquote" },
          ],
          lists: [
            { title: "Bullets", value: "bullet" },
            { title: "Numbers", value: "number" },
          ],
          marks: {
            decorators: [
              { title: "Strong", value: "strong" },
              { title: "Emphasis", value: "em" },
            ],
            annotations: [
              defineArrayMember({
                name: "link",
                title: "Link",
                type: "object",
                fields: [defineField({ name: "href", title: "Link to", type: "string", validation: hrefRule })],
              }),
            ],
          },
        }),
      ],
    }),
  ],
  preview: { select: { title: "title", subtitle: "lastUpdated" } },
});
