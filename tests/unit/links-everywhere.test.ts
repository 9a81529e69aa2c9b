import { describe, expect, it } from "vitest";
import { localize } from "~/content/layer/localize";
import { announcementOf } from "~/content/frame/announcement";
import { menuOf, type MenuEntrySource } from "~/content/frame/menu";
import { routedPath, ROUTED_TYPES } from "@shared/addresses/pages";
import { HOSTILE_LINKS as HOSTILE } from "../support/hostile-links";
import { hrefRule, webAddressRule } from "../../sanity-studio/schemaTypes/objects/fields";

/*
 * One rule for every link an editor controls (app/shared/addresses/links.ts), on the site and in the Studio: a value the Studio
 * refuses never reaches a page, however it got into the dataset (the API, an import, an older Studio).
 */

/** What a Studio field's rule says of a value (its custom check, as the Studio calls it). */
function studioSays(build: (rule: never) => unknown, value: unknown): unknown {
  let check: (value: unknown) => unknown = () => true;
  const rule = {
    required: () => rule,
    uri: () => rule,
    custom: (fn: (value: unknown) => unknown) => ((check = fn), rule),
  };
  build(rule as never);
  return check(value);
}

describe("a link an editor controls", () => {
  it("is dropped by the content layer wherever it sits: a menu entry, a call to action, a text's link, a profile", () => {
    for (const bad of HOSTILE) {
      const result = localize(
        {
          headerMenu: [{ _key: "a", label: "Evil", href: bad }],
          cta: { label: "Go", href: bad },
          ctaHref: bad,
          message: [{ _type: "block", markDefs: [{ _key: "m", _type: "link", href: bad }], children: [] }],
          links: [{ _key: "l", label: "Profile", url: bad }],
        },
        "fr",
      );
      // A link object (a label and an address) is left out whole: no button or entry without a place to go.
      expect(result.headerMenu, JSON.stringify(bad)).toEqual([]);
      expect(result.cta).toBeNull();
      expect(result.links).toEqual([]);
      // An address on its own, or in a text's link, is dropped (the text stays).
      expect(result.ctaHref).toBeNull();
      expect(result.message[0]!.markDefs[0]!.href).toBeNull();
      expect(menuOf(result.headerMenu as MenuEntrySource[], () => undefined)).toEqual([]);
    }
  });

  it("is kept, in the page's language, when it is a path of the site or an address", () => {
    const result = localize(
      { cta: { href: "/pricing" }, other: { href: "https://ihuza.rw" }, url: "mailto:a@b.rw" },
      "fr",
    );
    expect(result).toMatchObject({
      cta: { href: "/fr/tarifs" },
      other: { href: "https://ihuza.rw" },
      url: "mailto:a@b.rw",
    });
  });

  it("leaves the announcement's message as text and its button out", () => {
    const bad = "javascript:alert(18)";
    const localized = localize(
      {
        _id: "a",
        message: [
          {
            _type: "block",
            markDefs: [{ _key: "m", _type: "link", href: bad }],
            children: [{ _type: "span", text: "Hello", marks: ["m"] }],
          },
        ],
        link: { label: "See", href: bad },
      },
      "en",
    );
    expect(announcementOf(localized)).toMatchObject({ message: [{ text: "Hello" }], link: null });
    expect(JSON.stringify(announcementOf(localized))).not.toContain("javascript");
  });

  it("is refused by the Studio with the same rule", () => {
    for (const bad of HOSTILE) {
      expect(studioSays(hrefRule as never, bad), JSON.stringify(bad)).toMatch(/path on this site/);
      expect(studioSays(webAddressRule as never, bad), JSON.stringify(bad)).toMatch(/path on this site|https/);
    }
    expect(studioSays(hrefRule as never, "/pricing")).toBe(true);
    expect(studioSays(webAddressRule as never, "https://linkedin.com/in/x")).toBe(true);
    expect(studioSays(webAddressRule as never, "mailto:a@b.rw")).not.toBe(true);
  });
});

describe("a document's name (slug or landing page path)", () => {
  it("gives no path when it is not written as the Studio writes names", () => {
    for (const { type } of ROUTED_TYPES) {
      const names = HOSTILE.filter((name) => name !== "pricing");
      for (const bad of [...names, "/javascript:alert(18)", "Caps", "a b", "a\u0008b", "../x", "/a/", "/a//b", "-a"])
        expect(routedPath(type, bad), `${type} ${JSON.stringify(bad)}`).toBeNull();
    }
    expect(routedPath("post", "launch-news")).toBe("/blog/launch-news");
    expect(routedPath("landingPage", "/solutions/banking")).toBe("/solutions/banking");
  });
});
