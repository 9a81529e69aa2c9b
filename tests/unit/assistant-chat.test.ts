import { readFileSync } from "node:fs";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import { ChatWorkspace } from "~/chat/workspace";
import { seededRandom } from "~/chat/replies";
import { loadSearchSources, searchDocuments } from "~/search/corpus";
import { answerFrom, buildIndex, type LocaleIndex } from "~/search/engine";
import { evaluateGroq, parseNdjson } from "@shared/content/groq";
import { LOCALES, type Locale } from "@shared/addresses/locales";

/*
 * The demo assistant as a visitor meets it (issue 62): through the chat's own entry (ChatWorkspace.send: the spec's
 * reply rules, then the site's answer as /api/search gives it), over the bundled dataset. A price question is a
 * price question even when it says "plan" (the roadmap rule's word); the roadmap rule answers the rest; the whole
 * price list only for a question about prices in general. Expected figures are written out as the pricing page
 * shows them.
 */

const fixtures = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
const indexes = {} as Record<Locale, LocaleIndex>;

beforeAll(async () => {
  const sources = await loadSearchSources((query, params) => evaluateGroq(query, params, fixtures));
  for (const locale of LOCALES)
    indexes[locale] = await buildIndex(searchDocuments(sources, locale, DICTIONARIES[locale]), locale);
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** What the assistant replies to `message` on the `locale` page, the site answering at once. */
async function replyTo(locale: Locale, message: string) {
  const ws = new ChatWorkspace({
    copy: DICTIONARIES[locale].chat,
    random: seededRandom(7),
    now: () => new Date(2026, 10, 28, 9, 0),
    ask: async (text) => answerFrom(indexes[locale], text),
  });
  ws.send(message);
  await vi.advanceTimersByTimeAsync(2_000);
  const reply = ws.getState().conversations[ws.getState().activeChannelId]!.at(-1)!;
  expect(reply.from).toBe("assistant");
  return reply;
}

const replies = (locale: Locale) => DICTIONARIES[locale].chat.replies;
/** A text with its spaces as typed (the formats' no-break and narrow spaces read as spaces). */
const plain = (text: string) => text.replace(/\s+/g, " ");
const PRICE_LIST = { en: "Plans, per user per month:", fr: "Forfaits, par utilisateur et par mois :" };

describe("a price question is answered from the plan it names, whatever it calls it", () => {
  it.each([
    [
      "en",
      "How much does the Business plan cost?",
      "Business: RWF 14,500 per user / month.",
      "/pricing#plan-plan-business",
    ],
    ["en", "What does the Starter plan include?", "Starter: RWF 3,500 per user / month.", "/pricing#plan-plan-starter"],
    ["en", "Which plans include meetings?", "Business: RWF 14,500 per user / month.", "/pricing#plan-plan-business"],
    [
      "fr",
      "Combien coûte le plan Business ?",
      "Business : 14 500 RWF par utilisateur / mois.",
      "/fr/tarifs#plan-plan-business",
    ],
    [
      "fr",
      "Le forfait Business, c'est combien ?",
      "Business : 14 500 RWF par utilisateur / mois.",
      "/fr/tarifs#plan-plan-business",
    ],
    [
      "fr",
      "Quels forfaits incluent les réunions ?",
      "Business : 14 500 RWF par utilisateur / mois.",
      "/fr/tarifs#plan-plan-business",
    ],
    [
      "rw",
      "Gahunda ya Business igura angahe?",
      "Business: RWF 14.500 ku mukoresha / ku kwezi.",
      "/rw/ibiciro#plan-plan-business",
    ],
    [
      "rw",
      "Ni izihe gahunda zirimo inama?",
      "Business: RWF 14.500 ku mukoresha / ku kwezi.",
      "/rw/ibiciro#plan-plan-business",
    ],
  ] as const)("%s: “%s”", async (locale, message, starts, href) => {
    const reply = await replyTo(locale, message);
    expect(plain(reply.text).startsWith(starts), reply.text).toBe(true);
    expect(reply.source?.href).toBe(href);
  });
});

describe("the spec's roadmap rule still answers the rest", () => {
  it.each([
    ["en", "What is on the plan for Q3?"],
    ["en", "Show me the roadmap"],
    ["en", "What is the planning for next year?"],
    ["fr", "Quel est le planning du T3 ?"],
    ["rw", "Gahunda y'ibikorwa ni iyihe?"],
  ] as const)("%s: “%s”", async (locale, message) => {
    expect((await replyTo(locale, message)).text).toBe(replies(locale).roadmap);
  });
});

describe("the whole price list only for a question about prices in general", () => {
  it.each([
    ["en", "How much does it cost?"],
    ["en", "How much does Ihuza cost?"],
    ["fr", "Combien coûtent les forfaits ?"],
  ] as const)("%s: “%s” gets every plan's price", async (locale, message) => {
    const reply = await replyTo(locale, message);
    expect(plain(reply.text).startsWith(PRICE_LIST[locale]), reply.text).toBe(true);
    expect(plain(reply.text)).toContain(locale === "fr" ? "Business 14 500 RWF" : "Business RWF 14,500");
  });

  it("a question the FAQ answers gets the FAQ; one nothing answers gets the spec's reply, never the list", async () => {
    const mobileMoney = await replyTo("en", "Can I pay by mobile money?");
    expect(mobileMoney.source?.href).toBe("/pricing#faq-faq-3");
    expect(mobileMoney.text).toMatch(/^Cards and PayPal/);
    const meeting = await replyTo("en", "How many users can join a meeting?");
    expect(meeting.source).toBeUndefined();
    expect(replies("en").generic).toContain(meeting.text);
    const french = await replyTo("fr", "Puis-je payer par mobile money ?");
    expect(plain(french.text).startsWith(PRICE_LIST.fr)).toBe(false);
  });
});
