import { expect, it } from "vitest";
import { LOCALES, PREFIXED_LOCALES } from "@shared/addresses/locales";
import { namesOf } from "@shared/addresses/names";
import { PAGES } from "@shared/addresses/pages";
import { buildRobotsTxt, buildSitemapXml, lastModifiedByPage } from "./sitemap";

it("takes the newest change among the documents a page shows", () => {
  const pages = lastModifiedByPage([
    { _type: "pricingPage", _updatedAt: "2026-10-01T10:00:00Z" },
    { _type: "plan", _updatedAt: "2026-11-03T08:00:00Z" },
    { _type: "faq", _updatedAt: "2026-09-01T08:00:00Z" },
    { _type: "legalPage", _updatedAt: "2026-11-01T00:00:00Z", slug: "privacy-policy" },
    // (an experiment started on a plan's button: search engines see the page as published, unchanged)
    { _type: "experiment", _updatedAt: "2026-11-25T09:00:00Z" },
  ]);
  expect(pages.get("/pricing")).toBe("2026-11-03T08:00:00Z");
  expect(pages.get("/privacy-policy")).toBe("2026-11-01T00:00:00Z");
  expect(pages.has("/chatbot")).toBe(false);
});

/** Each <url> of a sitemap: its address, its lastmod, its alternates. */
const urls = (xml: string) =>
  [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1],
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1],
    links: body.match(/<xhtml:link [^>]+\/>/g) ?? [],
  }));
const entry = (xml: string, loc: string) => urls(xml).find((url) => url.loc === loc);

it("lists every public page in each language, with lastmod where known", async () => {
  const xml = await buildSitemapXml("https://ihuza.rw", [{ _type: "homePage", _updatedAt: "2026-11-02T09:00:00Z" }]);
  expect(urls(xml)).toHaveLength(PAGES.length * LOCALES.length);
  expect(entry(xml, "https://ihuza.rw/")?.lastmod).toBe("2026-11-02");
  expect(entry(xml, "https://ihuza.rw/fr")?.lastmod).toBe("2026-11-02");
  expect(entry(xml, "https://ihuza.rw/rw/umufasha-wa-ai")).toMatchObject({ lastmod: undefined });
  expect(entry(xml, "https://ihuza.rw/rw/umufasha-wa-ai")?.links).toHaveLength(LOCALES.length + 1);
});

it("leaves out a lastmod that is no date", async () => {
  const xml = await buildSitemapXml("https://ihuza.rw", [{ _type: "homePage", _updatedAt: "not a date" }]);
  expect(entry(xml, "https://ihuza.rw/")).toMatchObject({ lastmod: undefined });
});

/** A document as ROUTED_DOCUMENTS_QUERY lists it, with no name of its own in the other languages. */
const stamp = (type: string, name: string, updatedAt: string, noindex: boolean) => ({
  _type: type,
  name,
  names: namesOf(name, null),
  _updatedAt: updatedAt,
  noindex,
});

it("lists each document with a URL of its own at its path in every language, but those kept from search engines", async () => {
  const xml = await buildSitemapXml(
    "https://ihuza.rw",
    [{ _type: "post", _updatedAt: "2026-11-20T10:30:00Z" }],
    [
      stamp("post", "launch", "2026-11-20T10:30:00Z", false),
      stamp("landingPage", "/education", "2026-10-01T00:00:00Z", false),
      stamp("author", "hidden", "2026-10-01T00:00:00Z", true),
    ],
  );
  expect(entry(xml, "https://ihuza.rw/fr/blog/launch")?.lastmod).toBe("2026-11-20");
  expect(entry(xml, "https://ihuza.rw/rw/education")).toBeDefined();
  expect(xml).not.toContain("hidden");
  // The blog's list is about its posts: it changed when one did.
  expect(entry(xml, "https://ihuza.rw/blog")?.lastmod).toBe("2026-11-20");
});

it("lists a document at its own name in each language that has one, each URL with the same alternates", async () => {
  const [french, kinyarwanda] = PREFIXED_LOCALES;
  const names = namesOf("launch", { [french!]: { current: "lancement" }, [kinyarwanda!]: { current: "launch" } });
  const xml = await buildSitemapXml(
    "https://ihuza.rw",
    [],
    [{ _type: "post", name: "launch", names, _updatedAt: "2026-11-20", noindex: false }],
  );
  const expected = [
    `<xhtml:link rel="alternate" hreflang="en" href="https://ihuza.rw/blog/launch"/>`,
    `<xhtml:link rel="alternate" hreflang="fr" href="https://ihuza.rw/${french}/blog/lancement"/>`,
    `<xhtml:link rel="alternate" hreflang="rw" href="https://ihuza.rw/${kinyarwanda}/inkuru/launch"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="https://ihuza.rw/blog/launch"/>`,
  ];
  for (const loc of ["/blog/launch", `/${french}/blog/lancement`, `/${kinyarwanda}/inkuru/launch`]) {
    expect(entry(xml, `https://ihuza.rw${loc}`)?.links, loc).toEqual(expected);
  }
  expect(xml).not.toContain(`/${french}/blog/launch<`);
});

it("gives every URL its alternates in the three languages and x-default", async () => {
  const xml = await buildSitemapXml("https://ihuza.rw", []);
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(entry(xml, "https://ihuza.rw/fr/tarifs")?.links).toEqual([
    '<xhtml:link rel="alternate" hreflang="en" href="https://ihuza.rw/pricing"/>',
    '<xhtml:link rel="alternate" hreflang="fr" href="https://ihuza.rw/fr/tarifs"/>',
    '<xhtml:link rel="alternate" hreflang="rw" href="https://ihuza.rw/rw/ibiciro"/>',
    '<xhtml:link rel="alternate" hreflang="x-default" href="https://ihuza.rw/pricing"/>',
  ]);
});

it("robots.txt points to the sitemap and disallows everything when indexing is off", () => {
  expect(buildRobotsTxt("https://ihuza.rw", true)).toContain("Allow: /\n");
  expect(buildRobotsTxt("https://ihuza.rw", true)).toContain("\nSitemap: https://ihuza.rw/sitemap.xml\n");
  expect(buildRobotsTxt("https://ihuza.rw", true)).toContain(": https://ihuza.rw/llms.txt\n");
  expect(buildRobotsTxt("https://ihuza.rw", true)).not.toContain("GPTBot");
  const blocked = buildRobotsTxt("https://ihuza.rw", true, "block");
  expect(blocked).toMatch(/User-agent: GPTBot\n(User-agent: [\w-]+\n)+Disallow: \/\n/);
  expect(blocked).toMatch(/^User-agent: \*\nAllow: \/\n/);
  expect(buildRobotsTxt("https://ihuza.rw", false)).toContain("Disallow: /");
});
