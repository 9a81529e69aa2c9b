import { BellIcon } from "@sanity/icons/Bell";
import { defineArrayMember, defineField, defineType } from "sanity";
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_TONES } from "@shared/content/limits";
import { linkAnnotation, linkField, RICH_TEXT, translationRules } from "../objects/fields";

/**
 * The short text of an announcement: one paragraph, bold and italics, and links (its own type, so that each
 * language has one: sanity.config.ts, fieldTypes).
 */
export const announcementText = defineField({
  name: "announcementText",
  title: "Message",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [{ title: "Normal", value: "normal" }],
      lists: [],
      marks: {
        decorators: RICH_TEXT.decorators,
        annotations: [linkAnnotation],
      },
    }),
  ],
  validation: (rule) => rule.max(1).error("Keep the message to one paragraph: the bar is one line on a desktop"),
});

/**
 * A message shown above the header of every page from its start to its end (the newest of those open), in each
 * language; visitors can dismiss it (app/components/layout/AnnouncementBar.tsx).
 */
export const announcement = defineType({
  name: "announcement",
  title: "Announcement",
  type: "document",
  icon: BellIcon,
  fields: [
    defineField({
      name: "title",
      title: "Name",
      type: "string",
      description: "For the Studio's list only: visitors never see it",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "message",
      title: "Message",
      type: "internationalizedArrayAnnouncementText",
      description: `One short sentence (under ${ANNOUNCEMENT_LIMITS.characters} characters); bold and a link allowed`,
      validation: (rule) => [
        ...translationRules(rule),
        rule
          .custom((value: { language?: string; value?: { children?: { text?: string }[] }[] }[] | undefined) => {
            const long = (value ?? []).find(
              (item) =>
                (item.value ?? [])
                  .flatMap((block) => block.children ?? [])
                  .reduce((length, span) => length + (span.text?.length ?? 0), 0) > ANNOUNCEMENT_LIMITS.characters,
            );
            return long
              ? `Keep it under ${ANNOUNCEMENT_LIMITS.characters} characters so it fits on one line (${long.language})`
              : true;
          })
          .warning(),
      ],
    }),
    linkField("link", "Button link", {
      optional: true,
      description: "Optional: a link shown after the message, such as 'See pricing'",
    }),
    defineField({
      name: "tone",
      title: "Tone",
      type: "string",
      initialValue: "news",
      options: { list: ANNOUNCEMENT_TONES.map((tone) => ({ title: tone.title, value: tone.value })), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "startsAt",
      title: "Shows from",
      type: "datetime",
      description: "The bar appears at this time (within seconds, with nothing to publish then)",
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "endsAt",
      title: "Shows until",
      type: "datetime",
      description: "Optional: the bar goes away at this time",
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          const start = (context.document as { startsAt?: string } | undefined)?.startsAt;
          return value && start && Date.parse(value) <= Date.parse(start) ? "End it after it starts" : true;
        }),
    }),
  ],
  orderings: [{ title: "Newest first", name: "startsAtDesc", by: [{ field: "startsAt", direction: "desc" }] }],
  preview: {
    select: { title: "title", startsAt: "startsAt", endsAt: "endsAt", tone: "tone" },
    prepare: ({ title, startsAt, endsAt, tone }) => {
      const when = (value: string | undefined) => (value ? new Date(value).toLocaleString() : "");
      return { title, subtitle: `${tone ?? ""} · ${when(startsAt)}${endsAt ? ` → ${when(endsAt)}` : " onwards"}` };
    },
  },
});
