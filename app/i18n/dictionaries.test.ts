import { describe, expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import { LOCALES } from "@shared/addresses/locales";
import { PAGE_GROUPS, PAGES } from "@shared/addresses/pages";

/** Every text of a dictionary by its dotted key ('layout.chatNow', 'chat.quickReplies.0'). */
function flatten(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      for (const [path, text] of flatten(inner, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
    }
  }
  return out;
}

const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = flatten(en);

describe.each(LOCALES.filter((locale) => locale !== "en"))("the %s dictionary", (locale) => {
  const texts = flatten(DICTIONARIES[locale]);

  it("has every key of the English one, and no other", () => {
    expect([...texts.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !texts.has(key))).toEqual([]);
  });

  it("fills in the same values as English ({name} marks) and leaves no text empty", () => {
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe("");
      expect(marks(text), key).toEqual(marks(english.get(key) ?? ""));
    }
  });

  it("is translated: most texts differ from English (names, codes and figures may not)", () => {
    const same = [...texts].filter(([key, text]) => text === english.get(key) && /[a-z]{4,} [a-z]{4,}/i.test(text));
    expect(same.map(([key]) => key)).toEqual([]);
  });
});

it("names every page of the registry and every group (the navigation and the sitemap read them there)", () => {
  expect(Object.keys(en.pages).sort()).toEqual(PAGES.map((page) => page.path).sort());
  expect(Object.keys(en.groups).sort()).toEqual([...PAGE_GROUPS].sort());
});
