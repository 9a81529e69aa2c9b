import { orderRankField, orderRankOrdering } from "@sanity/orderable-document-list";
import { SparklesIcon } from "@sanity/icons/Sparkles";
import { defineType } from "sanity";
import { iconField, stringField, stringListField, textField } from "../objects/fields";

export const featureGroup = defineType({
  name: "featureGroup",
  title: "Feature group",
  type: "document",
  icon: SparklesIcon,
  orderings: [orderRankOrdering],
  fields: [
    stringField("title", "Title"),
    textField("description", "Description", { rows: 2 }),
    iconField,
    stringListField("features", "Features", {
      min: 2,
      max: 4,
      description: "Two to four short features; the card is laid out for that many",
    }),
    orderRankField({ type: "featureGroup" }),
  ],
  preview: {
    select: { title: "title.0.value", features: "features.0.value" },
    prepare: ({ title, features }) => ({ title, subtitle: `${(features ?? []).length} features` }),
  },
});
