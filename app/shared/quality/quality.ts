import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../addresses/locales";
import { pathsOf } from "../addresses/names";
import { FILE_ROUTES, LOCALIZED_ROUTES, RESERVED_SEGMENTS, ROUTED_TYPES } from "../addresses/pages";
import { pagesServed, type OutDocument } from "../addresses/served";
import { filled } from "../translations/translations";
import { imageSize, isObject, join, segment, segmentsOf, valueIn, walk, type Path } from "./quality-walk";
import { SITE_NAME } from "../setup/site-name";
import { checkPage, duplicateTitles } from "./quality-pages";
import {
  megabytes,
  shownIn,
  QUALITY_LIMITS,
  textIn,
  type Add,
  type Doc,
  type Finding,
  type Level,
  type RuleId,
} from "./quality-rules";

export { imageAssetIds, imageSize } from "./quality-walk";

/*
 * The content quality rules (issue 51), one module for the Studio's validation and `npm run content:check`: each
 * rule has an id, a level (an error blocks publishing, a warning shows), a message in plain words, and points at a
 * field in a language. Pure: a document, or a whole dataset, in; findings out.
 */

const L = QUALITY_LIMITS;

export { QUALITY_LIMITS, RULES, type Finding, type Level, type RuleId, type Segment } from "./quality-rules";

/** What the rules need to know beyond a document: the dataset it lives in. */
export interface QualityContext {
  /**
   * Published documents by id (a draft's id starts with `drafts.`); null when the dataset could not be read (the
   * Studio offline): the rules about links then wait, the others still run.
   */
  published: ReadonlyMap<string, Doc> | null;
  /** Every path the site serves (fixed pages, routed documents in every language, redirects' old paths); or null. */
  served: ReadonlySet<string> | null;
  /** An image's size in bytes by its asset id, where it is known (the dataset's asset documents, or the files). */
  imageBytes?: (assetId: string) => number | null;
  /** The site's name, which every page's `<title>` ends with (site settings; SITE_NAME when unset). */
  siteName?: string;
}

/**
 * The heading level a kind of object draws its own heading at, above a text it holds: a rich-text block's heading is
 * an h2 (app/blocks/rich-text/RichTextBlock.tsx, a test ties the two), so its text's headings start below it. Any
 * other text starts below the page's h1.
 */
export const OWN_HEADING_LEVEL: Readonly<Record<string, number>> = { richTextBlock: 2 };

const HEADING = /^h([1-6])$/;

/** The rules that read one document (and, for links, the dataset it lives in). */
export function checkDocument(document: Doc, context: QualityContext): Finding[] {
  const findings: Finding[] = [];
  // (the rules walk a document field by field: one nested without end is reported, never walked)
  if (deeperThan(document, L.depthMax))
    return [
      {
        rule: "nesting",
        level: "error",
        message: `This document is nested more than ${L.depthMax} levels deep.`,
        documentId: document._id,
        documentType: document._type,
        language: null,
        path: "",
        segments: [],
      },
    ];
  const add = (rule: RuleId, level: Level, message: string, path: Path, language: Locale | null) =>
    findings.push({
      rule,
      level,
      message,
      documentId: document._id,
      documentType: document._type,
      language,
      path: join(path),
      segments: segmentsOf(path),
    });
  walk(document, [], null, (node, path, language, owner) => {
    if (!isObject(node) && !Array.isArray(node)) return;
    if (Array.isArray(node)) return checkHeadings(node, path, language, add, headingAbove(owner, language));
    if (isObject(node.asset) && typeof node.asset._ref === "string" && node.asset._ref.startsWith("image-"))
      return checkImage(node, owner, node.asset._ref, path, language, document, context, add);
    if (typeof node._ref === "string" && !node._ref.startsWith("image-") && !node._ref.startsWith("file-")) {
      // A reference weak by its field's choice (a header menu entry) is left out by the site while its page is not
      // published, never a dead link: its field says so. One to a draft made strong on publish is a link.
      const weakByChoice = node._weak === true && !node._strengthenOnPublish;
      if (!weakByChoice && context.published && !context.published.has(node._ref))
        add("link-target", "error", "This links to a page that is missing or not published.", path, language);
      return;
    }
    for (const key of ["href", "url"] as const) {
      const href = node[key];
      if (typeof href === "string") checkHref(href, [...path, key], language, context, add);
    }
  });
  checkPage(document, add, context.siteName ?? SITE_NAME);
  return findings;
}

/** The level of the heading drawn just above a text: its holder's own, where it has one, else the page's h1. */
function headingAbove(owner: unknown, language: Locale | null): number {
  if (!isObject(owner) || typeof owner._type !== "string") return 1;
  const level = OWN_HEADING_LEVEL[owner._type];
  if (!level) return 1;
  // (a language without its own heading shows the English one, else any language's)
  const heading = shownIn(owner.heading, language ?? DEFAULT_LOCALE);
  return heading ? level : 1;
}

/** Headings in Portable Text: from one level below the heading above the text, one level down at a time. */
function checkHeadings(blocks: unknown[], path: Path, language: Locale | null, add: Add, above = 1) {
  let previous = above;
  let first = true;
  blocks.forEach((block, index) => {
    if (!isObject(block) || block._type !== "block" || typeof block.style !== "string") return;
    const level = Number(HEADING.exec(block.style)?.[1] ?? 0);
    if (!level) return;
    const at = [...path, segment(block, index)];
    if (level > previous + 1)
      add(
        "heading-order",
        "error",
        !first
          ? `A heading ${level} follows a heading ${previous}: use a heading ${previous + 1}.`
          : above === 1
            ? `The text starts with a heading ${level}: start with a heading 2 (the page's title is the heading 1).`
            : `The text starts with a heading ${level} under its block's heading ${above}: start with a heading ${above + 1}.`,
        at,
        language,
      );
    else if (level === 1)
      add("heading-order", "error", "The page's title is its only heading 1: use a heading 2.", at, language);
    previous = level;
    first = false;
  });
}

function checkImage(
  image: Record<string, unknown>,
  owner: unknown,
  assetId: string,
  path: Path,
  language: Locale | null,
  document: Doc,
  context: QualityContext,
  add: Add,
) {
  // A share image (under `seo`) is no picture on the page; a logo is named by its `name`, which the site reads as its alt.
  const named = (locale: Locale) => isObject(owner) && filled(valueIn(owner.name, locale));
  // An image in one language's text (a post's body) has that language's description only: none is an error there.
  // Elsewhere the description is translated, and a language without one is read the English one meanwhile.
  if (image.decorative !== true && path[0] !== "seo")
    for (const locale of language ? [language] : LOCALES) {
      if (filled(valueIn(image.alt, locale)) || named(locale)) continue;
      const required = language !== null || locale === DEFAULT_LOCALE;
      add(
        "image-alt",
        required ? "error" : "warning",
        required
          ? "Describe this image for those who cannot see it, or mark it decorative."
          : "This image has no description in this language: the English one is read meanwhile.",
        [...path, "alt"],
        locale,
      );
    }
  const bytes = context.imageBytes?.(assetId) ?? null;
  if (bytes !== null && bytes > QUALITY_LIMITS.imageMaxBytes)
    add(
      "image-weight",
      "warning",
      `This image weighs ${megabytes(bytes)}: keep it under ${megabytes(L.imageMaxBytes)}.`,
      path,
      language,
    );
  const size = imageSize(assetId);
  if (document._type === "post" && join(path) === "cover" && size && size.width < QUALITY_LIMITS.coverMinWidth)
    add(
      "image-width",
      "warning",
      `A cover is shown ${L.coverMinWidth} px wide: this one is ${size.width} px.`,
      path,
      language,
    );
}

function checkHref(href: string, path: Path, language: Locale | null, context: QualityContext, add: Add) {
  if (/^http:\/\//i.test(href))
    add(
      "insecure-link",
      "warning",
      "This link is not encrypted (http://): use https:// if the site has it.",
      path,
      language,
    );
  if (!href.startsWith("/") || href.startsWith("//")) return;
  const bare = withoutTrailingSlashes(href.split(/[?#]/)[0]!);
  if (context.served && !servesPath(bare, context.served))
    add("link-path", "error", `The site has no page at ${bare}.`, path, language);
}

/** A path less its trailing slashes (but for `/`), in one pass: a regular expression would backtrack on 200,000. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === "/") end--;
  return path.slice(0, end);
}

/** Whether a value holds fields within fields more than `max` levels deep (counted without recursion). */
function deeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!isObject(node) && !Array.isArray(node)) continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Whether the site answers a path: a page, a file, a document's address, a redirect, or its own files. */
function servesPath(path: string, served: ReadonlySet<string>): boolean {
  return served.has(path.toLowerCase()) || RESERVED_SEGMENTS.includes(path.split("/")[1] ?? "");
}

/** The site's name as its pages' titles end with it: the published settings', else SITE_NAME. */
export function siteNameIn(documents: Iterable<Doc>): string {
  for (const document of documents)
    if (document._type === "siteSettings" && !document._id.startsWith("drafts."))
      return textIn(document.siteName, DEFAULT_LOCALE) ?? SITE_NAME;
  return SITE_NAME;
}

/**
 * Every path a link may point at for a dataset's published documents, in lower case: the pages the site serves
 * (../addresses/served.ts), its other routes and files, the redirects, and a document's name under any language's
 * prefix (the site sends it on to the name in that language).
 */
export function servedPaths(documents: Iterable<Doc>): Set<string> {
  const out: OutDocument[] = [];
  const others: string[] = FILE_ROUTES.map((route) => route.path);
  const everywhere = (path: string) => [path, ...LOCALES.map((locale) => localePath(locale, path))];
  for (const route of LOCALIZED_ROUTES) if (!/[:*]/.test(route.path)) others.push(...everywhere(route.path));
  for (const document of documents) {
    if (document._id.startsWith("drafts.")) continue;
    const paths = ROUTED_TYPES.some((entry) => entry.type === document._type) ? pathsOf(document) : null;
    if (paths) {
      out.push({ type: document._type, addresses: LOCALES.map((locale) => localePath(locale, paths[locale])) });
      for (const path of Object.values(paths)) others.push(...everywhere(path));
    }
    if (document._type === "redirect" && typeof document.from === "string" && document.enabled !== false)
      others.push(...everywhere(document.from));
  }
  return new Set([...pagesServed(out), ...others].map((path) => path.toLowerCase()));
}

/**
 * Every finding in a dataset: each document's (a draft in place of its published version: what Publish would
 * publish, as the Studio's Quality view shows it), and the published pages' duplicate titles. Links count only
 * published pages as there.
 */
export function checkDataset(documents: Doc[], imageBytes?: QualityContext["imageBytes"]): Finding[] {
  const published = documents.filter((document) => !document._id.startsWith("drafts."));
  const context: QualityContext = {
    published: new Map(published.map((document) => [document._id, document])),
    served: servedPaths(published),
    imageBytes,
    siteName: siteNameIn(published),
  };
  const latest = new Map(published.map((document) => [document._id, document]));
  for (const document of documents)
    if (document._id.startsWith("drafts."))
      latest.set(document._id.slice("drafts.".length), { ...document, _id: document._id.slice("drafts.".length) });
  return [
    ...[...latest.values()].flatMap((document) => checkDocument(document, context)),
    ...duplicateTitles(published),
  ];
}
