import { expect, it } from "vitest";
import { LOCALES, PREFIXED_LOCALES } from "@shared/addresses/locales";
import { namesOf } from "@shared/addresses/names";
import { PAGES } from "@shared/addresses/pages";
import {
  buildRobotsTxt,
  buildSitemapPart,
  buildSitemapXml,
  lastModifiedByPage,
  SITEMAP_URLS_PER_FILE,
} from "./sitemap";

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

it("is one file up to the protocol's 50,000 addresses, and then an index of parts that list them all once", async () => {
  expect(SITEMAP_URLS_PER_FILE).toBe(50_000);
  const stamps = [{ _type: "homePage", _updatedAt: "2026-11-02T09:00:00Z" }];
  const routed = [stamp("post", "launch", "2026-11-20T10:30:00Z", false)];
  const all = PAGES.length * LOCALES.length + LOCALES.length;
  const site = "https://ihuza.rw";
  // Today's size: one file, and no parts.
  expect(urls(await buildSitemapXml(site, stamps, routed))).toHaveLength(all);
  expect(await buildSitemapPart(site, stamps, routed, 1)).toBeNull();
  // Past the limit (here 20 a file): sitemap.xml names the parts, each with its newest change.
  const index = await buildSitemapXml(site, stamps, routed, 20);
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(urls(index)).toEqual([]);
  const parts = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/sitemap>/g)];
  expect(parts.map(([, loc]) => loc)).toEqual(
    Array.from({ length: Math.ceil(all / 20) }, (_, i) => `https://ihuza.rw/sitemaps/${i + 1}.xml`),
  );
  // (the home page's three languages are the first three addresses; the post, the last three)
  expect(parts[0]?.[2]).toBe("2026-11-02");
  expect(parts.at(-1)?.[2]).toBe("2026-11-20");
  // Every address once, across the parts, each part within the limit; none past the last.
  const listed = [];
  for (let part = 1; part <= parts.length; part++) {
    const xml = await buildSitemapPart(site, stamps, routed, part, 20);
    expect(xml).not.toBeNull();
    expect(urls(xml!).length).toBeLessThanOrEqual(20);
    listed.push(...urls(xml!).map((url) => url.loc));
  }
  expect(listed).toEqual(urls(await buildSitemapXml(site, stamps, routed)).map((url) => url.loc));
  expect(new Set(listed).size).toBe(all);
  expect(await buildSitemapPart(site, stamps, routed, parts.length + 1, 20)).toBeNull();
  expect(await buildSitemapPart(site, stamps, routed, 0, 20)).toBeNull();
});
