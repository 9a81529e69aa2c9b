import { describe, expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import { rw } from "@shared/dictionaries/rw";
import { MAX_REPLY_DELAY_MS, MIN_REPLY_DELAY_MS, replyDelay, replyFor as reply, seededRandom } from "./replies";

const REPLIES = en.chat.replies;
const ROADMAP_REPLY = REPLIES.roadmap;
const SUMMARY_REPLY = REPLIES.summary.join("\n");
const TICKET_REPLY = REPLIES.ticket;
const GENERIC_REPLIES = REPLIES.generic;
const replyFor = (text: string, random: () => number) => reply(text, random, REPLIES);

const never = () => 0;

describe("replyFor", () => {
  it.each(["What's on the roadmap?", "What is the PLAN?", "Anything for q3", "Q4 dates?"])(
    "answers %j with the roadmap update",
    (text) => {
      expect(replyFor(text, never)).toBe(ROADMAP_REPLY);
      expect(ROADMAP_REPLY).toMatch(/Q3.*AI Assistants.*Q4.*White label/);
    },
  );

  it("answers 'summar…' with a summary of three action items", () => {
    expect(replyFor("Can you summarize?", never)).toBe(SUMMARY_REPLY);
    expect(replyFor("Summary please", never)).toBe(SUMMARY_REPLY);
    expect(SUMMARY_REPLY.match(/^\d\. /gm)).toHaveLength(3);
  });

  it.each(["Found a bug", "There is an issue", "open a TICKET"])("answers %j with ticket #451", (text) => {
    expect(replyFor(text, never)).toBe(TICKET_REPLY);
    expect(TICKET_REPLY).toContain("#451");
    expect(TICKET_REPLY).toContain("on-call team");
  });

  it("applies the rules in order: roadmap, then summary, then ticket", () => {
    expect(replyFor("summarize the roadmap", never)).toBe(ROADMAP_REPLY);
    expect(replyFor("summarize the bug reports", never)).toBe(SUMMARY_REPLY);
  });

  it("otherwise picks one of four generic replies, 'Thanks — noted.' among them", () => {
    expect(GENERIC_REPLIES).toHaveLength(4);
    expect(replyFor("Hello", () => 0)).toBe("Thanks — noted.");
    const seen = new Set([0, 0.26, 0.51, 0.76, 0.9999].map((r) => replyFor("Hello", () => r)));
    expect(seen).toEqual(new Set(GENERIC_REPLIES));
  });
});

describe("replyDelay", () => {
  it("stays within 1.0-1.9 s", () => {
    expect(replyDelay(() => 0)).toBe(MIN_REPLY_DELAY_MS);
    expect(replyDelay(() => 0.999999)).toBe(MAX_REPLY_DELAY_MS);
    const random = seededRandom(42);
    for (let i = 0; i < 1000; i++) {
      const delay = replyDelay(random);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(1900);
    }
  });

  it("is repeatable with a seeded random", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([replyDelay(a), replyDelay(a)]).toEqual([replyDelay(b), replyDelay(b)]);
  });
});

describe("in French and Kinyarwanda", () => {
  it.each([
    ["Où en est la feuille de route ?", fr],
    ["Quel est le planning du T3 ?", fr],
    ["Igenamigambi ry'igihembwe gitaha rimeze rite?", rw],
    ["Ni iyihe gahunda ya Q4?", rw],
  ])("answers %j with the roadmap update in the page's language", (text, dictionary) => {
    expect(reply(text, never, dictionary.chat.replies)).toBe(dictionary.chat.replies.roadmap);
  });

  it("knows summary and ticket words of each language, in the rules' order", () => {
    expect(reply("Peux-tu faire un résumé ?", never, fr.chat.replies)).toBe(fr.chat.replies.summary.join("\n"));
    expect(reply("Mpa incamake y'iki kiganiro", never, rw.chat.replies)).toBe(rw.chat.replies.summary.join("\n"));
    expect(reply("J'ai un problème de connexion", never, fr.chat.replies)).toBe(fr.chat.replies.ticket);
    expect(reply("Mfite ikibazo cyo kwinjira", never, rw.chat.replies)).toBe(rw.chat.replies.ticket);
    // A French question on the English page is understood, and answered in English.
    expect(reply("la feuille de route ?", never, en.chat.replies)).toBe(ROADMAP_REPLY);
  });
});
