import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { stringField, textField, translatedField } from "../objects/fields";
import { SOURCE_LANGUAGE } from "../objects/languages";

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
      options: {
        source: (document) =>
          (document as { title?: { language?: string; value?: string }[] }).title?.find(
            (item) => item.language === SOURCE_LANGUAGE,
          )?.value ?? "",
      },
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
    translatedField("portableText", "body", "Text", {
      description: "The whole text in each language; a language left empty shows the English text",
    }),
  ],
  preview: { select: { title: "title.0.value", subtitle: "lastUpdated" } },
});
