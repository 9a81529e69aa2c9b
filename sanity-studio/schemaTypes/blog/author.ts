import { UserIcon } from "@sanity/icons/User";
import { defineArrayMember, defineField, defineType } from "sanity";
import { imageField, stringField, textField, webAddressRule } from "../objects/fields";
import { blogSlugFields } from "./slugs";

/** A person who writes for the blog: shown on their posts and on a page of their own (/blog/author/<address>). */
export const author = defineType({
  name: "author",
  title: "Author",
  type: "document",
  icon: UserIcon,
  fields: [
    stringField("name", "Name", { translated: false, max: 60 }),
    ...blogSlugFields("author", "name", "Their page's address: /blog/author/<address>"),
    stringField("role", "Role", { description: "Their job, as a post's byline shows it", max: 60 }),
    imageField("photo", "Photo", { optional: true, description: "A square portrait works best" }),
    textField("bio", "Short bio", { rows: 3 }),
    defineField({
      name: "links",
      title: "Links",
      type: "array",
      description: "Their profiles elsewhere (LinkedIn, X, a website)",
      validation: (rule) => rule.max(4),
      of: [
        defineArrayMember({
          type: "object",
          name: "profileLink",
          fields: [
            stringField("label", "Label", { translated: false, max: 30 }),
            defineField({
              name: "url",
              title: "Address",
              type: "url",
              validation: (rule) => webAddressRule(rule.uri({ scheme: ["https"] })),
            }),
          ],
        }),
      ],
    }),
  ],
  preview: { select: { title: "name", subtitle: "role.0.value", media: "photo" } },
});
