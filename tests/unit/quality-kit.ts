import { checkDataset, type Finding } from "@shared/quality/quality";

/* Small datasets for the content quality rules' tests (quality.test.ts, quality-check-cli.test.ts). */

export type Doc = Record<string, unknown> & { _id: string; _type: string };
/** A translated field: one value for every language, or one each (undefined: that language left out). */
export const tr = (...values: unknown[]) =>
  (["en", "fr", "rw"] as const)
    .map((language, index) => [language, values.length === 1 ? values[0] : values[index]] as const)
    .filter(([, value]) => value !== undefined)
    .map(([language, value]) => ({ _key: language, _type: "internationalizedArrayStringValue", language, value }));
export const text = (length: number) => "x".repeat(length);
export const image = (alt?: unknown, size = "1600x900") => ({
  _type: "image",
  asset: { _type: "reference", _ref: `image-abc-${size}-png` },
  ...(alt === undefined ? {} : { alt }),
});
export const DESCRIPTION = text(100);
/** A post that breaks no rule, to break one field at a time. */
export const post = (fields: Record<string, unknown> = {}): Doc => ({
  _id: "post-a",
  _type: "post",
  title: tr("A post"),
  slug: { _type: "slug", current: "a-post" },
  excerpt: tr(DESCRIPTION),
  cover: image(tr("A map of Kigali")),
  body: tr([]),
  ...fields,
});
export const page = (id: string, type = "pricingPage"): Doc => ({ _id: id, _type: type });
export const findings = (...documents: Doc[]) => checkDataset(documents);
export const of = (rule: Finding["rule"], list: Finding[]) =>
  list.filter((finding) => finding.rule === rule).map(({ level, language, path }) => ({ level, language, path }));
