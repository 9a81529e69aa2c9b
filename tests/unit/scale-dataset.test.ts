import { describe, expect, it } from "vitest";
import { localePath, type Locale } from "@shared/addresses/locales";
import { pathsOf } from "@shared/addresses/names";
import { checkDataset } from "@shared/quality/quality";
import { getBundledDocuments } from "~/content/layer/bundled-dataset.server";
import { PER_SCALE, scaleDataset } from "../../scripts/scale-dataset";

/*
 * The dataset at ten times today's content (`npm run scale -- --scale 10`): what the bench and the lake run on must
 * be content an editor could have published, or what it measures says nothing of the site.
 */
describe("the dataset at ten times today's content", () => {
  const bundled = getBundledDocuments();
  const scaled = scaleDataset(bundled, 10);
  const count = (type: string) => scaled.filter((document) => document._type === type).length;

  it("holds 1,000 posts, 100 landing pages, 40 categories and 30 authors beside every other document", () => {
    expect([count("post"), count("landingPage"), count("blogCategory"), count("author")]).toEqual([1000, 100, 40, 30]);
    expect(PER_SCALE).toEqual({ post: 100, landingPage: 10 });
    for (const type of ["plan", "addOn", "faq", "siteSettings", "homePage", "redirect"])
      expect(count(type), type).toBe(bundled.filter((document) => document._type === type).length);
    expect(new Set(scaled.map((document) => document._id)).size).toBe(scaled.length);
  });

  it("gives every page an address of its own in each language, and the quality gate finds no more than today", () => {
    const addresses = scaled.flatMap((document) =>
      Object.entries(pathsOf(document) ?? {}).map(([locale, path]) => localePath(locale as Locale, path)),
    );
    expect(addresses.length).toBe(3 * (1000 + 100 + 40 + 30));
    expect(new Set(addresses).size).toBe(addresses.length);
    // Each finding of the copies is one their template has today (an image's missing alt text, say): none is new.
    const today = new Set(checkDataset(bundled).map((finding) => `${finding.rule} ${finding.level}`));
    const found = checkDataset(scaled).filter((finding) => !today.has(`${finding.rule} ${finding.level}`));
    expect(found).toEqual([]);
    expect(checkDataset(scaled).filter((finding) => finding.level === "error")).toEqual([]);
  });
});
