import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getBundledDocuments, type SanityDocument } from "~/content/layer/bundled-dataset.server";
import { validateDocuments, type Schema } from "../support/validate-against-schema";
import { isTranslations, type Translation } from "~/content/layer/localize";
import { filled } from "@shared/translations/translations";
import { LOCALES } from "@shared/addresses/locales";
import { RESULTS_TYPE } from "@shared/results/results";

const schema = JSON.parse(readFileSync("app/content/generated/schema.json", "utf8")) as Schema;
const imageDir = path.resolve("fixtures/images");
const documents = getBundledDocuments();
const byId = (id: string) => structuredClone(documents.find((document) => document._id === id) as SanityDocument);

describe("the bundled dataset is content an editor could have made in the Studio", () => {
  it("every document satisfies the Studio schema", () => {
    // The sample results are written as the site's server writes counts, not edited in a form: their own test reads
    // their shape (app/shared/results/results.test.ts).
    const edited = documents.filter((document) => document._type !== RESULTS_TYPE);
    expect(validateDocuments(edited, schema, imageDir)).toEqual([]);
  });

  it("holds every content type the site shows, with the spec's counts", () => {
    const count = (type: string) => documents.filter((document) => document._type === type).length;
    expect({
      plan: count("plan"),
      addOn: count("addOn"),
      faq: count("faq"),
      featureGroup: count("featureGroup"),
      solution: count("solution"),
      testimonial: count("testimonial"),
    }).toEqual({ plan: 4, addOn: 4, faq: 5, featureGroup: 7, solution: 10, testimonial: 3 });
    for (const singleton of [
      "siteSettings",
      "homePage",
      "aboutPage",
      "featuresPage",
      "solutionsPage",
      "pricingPage",
      "contactPage",
    ]) {
      expect(documents.filter((document) => document._id === singleton && document._type === singleton)).toHaveLength(
        1,
      );
    }
  });

  // The validator itself must catch what an editor could not have made.
  it.each([
    ["an unknown field", (d: SanityDocument) => ({ ...d, colour: "red" }), /plan-starter\.colour: unknown field/],
    [
      "a missing required field",
      ({ name: _name, ...d }: SanityDocument) => d as SanityDocument,
      /plan-starter\.name: required field missing/,
    ],
    ["a wrong type", (d: SanityDocument) => ({ ...d, price: "3,500" }), /plan-starter\.price: expected a number/],
    [
      "an unknown document type",
      (d: SanityDocument) => ({ ...d, _type: "pricingTier" }),
      /unknown document type pricingTier/,
    ],
  ])("rejects %s", (_label, mutate, message) => {
    const broken = documents.map((document) =>
      document._id === "plan-starter" ? mutate(byId("plan-starter")) : document,
    );
    expect(validateDocuments(broken, schema, imageDir).join("\n")).toMatch(message);
  });

  it("rejects an image whose file is missing and an array member without a key", () => {
    const testimonial = byId("testimonial-alineuwase");
    (testimonial.avatar as { asset: { _ref: string } }).asset._ref =
      "image-0000000000000000000000000000000000000000-200x200-svg";
    const settings = byId("siteSettings");
    delete (settings.socialLinks as { _key?: string }[])[0]!._key;
    const broken = documents.map((d) =>
      d._id === testimonial._id ? testimonial : d._id === "siteSettings" ? settings : d,
    );
    const errors = validateDocuments(broken, schema, imageDir).join("\n");
    expect(errors).toMatch(/testimonial-alineuwase\.avatar\.asset: image .* has no file/);
    expect(errors).toMatch(/siteSettings\.socialLinks\[0\]: array member without _key/);
  });
});

describe("the bundled dataset is translated", () => {
  /** Every translated field of the dataset, by document and path. */
  function translatedFields(): { where: string; items: Translation[] }[] {
    const found: { where: string; items: Translation[] }[] = [];
    const walk = (value: unknown, where: string) => {
      if (isTranslations(value)) found.push({ where, items: value });
      else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`));
      else if (value && typeof value === "object")
        for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
    };
    for (const document of documents) walk(document, document._id);
    return found;
  }

  it("has every text in every language, in the order of LOCALES", () => {
    const fields = translatedFields();
    expect(fields.length).toBeGreaterThan(300);
    const incomplete = fields.filter(
      ({ items }) =>
        items.map((item) => item.language).join() !== LOCALES.join() || !items.every((item) => filled(item.value)),
    );
    expect(incomplete.map(({ where }) => where)).toEqual([]);
  });

  it("keeps a translated list as long as the English one (the pages are laid out for it)", () => {
    const uneven = translatedFields().filter(
      ({ items }) =>
        Array.isArray(items[0]?.value) &&
        items.some((item) => (item.value as unknown[]).length !== (items[0]!.value as unknown[]).length),
    );
    expect(uneven.map(({ where }) => where)).toEqual([]);
  });
});
