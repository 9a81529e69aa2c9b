import { describe, expect, it } from "vitest";
import { ANNOUNCEMENT_QUERY, SCHEDULE_QUERY } from "~/content/queries";
import { announcementOf, messageParts } from "~/content/frame/announcement";
import { evaluateGroq, documentTypesOf, type SanityDocument } from "@shared/content/groq";
import { localize } from "~/content/layer/localize";
import { SCHEDULED_TYPES } from "@shared/addresses/pages";
import { fixtureDocuments } from "../mocks/dataset";

const message = (text: string) => [
  {
    _key: "en",
    _type: "internationalizedArrayAnnouncementTextValue",
    language: "en",
    value: [{ _type: "block", markDefs: [], children: [{ _type: "span", text, marks: [] }] }],
  },
];

const announcement = (id: string, startsAt: string, endsAt?: string): SanityDocument => ({
  _id: id,
  _type: "announcement",
  tone: "info",
  startsAt,
  ...(endsAt ? { endsAt } : {}),
  message: message(id),
});

/** The bar a page in `locale` shows over `documents` (GROQ's now() is the real clock). */
async function barOf(documents: SanityDocument[], locale: "en" | "fr" | "rw" = "en") {
  return announcementOf(localize(await evaluateGroq(ANNOUNCEMENT_QUERY, {}, documents), locale) as never);
}

const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

describe("the announcement bar", () => {
  it("shows the bundled dataset's open announcement in each language, its link in that language, not the expired one", async () => {
    const english = await barOf(fixtureDocuments());
    expect(english).toMatchObject({ id: "announcement-live-kinyarwanda", tone: "news" });
    expect(english!.message[0]).toEqual({ text: "New: ", strong: true });
    expect(english!.link).toEqual({ label: "Read the story", href: "/blog/live-translation-in-every-conversation" });
    const kinyarwanda = await barOf(fixtureDocuments(), "rw");
    expect(kinyarwanda!.message[0]).toEqual({ text: "Gishya: ", strong: true });
    expect(kinyarwanda!.lang).toBeUndefined();
    // (in that language's words: the post's Kinyarwanda address)
    expect(kinyarwanda!.link!.href).toBe("/rw/inkuru/guhindura-indimi-ako-kanya-mu-biganiro");
    expect(fixtureDocuments().filter((document) => document._type === "announcement")).toHaveLength(2);
  });

  it("shows the newest of those whose window is open: not one ahead, not one ended", async () => {
    expect(await barOf([announcement("ahead", at(hour)), announcement("ended", at(-2 * hour), at(-hour))])).toBeNull();
    const open = [
      announcement("older", at(-3 * hour)),
      announcement("newer", at(-hour), at(hour)),
      announcement("ahead", at(hour)),
    ];
    expect((await barOf(open))!.id).toBe("newer");
    expect((await barOf(open.filter((document) => document._id !== "newer")))!.id).toBe("older");
  });

  it("keeps bold, italics and links, falls back to English marked as such, and shows nothing without a message", async () => {
    expect(
      messageParts([
        {
          markDefs: [{ _key: "l", _type: "link", href: "/fr/pricing" }],
          children: [
            { text: "Prices ", marks: ["strong"] },
            { text: "change", marks: ["em", "l"] },
            { text: "", marks: [] },
          ],
        },
      ]),
    ).toEqual([
      { text: "Prices ", strong: true },
      { text: "change", em: true, href: "/fr/pricing" },
    ]);
    const french = await barOf([announcement("only-english", at(-hour))], "fr");
    expect(french).toMatchObject({ id: "only-english", lang: "en" });
    expect(await barOf([{ ...announcement("empty", at(-hour)), message: [] }])).toBeNull();
  });

  it("schedules exactly the types whose showing changes at set times", () => {
    expect(documentTypesOf(SCHEDULE_QUERY).sort()).toEqual([...SCHEDULED_TYPES].sort());
  });
});
