import type { Dictionary } from "@shared/dictionaries/en";
import type { Locale } from "@shared/addresses/locales";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";

/*
 * The pieces every page's Markdown twin is written with (docs/developers.md, "Pages for machines"): text an editor
 * wrote is escaped so that it reads as the words it is (a `*` or a `#` in a title stays a character), headings keep
 * their levels, links and images their absolute addresses. Pure: the blocks' and pages' writers build on it.
 */

/** What a writer needs besides the page's data: where the site lives, and the page's language and words. */
export interface MarkdownContext {
  siteUrl: string;
  locale: Locale;
  t: Dictionary;
}

/** GitHub's Markdown (tables, strikethrough, autolinks), which readers of the twins often are. */
const GFM = [gfmToMarkdown()];

/**
 * Editors' text as Markdown that shows it as written, through mdast's own writer (mdast-util-to-markdown): what
 * would be syntax where it stands (a `*`, a `[`, an entity such as `&copy;`, a line that would open a heading, a
 * quote or a list) is escaped, and nothing else. Line breaks stay (each a hard break).
 */
export function escapeText(value: string | null | undefined): string {
  if (!value) return "";
  const children = value
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .flatMap((line, index) => [...(index ? [{ type: "break" as const }] : []), { type: "text" as const, value: line }]);
  return toMarkdown({ type: "paragraph", children }, { extensions: GFM }).replace(/\n$/, "");
}

/** Text for one line (a heading, a list item, a table cell): line breaks become spaces. */
export const escapeLine = (value: string | null | undefined): string => escapeText(oneLine(value));

/** Text on one line: line breaks become spaces. */
const oneLine = (value: string | null | undefined) => (value ?? "").replace(/\s*[\r\n]+\s*/g, " ").trim();

/** One inline node (a link, an image) as Markdown, its words escaped for where they stand. */
const inline = (
  node:
    | { type: "link"; url: string; children: { type: "text"; value: string }[] }
    | { type: "image"; url: string; alt: string },
) => toMarkdown({ type: "paragraph", children: [node] }, { extensions: GFM }).replace(/\n$/, "");

/** An address as a reader outside the site needs it: a path of the site made absolute, any other kept as it is. */
export function absoluteUrl(href: string, siteUrl: string): string {
  return href.startsWith("/") ? `${siteUrl}${href}` : href;
}

/** An address inside `(…)`: spaces and the characters that would end it written as escapes. */
export const destination = (url: string) =>
  url.replace(/[\s()<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);

/** A link; only its words when it has no address (a link to a page that is gone). */
export function link(label: string | null | undefined, href: string | null | undefined, siteUrl: string): string {
  const words = oneLine(label);
  if (!href || !words) return escapeText(words);
  return inline({
    type: "link",
    url: destination(absoluteUrl(href, siteUrl)),
    children: [{ type: "text", value: words }],
  });
}

/** An image, with its alternative text; nothing without an address. */
export function image(picture: { src?: string | null; alt?: string | null } | null | undefined, siteUrl: string) {
  if (!picture?.src) return "";
  return inline({ type: "image", url: destination(absoluteUrl(picture.src, siteUrl)), alt: oneLine(picture.alt) });
}

/** A heading of `level` (1–6); nothing without words. */
export function heading(level: number, text: string | null | undefined): string {
  const words = escapeLine(text);
  return words ? `${"#".repeat(Math.min(6, Math.max(1, level)))} ${words}` : "";
}

/** A bulleted list of already-written items (empty ones left out); nothing when none is left. */
export function bullets(items: readonly (string | null | undefined)[]): string {
  return items
    .filter((item): item is string => Boolean(item))
    .map((item) => `- ${item.replace(/\n/g, "\n  ")}`)
    .join("\n");
}

/** A numbered list of already-written items. */
export function numbered(items: readonly (string | null | undefined)[]): string {
  return items
    .filter((item): item is string => Boolean(item))
    .map((item, index) => `${index + 1}. ${item.replace(/\n/g, "\n   ")}`)
    .join("\n");
}

/** A table (GitHub's Markdown): its header and rows of already-written cells, a `|` in a cell escaped. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return "";
  const row = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/(?<!\\)\|/g, "\\|").replace(/\n+/g, " ")).join(" | ")} |`;
  return [row(head), `| ${head.map(() => "---").join(" | ")} |`, ...rows.map(row)].join("\n");
}

/** Paragraphs and parts, empty ones left out, a blank line between each. */
export const blocks = (...parts: readonly (string | null | undefined | false)[]): string =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join("\n\n");

/** A part with a heading: nothing at all when the part has no content besides its heading. */
export function section(level: number, title: string | null | undefined, ...parts: (string | null | undefined)[]) {
  const body = blocks(...parts);
  return body ? blocks(heading(level, title), body) : "";
}
