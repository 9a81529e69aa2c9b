import { ComposeIcon } from "@sanity/icons/Compose";
import { defineField, defineType } from "sanity";
import { stringField, textField } from "../objects/fields";
import { blockPreview } from "./preview";

export const latestPostsBlock = defineType({
  name: "latestPostsBlock",
  title: "Latest posts",
  type: "object",
  icon: ComposeIcon,
  description: "The newest posts of the blog (three), optionally of one category; a post shows once it is out.",
  fields: [
    stringField("eyebrow", "Eyebrow", { optional: true, max: 60 }),
    stringField("heading", "Heading"),
    textField("intro", "Introduction", { optional: true, rows: 2 }),
    defineField({
      name: "category",
      title: "Only this category",
      type: "reference",
      to: [{ type: "blogCategory" }],
      options: { disableNew: true },
      description: "Leave empty for the newest posts of every category.",
    }),
  ],
  preview: blockPreview("Latest posts"),
});
