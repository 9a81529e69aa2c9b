import { RocketIcon } from "@sanity/icons/Rocket";
import { defineType } from "sanity";
import { imageField, linkField, stringField, textField } from "../objects/fields";
import { blockPreview } from "./preview";

export const heroBlock = defineType({
  name: "heroBlock",
  title: "Hero",
  type: "object",
  icon: RocketIcon,
  description: "The page's opening: a headline, a line of text, up to two buttons and a picture.",
  fields: [
    stringField("eyebrow", "Eyebrow", { optional: true, max: 60, description: "Small text above the headline" }),
    stringField("heading", "Headline", { max: 90 }),
    textField("text", "Text", { optional: true, rows: 3 }),
    linkField("primaryCta", "Main button", { optional: true }),
    linkField("secondaryCta", "Second button", { optional: true }),
    imageField("image", "Picture", { optional: true }),
  ],
  preview: blockPreview("Hero"),
});
