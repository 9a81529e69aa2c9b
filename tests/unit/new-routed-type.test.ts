import { beforeAll, describe, expect, it, vi } from "vitest";
import type { RoutedType } from "@shared/addresses/pages";

/*
 * docs/developers.md's recipe for a new document type with a URL, followed for a scratch type: events at
 * /events/<slug>. Its declaration goes into ROUTED_TYPES (app/shared/addresses/pages.ts) and the type into the GROQ that
 * TypeGen reads (app/shared/content/fragments.ts), here as the two steps leave those modules; a few documents stand for
 * its fixtures. Nothing else is told about it, and the site routes it, links to it by reference, redirects to it,
 * lists it in the sitemap and finds it in the search, in every language; the Studio's sidebar lists it.
 */
const EVENT: RoutedType = {
  type: "event",
  field: "slug",
  prefix: "/events/",
  file: "routes/event.tsx",
  card: { listing: "/blog" },
  search: "page",
  desk: { group: "Events", title: "Events" },
};

vi.mock("@shared/addresses/pages", async (importOriginal) => {
  const pages = await importOriginal<typeof import("@shared/addresses/pages")>();
  // The recipe's declaration (the list is the module's own: routedPath and the rest read it).
  pages.ROUTED_TYPES.push(pages.defineRoutedType(EVENT));
  return { ...pages, LINK_TARGET_TYPES: pages.ROUTED_TYPES.map((entry) => entry.type) };
});
vi.mock("@shared/content/fragments", async (importOriginal) => {
  const fragments = await importOriginal<typeof import("@shared/content/fragments")>();
  // The recipe's GROQ step: the type added to `isRouted`, which every fragment built on it then carries.
  const isRouted = fragments.isRouted.replace(/]$/, `, "${EVENT.type}"]`);
  return Object.fromEntries(
    Object.entries(fragments).map(([name, value]) => [
      name,
      typeof value === "string" ? value.replaceAll(fragments.isRouted, isRouted) : value,
    ]),
  );
});

const text = (en: string, fr?: string) => [
  { _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: en },
  ...(fr ? [{ _key: "fr", _type: "internationalizedArrayStringValue", language: "fr", value: fr }] : []),
];
const launchParty = {
  _id: "event-launch-party",
  _type: "event",
  _updatedAt: "2026-11-20T10:00:00Z",
  title: text("Launch party in Kigali", "Fête de lancement à Kigali"),
  slug: { _type: "slug", current: "launch-party" },
  // Its French address (the Studio's "Addresses in other languages", which the recipe's schema step adds).
  slugs: { fr: { _type: "slug", current: "fete-de-lancement" } },
};
const reference = { _type: "reference", _ref: launchParty._id, _weak: true };

async function dataset() {
  const { fixtureDocuments } = await import("../mocks/dataset");
  const documents = fixtureDocuments().map((document) =>
    document._id === "siteSettings"
      ? { ...document, headerMenu: [{ _key: "events", _type: "menuEntry", page: reference }] }
      : document,
  );
  const redirect = { _id: "redirect-party", _type: "redirect", from: "/party", toPage: reference, permanent: true };
  return [...documents, launchParty, redirect];
}

// (modules the test setup loaded before these mocks are loaded again, through them)
beforeAll(() => vi.resetModules());

describe("a new document type with a URL, added by the recipe", () => {
  it("is routed in every language", async () => {
    const { LOCALES, localePath } = await import("@shared/addresses/locales");
    const routes = JSON.stringify((await import("~/routes")).default);
    expect(routes.split('"file":"routes/event.tsx","path":"events/:slug"')).toHaveLength(LOCALES.length + 1);
    expect(LOCALES.map((locale) => localePath(locale, "/events/launch-party"))).toContain("/fr/events/launch-party");
  });

  it("is linked to by reference (the header menu), with its title as the label, in each language", async () => {
    const { evaluateGroq } = await import("@shared/content/groq");
    const { SITE_SETTINGS_QUERY } = await import("~/content/queries");
    const { localize } = await import("~/content/layer/localize");
    const { menuOf } = await import("~/content/frame/menu");
    const settings = await evaluateGroq<{ headerMenu: never }>(SITE_SETTINGS_QUERY, {}, await dataset());
    const french = menuOf(localize(settings, "fr").headerMenu, () => undefined);
    expect(french).toEqual([
      expect.objectContaining({ href: "/fr/events/fete-de-lancement", label: "Fête de lancement à Kigali" }),
    ]);
  });

  it("is where a redirect to it leads", async () => {
    const { evaluateGroq } = await import("@shared/content/groq");
    const { REDIRECTS_QUERY } = await import("@shared/addresses/redirects");
    const { redirectFrom } = await import("@shared/addresses/site-paths");
    const redirects = await evaluateGroq<never[]>(REDIRECTS_QUERY, {}, await dataset());
    expect(redirects.map(redirectFrom)).toContainEqual(
      expect.objectContaining({ from: "/party", to: { path: "/events/launch-party" } }),
    );
  });

  it("is in the sitemap, with its other languages, and has a share card", async () => {
    const { evaluateGroq } = await import("@shared/content/groq");
    const { ROUTED_DOCUMENTS_QUERY } = await import("@shared/content/fragments");
    const { buildSitemapXml } = await import("~/content/site/sitemap");
    const { routedCard } = await import("~/share/cards");
    const { en } = await import("@shared/dictionaries/en");
    const { localize } = await import("~/content/layer/localize");
    type Listed = NonNullable<Parameters<typeof buildSitemapXml>[2]>[number] & { _id: string };
    const routed = localize(
      await evaluateGroq<Listed[]>(ROUTED_DOCUMENTS_QUERY, {}, await dataset()),
      "en",
    ) as Listed[];
    const xml = await buildSitemapXml("https://ihuza.rw", [], routed);
    expect(xml).toContain("<loc>https://ihuza.rw/events/launch-party</loc>");
    expect(xml).toContain("<loc>https://ihuza.rw/fr/events/fete-de-lancement</loc>");
    expect(xml).toContain('href="https://ihuza.rw/fr/events/fete-de-lancement"');
    expect(xml).toContain('href="https://ihuza.rw/rw/events/launch-party"');
    const event = routed.find((document) => document._id === launchParty._id)!;
    expect(
      routedCard(en, "en", { ...(event as object), title: "Launch party in Kigali" } as never, "Ihuza"),
    ).toMatchObject({
      path: "/events/launch-party",
      kicker: en.pages["/blog"].title,
    });
  });

  it("is found by the site search, in each language, at its address", async () => {
    const { evaluateGroq } = await import("@shared/content/groq");
    const { loadSearchSources, searchDocuments } = await import("~/search/corpus");
    const { fr } = await import("@shared/dictionaries/fr");
    const documents = await dataset();
    const sources = await loadSearchSources((query, params) => evaluateGroq(query, params, documents));
    expect(searchDocuments(sources, "fr", fr)).toContainEqual(
      expect.objectContaining({
        title: "Fête de lancement à Kigali",
        href: "/fr/events/fete-de-lancement",
        kind: "page",
      }),
    );
  });

  it("is listed in the Studio's sidebar, under the group its declaration names", async () => {
    const { COLLECTION_GROUPS } = await import("../../sanity-studio/deskLayout");
    expect(COLLECTION_GROUPS).toContainEqual({
      title: "Events",
      entries: [{ type: "event", title: "Events", orderable: false }],
    });
  });
});
