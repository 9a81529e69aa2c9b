import { describe, expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import { menuOf, type MenuEntrySource } from "~/content/frame/menu";
import { MENU_LIMITS } from "@shared/content/limits";
import { SITE_SETTINGS_QUERY } from "~/content/queries";
import { localize } from "~/content/layer/localize";
import { applyPatches, fixtureDocuments } from "../mocks/dataset";
import { evaluateGroq } from "@shared/content/groq";
import { PAGES } from "@shared/addresses/pages";
import { menuEntryPreview } from "../../sanity-studio/schemaTypes/objects/menu";
import { footerLinkPreview } from "../../sanity-studio/schemaTypes/singletons/siteSettings";

const names = (dictionary: typeof en) => (path: string) =>
  (dictionary.pages as Record<string, { nav: string } | undefined>)[path]?.nav;

/** The header's menu as the site builds it from a dataset, in one language. */
async function menuFrom(documents = fixtureDocuments(), locale: "en" | "fr" = "en") {
  const settings = await evaluateGroq<{ headerMenu: MenuEntrySource[] }>(SITE_SETTINGS_QUERY, {}, documents);
  return menuOf(localize(settings, locale).headerMenu as MenuEntrySource[], names(locale === "en" ? en : fr));
}

const text = (en: string, fr?: string) => [
  { _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: en },
  ...(fr ? [{ _key: "fr", _type: "internationalizedArrayStringValue", language: "fr", value: fr }] : []),
];

/**
 * How the Studio lists an entry, given the values its preview selects (a referenced page's id, type, path or slug and
 * title, as the Studio reads them through the reference; a page gone reads as nothing). Which values the Studio
 * hands over for the bundled entries is the editor journeys' to check, in the real Studio (journey 14).
 */
const listed = (
  preview: { prepare: (selected: Record<string, unknown>) => unknown },
  selected: Record<string, unknown>,
) => preview.prepare(selected);

describe("the header menu", () => {
  it("of the bundled dataset is the six main pages, named as the site's navigation names them", async () => {
    expect(await menuFrom()).toEqual(
      ["/", "/features", "/solutions", "/pricing", "/about", "/contact"].map((path) =>
        expect.objectContaining({
          href: path,
          label: names(en)(path),
          external: false,
        }),
      ),
    );
    const french = await menuFrom(undefined, "fr");
    expect(french.map((item) => "href" in item && item.href)).toEqual([
      "/fr",
      "/fr/fonctionnalites",
      "/fr/solutions",
      "/fr/tarifs",
      "/fr/a-propos",
      "/fr/contact",
    ]);
    expect(french[0]).toMatchObject({ label: fr.pages["/"].nav });
  });

  it("takes an editor's label, falls back to English marked as such, and a landing page's own title", async () => {
    const documents = applyPatches(fixtureDocuments(), [
      {
        id: "siteSettings",
        set: {
          headerMenu: [
            { _key: "a", page: { _type: "reference", _ref: "pricingPage" }, label: text("Plans", "Tarifs") },
            { _key: "b", page: { _type: "reference", _ref: "aboutPage" }, label: text("Our story") },
            { _key: "c", page: { _type: "reference", _ref: "landing-education" } },
            { _key: "d", href: "/blog" },
            { _key: "e", href: "https://status.ihuza.rw", label: text("Status") },
          ],
        },
      },
    ]);
    const english = await menuFrom(documents);
    expect(english).toEqual([
      expect.objectContaining({ key: "a", label: "Plans", href: "/pricing" }),
      expect.objectContaining({ key: "b", label: "Our story", href: "/about" }),
      expect.objectContaining({ key: "c", label: "AI and robotics education programme", href: "/education" }),
      expect.objectContaining({ key: "d", label: en.pages["/blog"].nav, href: "/blog" }),
      expect.objectContaining({ key: "e", label: "Status", href: "https://status.ihuza.rw", external: true }),
    ]);
    const french = await menuFrom(documents, "fr");
    expect(french[0]).toMatchObject({ label: "Tarifs", href: "/fr/tarifs" });
    expect(french[0]).not.toHaveProperty("lang", "en");
    expect(french[1]).toMatchObject({ label: "Our story", lang: "en" });
    expect(french[2]).toMatchObject({ href: "/fr/programme-education" });
    expect(french[4]).toMatchObject({ href: "https://status.ihuza.rw" });
  });

  it("leaves out an entry whose page was deleted, one with nothing to name it, and an empty group", async () => {
    const documents = applyPatches(fixtureDocuments(), [
      {
        id: "siteSettings",
        set: {
          headerMenu: [
            { _key: "gone", page: { _type: "reference", _ref: "landing-deleted", _weak: true } },
            { _key: "nameless", href: "https://example.com" },
            {
              _key: "empty",
              label: text("Resources"),
              children: [{ _key: "x", page: { _type: "reference", _ref: "landing-deleted" } }],
            },
            {
              _key: "group",
              label: text("Solutions", "Solutions"),
              children: [
                { _key: "all", page: { _type: "reference", _ref: "solutionsPage" } },
                { _key: "gone", page: { _type: "reference", _ref: "landing-deleted" } },
                { _key: "edu", page: { _type: "reference", _ref: "landing-education" } },
              ],
            },
            { _key: "pricing", page: { _type: "reference", _ref: "pricingPage" } },
          ],
        },
      },
    ]);
    expect(await menuFrom(documents)).toEqual([
      {
        key: "group",
        label: "Solutions",
        children: [
          expect.objectContaining({ key: "all", href: "/solutions" }),
          expect.objectContaining({ key: "edu", href: "/education" }),
        ],
      },
      expect.objectContaining({ key: "pricing", href: "/pricing" }),
    ]);
  });

  it("shows a scheduled post only once it is out, and never more entries than the header holds", async () => {
    const post = fixtureDocuments().find((document) => document._type === "post")!;
    const later = { ...post, _id: "post-later", publishedAt: "2999-01-01T00:00:00Z", slug: { current: "later" } };
    const entries = Array.from({ length: MENU_LIMITS.items + 3 }, (_, index) => ({
      _key: `p${index}`,
      href: "/pricing",
    }));
    const documents = applyPatches(
      [...fixtureDocuments(), later],
      [
        {
          id: "siteSettings",
          set: { headerMenu: [{ _key: "later", page: { _type: "reference", _ref: "post-later" } }, ...entries] },
        },
      ],
    );
    const menu = await menuFrom(documents);
    expect(menu.map((item) => item.key)).not.toContain("later");
    expect(menu).toHaveLength(MENU_LIMITS.items - 1);
  });

  it("is listed in the Studio by the names the site gives its entries", () => {
    const entry = (selected: Record<string, unknown>) => listed(menuEntryPreview, selected);
    for (const path of ["/", "/features", "/pricing"]) {
      const singleton = PAGES.find((page) => page.path === path)!.types[0];
      expect(entry({ pageId: singleton, pageType: singleton })).toEqual({ title: names(en)(path), subtitle: path });
    }
    const education = { pageId: "landing-education", pageType: "landingPage", pagePath: "/education" };
    expect(entry({ ...education, title: "AI and robotics education programme" })).toEqual({
      title: "AI and robotics education programme",
      subtitle: "/education",
    });
    expect(entry({ pageId: "pricingPage", pageType: "pricingPage", label: "Plans" })).toEqual({
      title: "Plans",
      subtitle: "/pricing",
    });
    expect(entry({ href: "/blog" })).toEqual({ title: en.pages["/blog"].nav, subtitle: "/blog" });
    expect(entry({ href: "https://status.ihuza.rw", label: "Status" })).toMatchObject({ title: "Status" });
    // (a weak reference to a page deleted since: the Studio reads nothing through it)
    expect(entry({})).toMatchObject({ title: "No page", subtitle: /left out/ });
    expect(entry({ label: "Resources", children: [{}, {}] })).toEqual({
      title: "Resources",
      subtitle: "A group of 2 links",
    });
  });

  it("has the footer's links listed in the Studio with their paths, as the header's entries are", () => {
    expect(listed(footerLinkPreview, { title: "About Us", pageId: "aboutPage", pageType: "aboutPage" })).toEqual({
      title: "About Us",
      subtitle: "/about",
    });
    expect(listed(footerLinkPreview, { title: "Status", href: "https://status.ihuza.rw" })).toEqual({
      title: "Status",
      subtitle: "https://status.ihuza.rw",
    });
  });
});
