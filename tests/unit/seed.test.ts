import { existsSync } from "node:fs";
import { expect, it } from "vitest";
import { getBundledDocuments } from "~/content/layer/bundled-dataset.server";
import { LOCALES } from "@shared/addresses/locales";
import { toImportFormat } from "../../scripts/seed-dataset.mjs";

it("turns every image into an asset `sanity dataset import` uploads from fixtures/images", () => {
  const images = JSON.stringify(getBundledDocuments()).match(/"_ref":"image-/g)?.length ?? 0;
  const converted = getBundledDocuments().map((document) => toImportFormat(document));
  const text = JSON.stringify(converted);
  expect(text).not.toMatch(/"_ref":"image-/);
  const assets = [...text.matchAll(/"_sanityAsset":"image@file:\/\/\.\/images\/([^"]+)"/g)].map((m) => m[1] as string);
  // Every image the bundled dataset refers to, and there are some.
  expect(images).toBeGreaterThan(10);
  expect(assets.length).toBe(images);
  for (const file of assets) expect(existsSync(`fixtures/images/${file}`), file).toBe(true);
  // Alt text and everything else stays.
  const testimonial = converted.find((d) => d._id === "testimonial-alineuwase") as unknown as {
    avatar: { alt: { language: string; value: string }[] };
  };
  expect(testimonial.avatar.alt.map((item) => item.language)).toEqual([...LOCALES]);
  expect(testimonial.avatar.alt[0]?.value).toBe("Portrait illustration of Aline Uwase");
});
