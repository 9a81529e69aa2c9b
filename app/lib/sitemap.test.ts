import { expect, it } from "vitest";
import { buildRobotsTxt, buildSitemapXml, lastModifiedByPage } from "./sitemap";

it("takes the newest change among the documents a page shows", () => {
  const pages = lastModifiedByPage([
    { _type: "pricingPage", _updatedAt: "2026-10-01T10:00:00Z" },
    { _type: "plan", _updatedAt: "2026-11-03T08:00:00Z" },
    { _type: "faq", _updatedAt: "2026-09-01T08:00:00Z" },
    { _type: "legalPage", _updatedAt: "2026-11-01T00:00:00Z", slug: "privacy-policy" },
  ]);
  expect(pages.get("/pricing")).toBe("2026-11-03T08:00:00Z");
  expect(pages.get("/privacy-policy")).toBe("2026-11-01T00:00:00Z");
  expect(pages.has("/chatbot")).toBe(false);
});

it("lists every public page with lastmod where known", () => {
  const xml = buildSitemapXml("https://ihuza.rw", [{ _type: "homePage", _updatedAt: "2026-11-02T09:00:00Z" }]);
  expect(xml.match(/<loc>/g)).toHaveLength(11);
  expect(xml).toContain("<loc>https://ihuza.rw/</loc>\n    <lastmod>2026-11-02</lastmod>");
  expect(xml).toContain("<loc>https://ihuza.rw/chatbot</loc>\n  </url>");
});

it("robots.txt points to the sitemap and disallows everything when indexing is off", () => {
  expect(buildRobotsTxt("https://ihuza.rw", true)).toContain("Allow: /\n\nSitemap: https://ihuza.rw/sitemap.xml");
  expect(buildRobotsTxt("https://ihuza.rw", false)).toContain("Disallow: /");
});
