import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { defineType } from "sanity";
import { iconItemsField, stringField, textField } from "../objects/fields";
import { blockPreview } from "./preview";

export const featureGridBlock = defineType({
  name: "featureGridBlock",
  title: "Feature grid",
  type: "object",
  icon: ThLargeIcon,
  description: "A heading and up to six cards, each with an icon, a title and a line of text.",
  fields: [
    stringField("eyebrow", "Eyebrow", { optional: true, max: 60 }),
    stringField("heading", "Heading"),
    textField("intro", "Introduction", { optional: true, rows: 2 }),
    iconItemsField("items", "Cards", { min: 1, max: 6 }),
  ],
  preview: blockPreview("Feature grid"),
});
