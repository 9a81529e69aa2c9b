import { LaunchIcon } from "@sanity/icons/Launch";
import { defineType } from "sanity";
import { linkField, stringField, textField } from "../objects/fields";
import { blockPreview } from "./preview";

export const ctaBlock = defineType({
  name: "ctaBlock",
  title: "Call to action",
  type: "object",
  icon: LaunchIcon,
  description: "A coloured band with a heading, a line of text and one or two buttons.",
  fields: [
    stringField("heading", "Heading"),
    textField("text", "Text", { optional: true, rows: 2 }),
    linkField("primaryCta", "Main button"),
    linkField("secondaryCta", "Second button", { optional: true }),
  ],
  preview: blockPreview("Call to action"),
});
