import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  LOCALES,
  localePath,
  ownAddress,
  ownPath,
  PREFIXED_LOCALES,
  stripLocale,
} from "../addresses/locales";
import { LOCALIZED_ROUTES, NAME_PATTERNS, PAGES, RESERVED_SEGMENTS, ROUTED_TYPES } from "../addresses/pages";
import { slugOf } from "../addresses/slug";
import { en } from "./en";
import { fr } from "./fr";
import { rw } from "./rw";
import { PAGE_PATHS } from "./page-paths";

const DICTIONARIES = { en, fr, rw };
const firstSegment = (path: string) => path.split("/")[1] ?? "";
/** What lives under a page, by the part of its path before a parameter or a file's name: /blog/, /blog/page/… */
const UNDER_PAGES = [
  ...ROUTED_TYPES.map((routed) => routed.prefix),
  ...LOCALIZED_ROUTES.map((route) => route.path.replace(/[^/]*$/, "")),
].filter((prefix) => prefix.length > 1 && PAGES.some((page) => page.path === `/${firstSegment(prefix)}`));
const isPrefix = (key: string) => key.endsWith("/");

describe("each page's address in each language", () => {
  it("is named for every language under a prefix, and only for pages of the registry", () => {
    expect(Object.keys(PAGE_PATHS).sort()).toEqual([...PREFIXED_LOCALES].sort());
    for (const paths of Object.values(PAGE_PATHS))
      for (const english of Object.keys(paths))
        if (isPrefix(english)) expect(UNDER_PAGES).toContain(english);
        else expect(PAGES.map((page) => page.path)).toContain(english);
  });

  it("is made of the words of the page's name in that language: lower-case ASCII, hyphens, accents folded", () => {
    for (const locale of PREFIXED_LOCALES) {
      const names = DICTIONARIES[locale].pages as Record<string, { title: string; nav: string }>;
      for (const [english, own] of Object.entries(PAGE_PATHS[locale as keyof typeof PAGE_PATHS])) {
        if (isPrefix(english)) continue;
        expect(own, `${locale} ${english}`).toMatch(NAME_PATTERNS.path);
        expect(own.split("/").length, `${locale} ${english}: one segment`).toBe(2);
        const { title, nav } = names[english]!;
        const spelled = [title, nav].map((name) => `/${slugOf(name, { locale })}`);
        expect(spelled, `${locale} ${english}`).toContain(own);
      }
    }
  });

  it("names one page only, and never a path another route or file of the site takes", () => {
    const taken = new Set([
      ...LOCALIZED_ROUTES.map((route) => firstSegment(route.path)),
      ...ROUTED_TYPES.filter((routed) => routed.prefix).map((routed) => firstSegment(routed.prefix)),
      ...RESERVED_SEGMENTS,
    ]);
    for (const locale of LOCALES) {
      expect(new Set(PAGES.map((page) => localePath(locale, page.path))).size, locale).toBe(PAGES.length);
      for (const page of PAGES) {
        expect(stripLocale(localePath(locale, page.path)), `${locale} ${page.path} reads back as its page`).toBe(
          page.path,
        );
        // Today's address (/fr/pricing) leads to its page, not to another page called so in that language.
        const today = locale === DEFAULT_LOCALE ? page.path : `/${locale}${page.path}`;
        expect(stripLocale(today), today).toBe(page.path);
        const own = ownPath(locale, page.path);
        if (own !== page.path) expect(taken.has(firstSegment(own)), `${locale} ${own}`).toBe(false);
      }
    }
  });

  it("moves what lives under a page with it, in the language's words (the blog's posts, categories, list pages…)", () => {
    expect(UNDER_PAGES).toEqual(expect.arrayContaining(["/blog/", "/blog/category/", "/blog/author/", "/blog/page/"]));
    for (const locale of PREFIXED_LOCALES)
      for (const prefix of UNDER_PAGES) {
        const own = ownPath(locale, prefix);
        // under the page's own words, each further word a slug's
        expect(own.startsWith(`${ownPath(locale, `/${firstSegment(prefix)}`)}/`), `${locale} ${prefix}`).toBe(true);
        expect(own.slice(0, -1), `${locale} ${prefix}`).toMatch(NAME_PATTERNS.path);
        expect(stripLocale(localePath(locale, `${prefix}x`)), `${locale} ${prefix}`).toBe(`${prefix}x`);
      }
  });
});

describe("moving between languages", () => {
  it("reads a page's address in any language back to the page, and writes it in another", () => {
    expect(localePath("fr", "/pricing")).toBe("/fr/tarifs");
    expect(localePath("rw", "/fr/tarifs?billing=annual#faq")).toBe("/rw/ibiciro?billing=annual#faq");
    expect(localePath("en", "/rw/ibiciro")).toBe("/pricing");
    expect(localePath("fr", "/rw/twandikire")).toBe("/fr/contact");
    expect(stripLocale("/fr/a-propos")).toBe("/about");
    expect(stripLocale("/rw/politiki-y-ibanga")).toBe("/privacy-policy");
    for (const locale of LOCALES)
      for (const page of PAGES)
        for (const other of LOCALES)
          expect(localePath(other, localePath(locale, page.path)), `${locale} → ${other}`).toBe(
            localePath(other, page.path),
          );
  });

  it("reads today's address (an English path under a prefix) as its page, so it can be sent to its own", () => {
    expect(stripLocale("/fr/pricing")).toBe("/pricing");
    expect(localePath("fr", "/fr/pricing")).toBe("/fr/tarifs");
    expect(localePath("rw", "/rw/about")).toBe("/rw/abo-turi-bo");
  });

  it("leaves a path that is no page of the registry as it is, in every language", () => {
    expect(localePath("fr", "/education")).toBe("/fr/education");
    expect(localePath("fr", "/solutions/banking")).toBe("/fr/solutions/banking");
    // A French page's words are no page's address in English or Kinyarwanda.
    expect(stripLocale("/tarifs")).toBe("/tarifs");
    expect(stripLocale("/rw/tarifs")).toBe("/tarifs");
  });
});

describe("what lives under a page, in each language's words", () => {
  it("writes the blog's parts in the language's words, and reads today's addresses back to them", () => {
    expect(localePath("rw", "/blog")).toBe("/rw/inkuru");
    expect(localePath("rw", "/blog/launch-news")).toBe("/rw/inkuru/launch-news");
    expect(localePath("rw", "/blog/category/how-to")).toBe("/rw/inkuru/icyiciro/how-to");
    expect(localePath("rw", "/blog/author/aline")).toBe("/rw/inkuru/umwanditsi/aline");
    expect(localePath("rw", "/blog/page/2")).toBe("/rw/inkuru/urupapuro/2");
    expect(localePath("fr", "/blog/category/how-to")).toBe("/fr/blog/categorie/how-to");
    expect(localePath("fr", "/blog/author/aline")).toBe("/fr/blog/auteur/aline");
    expect(localePath("fr", "/blog/page/2")).toBe("/fr/blog/page/2");
    // today's addresses, and one language's in another's
    expect(localePath("rw", "/rw/blog/category/how-to")).toBe("/rw/inkuru/icyiciro/how-to");
    expect(localePath("fr", "/fr/blog/author/aline")).toBe("/fr/blog/auteur/aline");
    expect(localePath("fr", "/rw/inkuru/icyiciro/how-to")).toBe("/fr/blog/categorie/how-to");
    expect(localePath("en", "/rw/inkuru/umwanditsi/aline")).toBe("/blog/author/aline");
    expect(stripLocale("/fr/blog/categorie/how-to")).toBe("/blog/category/how-to");
  });

  it("gives a language's files their address in its words, and leaves other files alone", () => {
    expect(ownAddress("/rw/blog/rss.xml")).toBe("/rw/inkuru/rss.xml");
    expect(ownAddress("/rw/inkuru/rss.xml")).toBe("/rw/inkuru/rss.xml");
    expect(ownAddress("/fr/blog/rss.xml")).toBe("/fr/blog/rss.xml");
    expect(ownAddress("/rw/llms.txt")).toBe("/rw/llms.txt");
    expect(ownAddress("/rw/blog/launch-news")).toBe("/rw/inkuru/launch-news");
    expect(ownAddress("/sitemap.xml")).toBe("/sitemap.xml");
  });
});
