import { expect, it } from "vitest";
import { getMeta } from "./meta";

const args = (pathname: string, allowIndexing = true) => ({
  location: { pathname },
  matches: [{ id: "root", data: { siteUrl: "https://ihuza.rw", allowIndexing, siteName: "Ihuza" } }],
});

it("adds the site name to a page title once", () => {
  expect(getMeta(args("/pricing"), { title: "Pricing" })).toContainEqual({ title: "Pricing | Ihuza" });
  expect(getMeta(args("/"), { title: "Ihuza — messaging" })).toContainEqual({ title: "Ihuza — messaging" });
});

it("builds the canonical URL and share tags from SITE_URL", () => {
  const tags = getMeta(args("/pricing/"), { title: "Pricing", description: "Plans in RWF" });
  expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://ihuza.rw/pricing" });
  expect(tags).toContainEqual({ property: "og:image", content: "https://ihuza.rw/og-image.png" });
  expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  expect(tags).toContainEqual({ name: "description", content: "Plans in RWF" });
  expect(getMeta(args("/"), { title: "Home" })).toContainEqual({
    tagName: "link",
    rel: "canonical",
    href: "https://ihuza.rw/",
  });
});

it("asks robots to stay away when indexing is off or the page says so", () => {
  const robots = { name: "robots", content: "noindex, nofollow" };
  expect(getMeta(args("/", true), { title: "Home" })).not.toContainEqual(robots);
  expect(getMeta(args("/", false), { title: "Home" })).toContainEqual(robots);
  expect(getMeta(args("/x", true), { title: "Not found", noindex: true })).toContainEqual(robots);
});
