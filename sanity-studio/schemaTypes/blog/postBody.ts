import { BlockquoteIcon } from "@sanity/icons/Blockquote";
import { CodeBlockIcon } from "@sanity/icons/CodeBlock";
import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { PlayIcon } from "@sanity/icons/Play";
import { defineArrayMember, defineField } from "sanity";
import { VIDEO_HOSTS, videoEmbed } from "@shared/content/video";
import { LINKABLE_PAGE_TYPES } from "@shared/addresses/site-paths";
import { hrefRule, imageTextFields, RICH_TEXT } from "../objects/fields";

/**
 * A post's text in one language (the translated body is an array of these, one per language): paragraphs, two
 * heading levels, lists, links to pages of the site by reference or to other sites, images with a caption, a pull
 * quote, a callout, a code block and a video (which loads nothing from its host until the visitor plays it).
 */
export const postBody = defineField({
  name: "postBody",
  title: "Post text",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: RICH_TEXT.styles,
      lists: RICH_TEXT.lists,
      marks: {
        decorators: [...RICH_TEXT.decorators, { title: "Code", value: "code" }],
        annotations: [
          defineArrayMember({
            name: "internalLink",
            title: "Link to a page of this site",
            type: "object",
            fields: [
              defineField({
                name: "page",
                title: "Page",
                type: "reference",
                to: LINKABLE_PAGE_TYPES.map((type) => ({ type })),
                options: { disableNew: true },
                validation: (rule) => rule.required(),
              }),
            ],
          }),
          defineArrayMember({
            name: "link",
            title: "Link to an address",
            type: "object",
            fields: [defineField({ name: "href", title: "Link to", type: "string", validation: hrefRule })],
          }),
        ],
      },
    }),
    defineArrayMember({
      type: "image",
      name: "postImage",
      title: "Image",
      options: { hotspot: true },
      fields: [
        ...imageTextFields(
          defineField({
            name: "alt",
            title: "Alternative text",
            type: "string",
            description: "What the image shows, for people who can't see it.",
          }),
        ),
        defineField({ name: "caption", title: "Caption", type: "string" }),
      ],
    }),
    defineArrayMember({
      type: "object",
      name: "pullQuote",
      title: "Pull quote",
      icon: BlockquoteIcon,
      fields: [
        defineField({ name: "quote", title: "Quote", type: "text", rows: 3, validation: (rule) => rule.required() }),
        defineField({ name: "attribution", title: "Who said it", type: "string" }),
      ],
      preview: { select: { title: "quote", subtitle: "attribution" } },
    }),
    defineArrayMember({
      type: "object",
      name: "callout",
      title: "Callout",
      icon: InfoOutlineIcon,
      fields: [
        defineField({
          name: "tone",
          title: "Tone",
          type: "string",
          options: { list: ["tip", "note", "warning"], layout: "radio" },
          initialValue: "tip",
          validation: (rule) => rule.required(),
        }),
        defineField({ name: "text", title: "Text", type: "text", rows: 3, validation: (rule) => rule.required() }),
      ],
      preview: { select: { title: "text", subtitle: "tone" } },
    }),
    defineArrayMember({
      type: "object",
      name: "codeBlock",
      title: "Code",
      icon: CodeBlockIcon,
      fields: [
        defineField({
          name: "language",
          title: "Language",
          type: "string",
          options: { list: ["text", "bash", "json", "javascript", "typescript", "html", "css"] },
          initialValue: "text",
        }),
        defineField({ name: "code", title: "Code", type: "text", rows: 8, validation: (rule) => rule.required() }),
      ],
      preview: { select: { title: "code", subtitle: "language" } },
    }),
    defineArrayMember({
      type: "object",
      name: "videoEmbed",
      title: "Video",
      icon: PlayIcon,
      fields: [
        defineField({
          name: "url",
          title: "Video address",
          type: "url",
          description: `A video on ${VIDEO_HOSTS.join(" or ")}. Nothing loads from there until a visitor presses play.`,
          validation: (rule) =>
            rule
              .required()
              .custom((value: string | undefined) =>
                !value || videoEmbed(value) ? true : `Use a video address from ${VIDEO_HOSTS.join(" or ")}`,
              ),
        }),
        defineField({
          name: "title",
          title: "Title",
          type: "string",
          description: "What the video is, for the play button and screen readers",
          validation: (rule) => rule.required(),
        }),
      ],
      preview: { select: { title: "title", subtitle: "url" } },
    }),
  ],
});
