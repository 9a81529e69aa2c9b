import type { Locale } from "../addresses/locales";
import type { Path } from "./quality-walk";
import { valueIn } from "./quality-walk";
import { isTranslations, pickTranslation } from "../translations/translations";
import type { PathSegment } from "../translations/translation-status";

/*
 * What the content quality rules (./quality.ts) are: their ids, levels, limits and findings, and the helpers every
 * rule shares.
 */

export type Level = "error" | "warning";

export interface Finding {
  rule: RuleId;
  level: Level;
  message: string;
  documentId: string;
  documentType: string;
  /** The language the finding is in; null for what is the same in every language. */
  language: Locale | null;
  /** The field, as a dotted path with array items by key (`blocks[hero].image.alt`). */
  path: string;
  /** The same as Sanity's path (`["blocks", { _key: "hero" }, "image", "alt"]`), for the Studio's markers. */
  segments: Segment[];
}

/** A step of a field's path: a field's name, an array item by its key, or by its index (Sanity's path segments). */
export type Segment = PathSegment;

/** Limits the rules measure by. */
export const QUALITY_LIMITS = {
  seoTitleMax: 60,
  seoDescriptionMin: 70,
  seoDescriptionMax: 160,
  imageMaxBytes: 2 * 2 ** 20,
  coverMinWidth: 1200,
  /** Levels of fields within fields: the Studio's deepest document (a landing page's block) has about ten. */
  depthMax: 32,
} as const;
const L = QUALITY_LIMITS;
export const megabytes = (bytes: number) => `${Number((bytes / 2 ** 20).toFixed(1))} MB`;

/** Every rule: why it matters, for the docs and the Quality view. */
export const RULES = {
  "image-alt": "An image the site shows needs a text for those who cannot see it (screen readers, slow connections).",
  "heading-order":
    "Headings go down one level at a time, from the level the page gives the text, so that the outline reads.",
  "seo-title": `A page's title, with the site's name the page adds, over ${L.seoTitleMax} characters is cut in search results.`,
  "seo-description": `A description of ${L.seoDescriptionMin} to ${L.seoDescriptionMax} characters is what search results show whole.`,
  "duplicate-title": "Two pages with one title in a language look the same in search results and tabs.",
  "link-target": "A link to a page that is missing or not published leads nowhere.",
  "link-path": "A typed address the site does not serve is a dead link.",
  "insecure-link": "An http:// link to another site is not encrypted; most sites answer on https://.",
  "image-weight": `An image over ${megabytes(L.imageMaxBytes)} is slow to load on a phone.`,
  "image-width": "A picture narrower than its place on the page looks blurred.",
  "post-excerpt": "A post's excerpt is its summary in lists, feeds and search results.",
  "landing-h1": "A landing page opens with a hero block, whose heading is the page's title (its H1).",
  nesting: `A document nested more than ${L.depthMax} levels deep was not made in the Studio: it is not checked further.`,
} as const;
export type RuleId = keyof typeof RULES;

export type Doc = Record<string, unknown> & { _id: string; _type: string };

/** How a rule reports a finding in the document being checked. */
export type Add = (rule: RuleId, level: Level, message: string, path: Path, language: Locale | null) => void;

/** A text of a document in a language (a translated field's entry, or a plain text). */
export const textIn = (field: unknown, language: Locale): string | null => {
  const value = valueIn(field, language);
  return typeof value === "string" && value.trim() ? value.trim() : null;
};

/** A text as a page shows it in a language: its own, else English, else any language's (the site's fallback). */
export const shownIn = (field: unknown, language: Locale): string | null => {
  if (!isTranslations(field)) return textIn(field, language);
  const value = pickTranslation(field, language)?.value;
  return typeof value === "string" && value.trim() ? value.trim() : null;
};
