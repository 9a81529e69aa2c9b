// The bundled dataset at a larger scale, for the site, the bench and the tests to run on what the site will hold:
//   npm run scale -- --scale 10 [--out .cache/scale-10/data.ndjson]
// At scale N: 100 × N posts, 10 × N landing pages and N times today's count of every other type with a URL of its own
// (categories, authors): the bundled ones and copies of them (every language, each with names and titles of its
// own, so the quality gate finds no duplicate), beside every other document as it is (the plans, add-ons,
// questions, the fixed pages). The local lake serves it:
//   tsx scripts/lake.ts --dataset-file .cache/scale-10/data.ndjson
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseNdjson, type SanityDocument } from "@shared/content/groq";
import { DEFAULT_LOCALE } from "@shared/addresses/locales";
import { ROUTED_TYPES } from "@shared/addresses/pages";
import { SOURCE_FIELD, sourceHash } from "@shared/translations/translation-status";

/** How many posts and landing pages a scale of 1 holds (posts: a hundred, as a blog a year or two old has). */
export const PER_SCALE: Readonly<Record<string, number>> = { post: 100, landingPage: 10 };

type Item = { language: string; value: unknown; [SOURCE_FIELD]?: string } & Record<string, unknown>;

/** A text with ` n` in place of its last characters: no longer than it was (a title stays within its limit). */
const withNumber = (text: string, n: number) =>
  `${text.slice(0, Math.max(1, text.length - ` ${n}`.length)).trimEnd()} ${n}`;

/** A translated text numbered in every language (withNumber), its translations still made from its English. */
function numbered(field: unknown, n: number): unknown {
  if (!Array.isArray(field)) return field;
  const items = (field as Item[]).map((item) =>
    typeof item.value === "string" ? { ...item, value: withNumber(item.value, n) } : item,
  );
  const english = items.find((item) => item.language === DEFAULT_LOCALE)?.value;
  return items.map((item) => (SOURCE_FIELD in item ? { ...item, [SOURCE_FIELD]: sourceHash(english) } : item));
}

/** A name (a slug, or a landing page's path) and its other languages' with `-n` after them. */
function renamed(document: SanityDocument, field: "slug" | "path", n: number) {
  const slug = (value: { current?: string } | undefined) => value && { ...value, current: `${value.current}-${n}` };
  const others = document.slugs as Record<string, { current?: string }> | undefined;
  return {
    [field]: slug(document[field] as { current?: string }),
    ...(others
      ? {
          slugs: Object.fromEntries(
            Object.entries(others).map(([key, value]) => [key, key === "_type" ? value : slug(value)]),
          ),
        }
      : {}),
  };
}

/** The n-th copy of a template: a new id, its own names and titles (SEO titles too: no two pages share one). */
function copy(template: SanityDocument, n: number, field: "slug" | "path") {
  const titleField = "title" in template ? "title" : "name";
  const seo = template.seo as Record<string, unknown> | undefined;
  return {
    ...template,
    _id: `${template._id}-${n}`,
    _rev: "scaled",
    ...renamed(template, field, n),
    [titleField]: titleField === "name" ? `${template[titleField] as string} ${n}` : numbered(template[titleField], n),
    ...(seo ? { seo: { ...seo, title: numbered(seo.title, n) } } : {}),
  } as SanityDocument;
}

const cycle = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** The dataset at `scale`, from the bundled documents. */
export function scaleDataset(documents: readonly SanityDocument[], scale: number): SanityDocument[] {
  const of = (type: string) => documents.filter((document) => document._type === type);
  /** Copies of the bundled documents of a routed type, so that there are as many in all as the scale asks. */
  const copies = new Map(
    ROUTED_TYPES.map(({ type, field }) => {
      // The webinar's page carries a form (a page for one visitor): copies are of pages any visitor shares.
      const templates = of(type).filter((document) => !JSON.stringify(document).includes("contactForm"));
      const count = Math.max(0, (PER_SCALE[type] ?? of(type).length) * scale - of(type).length);
      return [type, Array.from({ length: count }, (_, i) => copy(cycle(templates, i), i + 1, field))] as const;
    }),
  );
  const every = (type: string) => [...of(type), ...(copies.get(type) ?? [])];
  const typeOf = new Map(documents.map((document) => [document._id, document._type]));
  /** A list of references, each moved to the i-th document of its type (the posts spread over every category). */
  const spread = (list: unknown, i: number) =>
    Array.isArray(list)
      ? list.map((item: { _ref?: string }) => {
          const type = item._ref && typeOf.get(item._ref);
          return type ? { ...item, _ref: cycle(every(type), i * (1 + list.length))._id } : item;
        })
      : list;
  const day = 24 * 3600 * 1000;
  for (const [type, made] of copies)
    copies.set(
      type,
      made.map((document, i) => ({
        ...document,
        ...Object.fromEntries(
          Object.entries(document).map(([field, value]) => [field, field === "related" ? undefined : spread(value, i)]),
        ),
        // (a post: one a day or so, back from the newest bundled post's date)
        ...("publishedAt" in document
          ? { publishedAt: new Date(Date.parse("2026-10-01T08:00:00Z") - i * day * 0.7).toISOString() }
          : {}),
      })),
    );
  return [...documents, ...[...copies.values()].flat()];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("scripts/scale-dataset.ts")) {
  const { values } = parseArgs({ options: { scale: { type: "string", default: "10" }, out: { type: "string" } } });
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale takes a whole number from 1: ${values.scale}`);
  const out = path.resolve(values.out ?? `.cache/scale-${scale}/data.ndjson`);
  const scaled = scaleDataset(parseNdjson(readFileSync("fixtures/data.ndjson", "utf8")), scale);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, scaled.map((document) => JSON.stringify(document)).join("\n") + "\n");
  console.log(`${scaled.length} documents at scale ${scale}: ${out}`);
}
