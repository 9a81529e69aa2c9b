import { describe, expect, it } from "vitest";
import { withSourcesRehashed } from "../../sanity-studio/migrations/rehash-translation-sources";
import { documentStatus, sourceHash } from "@shared/translations/translation-status";

/*
 * Sources recorded before 26 November 2026 used another hash; the migration moves those that match today's English
 * to today's hash, so a dataset keeps its translations current across the change, and leaves the rest out of date.
 * "jxk66vkr9t" is what the old hash gave for "per user / month" (the bundled plans' period, before the change).
 */
const plan = (frSource: string, rwSource: string) => ({
  _id: "plan-starter",
  _type: "plan",
  period: [
    { _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "per user / month" },
    {
      _key: "fr",
      _type: "internationalizedArrayStringValue",
      language: "fr",
      value: "par utilisateur / mois",
      source: frSource,
    },
    {
      _key: "rw",
      _type: "internationalizedArrayStringValue",
      language: "rw",
      value: "ku mukoresha / ku kwezi",
      source: rwSource,
    },
  ],
});

describe("moving recorded sources to today's hash", () => {
  it("keeps a translation made from today's English current, and one made from older English out of date", () => {
    const before = plan("jxk66vkr9t", "lxfaafi5dc");
    expect(documentStatus(before).fr.stale).toEqual(["period"]);
    const moved: unknown[] = [];
    const after = withSourcesRehashed(before, (english) => moved.push(english));
    expect(after?.period[1]?.source).toBe(sourceHash("per user / month"));
    expect(after?.period[2]?.source).toBe("lxfaafi5dc");
    expect(moved).toEqual(["per user / month"]);
    expect(documentStatus(after!).fr).toMatchObject({ stale: [], missing: [] });
    expect(documentStatus(after!).rw.stale).toEqual(["period"]);
  });

  it("changes nothing the second time", () => {
    const once = withSourcesRehashed(plan("jxk66vkr9t", "jxk66vkr9t"))!;
    expect(withSourcesRehashed(once)).toBeNull();
  });

  it("the new hash ignores list keys and key order, as the old one did", () => {
    const blocks = [{ _key: "a1", _type: "block", children: [{ _key: "s1", _type: "span", text: "Hi" }] }];
    const sameMeaning = [{ children: [{ text: "Hi", _type: "span", _key: "zz" }], _type: "block", _key: "b2" }];
    expect(sourceHash(sameMeaning)).toBe(sourceHash(blocks));
    expect(sourceHash("Hi")).not.toBe(sourceHash("Hi!"));
  });
});
