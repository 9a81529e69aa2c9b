import { TagIcon } from "@sanity/icons/Tag";
import { defineType } from "sanity";
import { stringField, textField } from "../objects/fields";
import { blogSlugFields } from "./slugs";

/** A topic posts are filed under, with a page listing them (/blog/category/<address>). */
export const blogCategory = defineType({
  name: "blogCategory",
  title: "Blog category",
  type: "document",
  icon: TagIcon,
  fields: [
    stringField("title", "Title", { max: 40 }),
    ...blogSlugFields("blogCategory", "title", "Its page's address: /blog/category/<address>"),
    textField("description", "Description", { rows: 2 }),
  ],
  preview: { select: { title: "title.0.value", subtitle: "slug.current" } },
});
