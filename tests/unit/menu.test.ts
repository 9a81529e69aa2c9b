import { describe, expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import { menuOf, type MenuEntrySource } from "~/content/frame/menu";
import { MENU_LIMITS } from "@shared/limits";
import { SITE_SETTINGS_QUERY } from "~/content/queries";
import { localize } from "~/content/layer/localize";
import { applyPatches, fixtureDocuments } from "../mocks/sanity";
import { evaluateGroq } from "@shared/groq";
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
 * A Studio list preview of `value` over the bundled dataset, read as the Studio reads it: each path of its selection,
 * a reference followed for any field read through it (`_id` included, which is the page's own), then `prepare`.
 */
function studioPreview(
  preview: { select: Record<string, string>; prepare: (selected: Record<string, never>) => unknown },
  value: object,
) {
  const documents = fixtureDocuments();
  const read = (path: string): unknown =>
    path.split(".").reduce<unknown>((node, key) => {
      const target =
        node && typeof node === "object" && "_ref" in node
          ? (documents.find((document) => document._id === (node as { _ref: string })._ref) ?? null)
          : node;
      return target && typeof target === "object" ? (target as Record<string, unknown>)[key] : undefined;
    }, value);
  return preview.prepare(
    Object.fromEntries(Object.entries(preview.select).map(([name, path]) => [name, read(path)])) as Record<
      string,
      never
    >,
  );
}

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
      "/fr/features",
      "/fr/solutions",
      "/fr/pricing",
      "/fr/about",
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
    expect(french[0]).toMatchObject({ label: "Tarifs", href: "/fr/pricing" });
    expect(french[0]).not.toHaveProperty("lang", "en");
    expect(french[1]).toMatchObject({ label: "Our story", lang: "en" });
    expect(french[2]).toMatchObject({ href: "/fr/education" });
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
    const documents = fixtureDocuments();
    const listed = (entry: object) => studioPreview(menuEntryPreview, entry);
    const settings = documents.find((document) => document._id === "siteSettings") as unknown as {
      headerMenu: object[];
    };
    expect(settings.headerMenu.map(listed)).toEqual(
      ["/", "/features", "/solutions", "/pricing", "/about", "/contact"].map((path) => ({
        title: names(en)(path),
        subtitle: path,
      })),
    );
    const page = (id: string) => ({ _type: "reference", _ref: id, _weak: true });
    expect(listed({ page: page("landing-education") })).toEqual({
      title: "AI and robotics education programme",
      subtitle: "/education",
    });
    expect(listed({ page: page("pricingPage"), label: text("Plans", "Tarifs") })).toEqual({
      title: "Plans",
      subtitle: "/pricing",
    });
    expect(listed({ href: "/blog" })).toEqual({ title: en.pages["/blog"].nav, subtitle: "/blog" });
    expect(listed({ href: "https://status.ihuza.rw", label: text("Status") })).toMatchObject({ title: "Status" });
    expect(listed({ page: page("landing-deleted") })).toMatchObject({ title: "No page", subtitle: /left out/ });
    expect(listed({ label: text("Resources"), children: [{}, {}] })).toEqual({
      title: "Resources",
      subtitle: "A group of 2 links",
    });
  });

  it("has the footer's links listed in the Studio with their paths, as the header's entries are", () => {
    const settings = fixtureDocuments().find((document) => document._id === "siteSettings") as unknown as {
      footerLinkGroups: { links: { label: { value: string }[] }[] }[];
    };
    const links = settings.footerLinkGroups.flatMap((group) => group.links);
    expect(links.map((link) => studioPreview(footerLinkPreview, link))).toEqual(
      links.map((link) => ({ title: link.label[0]!.value, subtitle: expect.stringMatching(/^(\/|https:\/\/)/) })),
    );
    expect(links.map((link) => studioPreview(footerLinkPreview, link))).toContainEqual({
      title: "About Us",
      subtitle: "/about",
    });
  });
});
