import { describe, expect, it } from "vitest";
import { HOSTILE_LINKS as HOSTILE } from "../../../tests/support/hostile-links";
import { isSitePath, linkProblem, safeLink } from "./links";

describe("the rule of every link an editor controls", () => {
  it("keeps paths of this site and addresses on the web, by email and by phone", () => {
    for (const link of [
      "/",
      "/pricing",
      "/fr/pricing?x=1#faq",
      "/search?q=hello%20world",
      "https://ihuza.rw/blog",
      "http://example.com",
      "mailto:hello@ihuza.rw",
      "tel:+250788000000",
    ])
      expect(safeLink(link), link).toBe(link);
    expect(isSitePath("/pricing")).toBe(true);
  });

  it("drops every other scheme and every path a browser reads as another site", () => {
    for (const link of HOSTILE) {
      expect(safeLink(link), JSON.stringify(link)).toBeNull();
      expect(isSitePath(link), JSON.stringify(link)).toBe(false);
      expect(linkProblem(link), JSON.stringify(link)).toMatch(/path on this site/);
    }
    expect(safeLink(null)).toBeNull();
    expect(safeLink(42)).toBeNull();
  });

  it("takes fewer schemes where a field asks (a profile link is a web address)", () => {
    expect(safeLink("mailto:a@b.rw", ["https:"])).toBeNull();
    expect(linkProblem("http://example.com", ["https:"])).toMatch(/https:\/\/…/);
    expect(linkProblem("https://example.com", ["https:"])).toBeNull();
    expect(linkProblem("")).toBeNull();
  });
});
