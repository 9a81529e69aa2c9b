import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "@remix-run/node";
import { PAGES } from "@shared/addresses/pages";
import { LOCALES } from "@shared/addresses/locales";
import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import { authorPageTitle, categoryPageTitle, FIXED_PAGE_TITLES } from "@shared/dictionaries/page-titles";
import { layoutDictionary } from "~/i18n/dictionaries.server";

/*
 * The quality gate measures a page's title as @shared/dictionaries/page-titles says it shows: each route's head tags
 * say the same (a page of the registry without an editor's search title, a category's, an author's).
 */

type Meta = (args: unknown) => MetaDescriptor[];
const titleOf = (tags: MetaDescriptor[]) => tags.find((tag): tag is { title: string } => "title" in tag)?.title;
const args = (locale: (typeof LOCALES)[number], data: unknown) => ({
  data,
  params: {},
  location: { pathname: "/" },
  matches: [{ id: "root", data: { t: layoutDictionary(locale), siteUrl: "https://ihuza.example" } }],
});

describe("a page's title is what the quality gate measures", () => {
  // (what each route's loader gives its head tags when no editor wrote a search title)
  const dataOf = (path: string, locale: (typeof LOCALES)[number]) =>
    path === "/chatbot"
      ? { copy: DICTIONARIES[locale].chat }
      : path === "/blog"
        ? { found: true, page: 1, pages: 1 }
        : { page: {} };
  const fixed = PAGES.filter((page) => page.document?.type !== "legalPage");

  it("holds every page of the registry but the legal ones (whose title is the document's)", () => {
    expect(Object.keys(FIXED_PAGE_TITLES).sort()).toEqual(fixed.map((page) => page.path).sort());
  });

  for (const page of fixed)
    it(`${page.path}, in each language`, async () => {
      const { meta } = (await import(`../../app/${page.file}`)) as { meta: Meta };
      for (const locale of LOCALES)
        expect(titleOf(meta(args(locale, dataOf(page.path, locale)))), locale).toBe(
          `${FIXED_PAGE_TITLES[page.path]!(DICTIONARIES[locale])} | Ihuza`,
        );
    });

  it("a category's page and an author's, in each language", async () => {
    const category = (await import("../../app/routes/blog.category")) as unknown as { meta: Meta };
    const author = (await import("../../app/routes/blog.author")) as unknown as { meta: Meta };
    for (const locale of LOCALES) {
      const words = DICTIONARIES[locale];
      expect(titleOf(category.meta(args(locale, { head: { title: "Guides" } })))).toBe(
        `${categoryPageTitle("Guides", words)} | Ihuza`,
      );
      expect(titleOf(author.meta(args(locale, { head: { name: "Aline" } })))).toBe(
        `${authorPageTitle("Aline", words)} | Ihuza`,
      );
    }
    // (written as the pages show them)
    expect(categoryPageTitle("Guides", DICTIONARIES.rw)).toBe("Guides · Inkuru");
    expect(authorPageTitle("Aline", DICTIONARIES.en)).toBe("Posts by Aline");
  });
});
