import { describe, expect, it } from "vitest";
import { fr } from "../dictionaries/fr";
import { frenchSpacing, withFrenchSpacing } from "./typography";

describe("French punctuation spacing", () => {
  it("puts a no-break space before a colon and inside guillemets, a narrow one before ; ! ?", () => {
    expect(frenchSpacing("Y a-t-il un essai gratuit ?")).toBe("Y a-t-il un essai gratuit\u202f?");
    expect(frenchSpacing("Merci ! Consultez votre boîte : un lien ; puis « Ihuza » !")).toBe(
      "Merci\u202f! Consultez votre boîte\u00a0: un lien\u202f; puis «\u00a0Ihuza\u00a0»\u202f!",
    );
  });

  it("leaves times, addresses, English-style text and already-spaced text alone", () => {
    for (const text of [
      "Réunion à 10:30",
      "https://ihuza.rw/fr?plan=pro",
      "Tarifs: voir plus",
      "Prix\u202f?",
      "Ihuza\u00a0: la plateforme",
      "",
    ]) {
      expect(frenchSpacing(text)).toBe(text);
    }
  });

  it("reaches every string of a nested value (a dictionary, Portable Text) and nothing else", () => {
    const blocks = [
      {
        _type: "block",
        _key: "a1",
        children: [{ _type: "span", _key: "s1", text: "Pourquoi ?", marks: [] }],
        markDefs: [],
      },
    ];
    expect(withFrenchSpacing(blocks)[0]!.children[0]!.text).toBe("Pourquoi\u202f?");
    expect(withFrenchSpacing({ n: 3, ok: true, none: null, list: ["a !"] })).toEqual({
      n: 3,
      ok: true,
      none: null,
      list: ["a\u202f!"],
    });
  });

  it("is applied to the whole French dictionary: no plain space is left before French punctuation", () => {
    const strings: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === "string") strings.push(value);
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    collect(fr);
    expect(strings.filter((text) => / [:;!?»]|« /.test(text))).toEqual([]);
    expect(strings.some((text) => text.includes("\u202f!"))).toBe(true);
  });
});
