import { expect, it } from "vitest";
import { LOCALES, PREFIXED_LOCALES } from "@shared/locales";
import { namesOf } from "@shared/names";
import { PAGES } from "@shared/pages";
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

it("lists every public page in each language, with lastmod where known", () => {
  const xml = buildSitemapXml("https://ihuza.rw", [{ _type: "homePage", _updatedAt: "2026-11-02T09:00:00Z" }]);
  expect(xml.match(/<loc>/g)).toHaveLength(PAGES.length * LOCALES.length);
  expect(xml).toContain("<loc>https://ihuza.rw/</loc>\n    <lastmod>2026-11-02</lastmod>");
  expect(xml).toContain("<loc>https://ihuza.rw/fr</loc>\n    <lastmod>2026-11-02</lastmod>");
  expect(xml).toContain("<loc>https://ihuza.rw/rw/umufasha-wa-ai</loc>\n    <xhtml:link");
});

/** A document as ROUTED_DOCUMENTS_QUERY lists it, with no name of its own in the other languages. */
const stamp = (type: string, name: string, updatedAt: string, noindex: boolean) => ({
  _type: type,
  name,
  names: namesOf(name, null),
  _updatedAt: updatedAt,
  noindex,
});

it("lists each document with a URL of its own at its path in every language, but those kept from search engines", () => {
  const xml = buildSitemapXml(
    "https://ihuza.rw",
    [{ _type: "post", _updatedAt: "2026-11-20T10:30:00Z" }],
    [
      stamp("post", "launch", "2026-11-20T10:30:00Z", false),
      stamp("landingPage", "/education", "2026-10-01T00:00:00Z", false),
      stamp("author", "hidden", "2026-10-01T00:00:00Z", true),
    ],
  );
  expect(xml).toContain("<loc>https://ihuza.rw/fr/blog/launch</loc>\n    <lastmod>2026-11-20</lastmod>");
  expect(xml).toContain("<loc>https://ihuza.rw/rw/education</loc>");
  expect(xml).not.toContain("hidden");
  // The blog's list is about its posts: it changed when one did.
  expect(xml).toContain("<loc>https://ihuza.rw/blog</loc>\n    <lastmod>2026-11-20</lastmod>");
});

it("lists a document at its own name in each language that has one, each URL with the same alternates", () => {
  const [french, kinyarwanda] = PREFIXED_LOCALES;
  const names = namesOf("launch", { [french!]: { current: "lancement" }, [kinyarwanda!]: { current: "launch" } });
  const xml = buildSitemapXml(
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
    const entry = new RegExp(`<loc>https://ihuza\\.rw${loc}</loc>\n([\\s\\S]*?)</url>`).exec(xml)?.[1] ?? "";
    expect(entry.match(/<xhtml:link [^>]+\/>/g), loc).toEqual(expected);
  }
  expect(xml).not.toContain(`/${french}/blog/launch<`);
});

it("gives every URL its alternates in the three languages and x-default", () => {
  const xml = buildSitemapXml("https://ihuza.rw", []);
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entry = /<url>\n {4}<loc>https:\/\/ihuza\.rw\/fr\/tarifs<\/loc>\n([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? "";
  expect(entry.match(/<xhtml:link [^>]+\/>/g)).toEqual([
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
