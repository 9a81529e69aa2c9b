import { defineArrayMember, defineField, defineType } from "sanity";
import {
  ctaBlockField,
  hrefField,
  iconItemsField,
  imageField,
  linkField,
  sectionHeadingField,
  seoField,
  statsField,
  stringField,
  stringListField,
  textField,
} from "../objects/fields";

const chatLine = (withSource: boolean) =>
  defineArrayMember({
    type: "object",
    name: "chatLine",
    fields: [
      defineField({
        name: "from",
        title: "From",
        type: "string",
        options: {
          list: [
            { title: "Visitor", value: "me" },
            { title: "Assistant", value: "assistant" },
          ],
          layout: "radio",
        },
        validation: (rule) => rule.required(),
      }),
      textField("text", "Text", { rows: 2 }),
      ...(withSource
        ? [stringField("source", "Source", { optional: true, description: "The document the answer cites" })]
        : []),
    ],
    preview: { select: { title: "text.0.value", subtitle: "from" } },
  });

const section = (name: string, title: string, fields: ReturnType<typeof defineField>[]) =>
  defineField({
    name,
    title,
    type: "object",
    options: { collapsible: true, collapsed: true },
    validation: (rule) => rule.required(),
    fields,
  });

export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  fields: [
    seoField,
    section("hero", "Hero", [
      stringField("eyebrow", "Eyebrow", { optional: true }),
      stringField("headline", "Headline"),
      textField("text", "Text", { optional: true }),
      stringField("greeting", "Assistant greeting", {
        description: "Typed out, erased and typed again beside the avatar",
        max: 80,
      }),
      stringField("assistantName", "Assistant name", { translated: false }),
      imageField("avatar", "Assistant avatar"),
      linkField("primaryCta", "Main button"),
      linkField("secondaryCta", "Second button", { optional: true }),
      stringField("trustNote", "Note under the buttons", { optional: true }),
      defineField({ name: "conversation", title: "Example conversation", type: "array", of: [chatLine(false)] }),
    ]),
    section("chatbotPromo", "Chatbot promo", [
      stringField("eyebrow", "Eyebrow", { optional: true }),
      stringField("title", "Title"),
      stringField("badge", "Badge", { optional: true, description: "e.g. 60x Faster" }),
      textField("text", "Text", { optional: true }),
      stringListField("points", "Points"),
      linkField("cta", "Button", { optional: true }),
      defineField({
        name: "conversation",
        title: "Sample conversation",
        type: "array",
        of: [chatLine(true)],
        validation: (rule) => rule.required().min(2),
      }),
    ]),
    section("platform", "Platform overview", [
      stringField("eyebrow", "Eyebrow", { optional: true }),
      stringField("heading", "Heading"),
      textField("text", "Text", { optional: true }),
      imageField("image", "Image"),
      iconItemsField("items", "Capabilities", { min: 2, max: 6 }),
    ]),
    section("about", "About", [
      stringField("eyebrow", "Eyebrow", { optional: true }),
      stringField("heading", "Heading"),
      stringField("experienceValue", "Experience figure", { description: "e.g. 25+", translated: false }),
      stringField("experienceLabel", "Experience label"),
      textField("text", "Text", { optional: true }),
      stringListField("taglines", "Tick-list taglines", { min: 1, max: 4 }),
      imageField("image", "Image"),
      stringField("buttonLabel", "Button label"),
      hrefField("href", "Button link"),
    ]),
    section("process", "Process", [
      stringField("eyebrow", "Eyebrow"),
      stringField("heading", "Heading"),
      defineField({
        name: "steps",
        title: "Steps",
        type: "array",
        validation: (rule) => rule.required().min(1),
        of: [
          defineArrayMember({
            type: "object",
            name: "processStep",
            fields: [
              stringField("number", "Number", { description: "As shown, e.g. 01", translated: false }),
              stringField("title", "Title"),
              textField("description", "Description"),
            ],
            preview: { select: { title: "title.0.value", subtitle: "number" } },
          }),
        ],
      }),
      stringField("buttonLabel", "Button label"),
      hrefField("href", "Button link"),
    ]),
    section("services", "Services", [
      stringField("eyebrow", "Eyebrow"),
      stringField("heading", "Heading"),
      defineField({
        name: "cards",
        title: "Service cards",
        type: "array",
        validation: (rule) => rule.required().min(1),
        of: [
          defineArrayMember({
            type: "object",
            name: "serviceCard",
            fields: [
              stringField("title", "Title"),
              textField("description", "Description", { optional: true }),
              stringListField("benefits", "Benefits"),
              imageField("image", "Image"),
            ],
            preview: { select: { title: "title.0.value", media: "image" } },
          }),
        ],
      }),
      stringField("linkText", "Text before the link", { optional: true }),
      stringField("linkLabel", "Link label"),
      hrefField("href", "Link to"),
    ]),
    statsField(),
    section("education", "AI & robotics education", [
      stringField("eyebrow", "Eyebrow", { optional: true }),
      stringField("heading", "Heading"),
      textField("text", "Text", { optional: true }),
      stringListField("points", "Points"),
      imageField("image", "Image"),
      linkField("cta", "Button", { optional: true }),
    ]),
    sectionHeadingField("testimonials", "Testimonials heading"),
    defineField({
      name: "latestPosts",
      title: "Latest posts",
      type: "latestPostsBlock",
      description: "The blog's newest posts, under the testimonials; empty, the section is not shown.",
      options: { collapsible: true, collapsed: true },
    }),
    ctaBlockField("finalCta", "Closing call to action"),
  ],
  preview: { prepare: () => ({ title: "Home page" }) },
});
