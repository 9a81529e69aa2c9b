import { orderRankField, orderRankOrdering } from "@sanity/orderable-document-list";
import { CaseIcon } from "@sanity/icons/Case";
import { defineField, defineType } from "sanity";
import { iconField, stringField, stringListField, textField } from "../objects/fields";

export const solution = defineType({
  name: "solution",
  title: "Solution (industry)",
  type: "document",
  icon: CaseIcon,
  orderings: [orderRankOrdering],
  fields: [
    stringField("title", "Industry"),
    iconField,
    textField("summary", "Summary", { rows: 2 }),
    stringListField("useCases", "Use cases", { min: 1, max: 5 }),
    stringListField("benefits", "Benefits", {
      min: 1,
      max: 5,
      description: "Shown when a visitor clicks 'Learn More'",
    }),
    defineField({
      name: "page",
      title: "Learn More page",
      type: "reference",
      to: [{ type: "landingPage" }],
      options: { disableNew: true },
      description:
        "A landing page about this industry: 'Learn More' then opens it. Without one, the benefits open in the card.",
    }),
    orderRankField({ type: "solution" }),
  ],
  preview: { select: { title: "title.0.value", subtitle: "summary.0.value" } },
});
