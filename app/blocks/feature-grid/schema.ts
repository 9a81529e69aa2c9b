import {
  blockPreview,
  defineType,
  iconItemsField,
  stringField,
  textField,
  ThLargeIcon,
} from "../../../sanity-studio/schemaTypes/blocks/kit";

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
