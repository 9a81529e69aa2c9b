import type { Dictionary } from "@shared/dictionaries/en";
import type { Locale } from "@shared/locales";

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

/** Characters Markdown reads as syntax anywhere in a line. */
const INLINE_SPECIAL = /[\\`*_[\]<>|~]/g;

/** Characters Markdown reads as syntax anywhere in a line, escaped. */
const escapeInline = (value: string): string => value.replace(INLINE_SPECIAL, "\\$&").replace(/!(?=\\\[)/g, "\\!");

/**
 * Editors' text as Markdown that shows it as written: syntax characters backslash-escaped, and a line that would
 * open a heading, a quote, a list or a rule escaped at its start. Line breaks stay (each a hard break).
 */
export function escapeText(value: string | null | undefined): string {
  if (!value) return "";
  return value
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) =>
      escapeInline(line)
        // What would open a heading, a quote, a list item or a rule at the start of a line.
        .replace(/^(\s*)(#{1,6}(?=\s|$)|>|[-+](?=\s|$)|=+\s*$|-+\s*$)/, "$1\\$2")
        .replace(/^(\s*\d+)([.)])(?=\s|$)/, "$1\\$2"),
    )
    .join("  \n");
}

/** Text for one line (a heading, a list item, a table cell): line breaks become spaces. */
export const escapeLine = (value: string | null | undefined): string =>
  escapeText((value ?? "").replace(/\s*[\r\n]+\s*/g, " ").trim());

/** An address as a reader outside the site needs it: a path of the site made absolute, any other kept as it is. */
export function absoluteUrl(href: string, siteUrl: string): string {
  return href.startsWith("/") ? `${siteUrl}${href}` : href;
}

/** An address inside `(…)`: spaces and the characters that would end it written as escapes. */
export const destination = (url: string) =>
  url.replace(/[\s()<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);

/** A link; only its words when it has no address (a link to a page that is gone). */
export function link(label: string | null | undefined, href: string | null | undefined, siteUrl: string): string {
  const text = escapeLine(label);
  if (!href || !text) return text;
  return `[${text}](${destination(absoluteUrl(href, siteUrl))})`;
}

/** An image, with its alternative text; nothing without an address. */
export function image(picture: { src?: string | null; alt?: string | null } | null | undefined, siteUrl: string) {
  if (!picture?.src) return "";
  return `![${escapeLine(picture.alt)}](${destination(absoluteUrl(picture.src, siteUrl))})`;
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
