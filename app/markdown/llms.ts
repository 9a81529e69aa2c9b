import type { ROUTED_DOCUMENTS_QUERY_RESULT } from "~/content/generated/sanity.types";
import type { Localized } from "~/content/layer/localize";
import { fill } from "@shared/dictionaries/fill";
import { pageText } from "~/i18n/layout-dictionary";
import { localePath } from "@shared/addresses/locales";
import { PAGES, routedPath } from "@shared/addresses/pages";
import { markdownAddress } from "~/lib/markdown-address";
import { blocks, escapeLine, heading, link, type MarkdownContext } from "./markdown";

/*
 * llms.txt (llmstxt.org) in a language: the site's name as H1, a summary as a blockquote, then sections listing each
 * page's Markdown twin with its title and description; the long tail under "Optional", the section a reader may
 * skip. llms-full.txt (app/routes/llms-full-txt.ts) joins the twins of the same list.
 */

/** The sections, in order; "optional" is written `Optional` in every language, as llmstxt.org names it. */
export const LLMS_SECTIONS = ["product", "pricing", "solutions", "company", "blog", "legal", "optional"] as const;
export type LlmsSection = (typeof LLMS_SECTIONS)[number];

export interface LlmsEntry {
  section: LlmsSection;
  title: string;
  /** The page's address in its language (its twin is `markdownAddress` of it). */
  path: string;
  description: string | null;
}

/** Where each fixed page is listed (by its path in the registry); a page not named here is in "Optional". */
const FIXED_SECTIONS: Record<string, LlmsSection> = {
  "/": "product",
  "/features": "product",
  "/pricing": "pricing",
  "/solutions": "solutions",
  "/about": "company",
  "/contact": "company",
  "/blog": "blog",
  "/privacy-policy": "legal",
  "/terms-of-service": "legal",
};

/** Where a document with an address is listed, by its type (and a landing page by where it lives). */
function documentSection(type: string, path: string): LlmsSection {
  if (type === "post") return "blog";
  if (type === "landingPage") return path.startsWith("/solutions/") ? "solutions" : "product";
  return "optional";
}

type Documents = Localized<ROUTED_DOCUMENTS_QUERY_RESULT>;

/** Every public page of a language, by section: the registry's pages, then each indexable document. */
export function llmsEntries(documents: Documents, { locale, t }: MarkdownContext): LlmsEntry[] {
  const fixed = PAGES.map((page) => ({
    section: FIXED_SECTIONS[page.path] ?? "optional",
    title: pageText(t, page.path)?.title ?? page.path,
    path: localePath(locale, page.path),
    description: pageText(t, page.path)?.description ?? null,
  }));
  const routed = documents.flatMap((document) => {
    const path = document.noindex ? null : routedPath(document._type, document.name);
    if (!path || typeof document.title !== "string") return [];
    const description = typeof document.description === "string" ? document.description : null;
    return [
      {
        section: documentSection(document._type, path),
        title: document.title,
        path: localePath(locale, path),
        description,
      },
    ];
  });
  return LLMS_SECTIONS.flatMap((section) => [...fixed, ...routed].filter((entry) => entry.section === section));
}

/** The name of a section in the page's language. */
function sectionName(section: LlmsSection, { t }: MarkdownContext): string {
  switch (section) {
    case "product":
      return t.groups.Product;
    case "company":
      return t.groups.Company;
    case "legal":
      return t.groups.Legal;
    case "optional":
      return "Optional";
    default:
      return pageText(t, `/${section}`)?.title ?? section;
  }
}

/** A twin's absolute address. */
export const twinUrl = (path: string, { siteUrl }: MarkdownContext) => `${siteUrl}${markdownAddress(path)}`;

/** llms.txt: H1, summary, and each section's links to the twins. */
export function llmsTxt(entries: readonly LlmsEntry[], siteName: string, context: MarkdownContext): string {
  const sections = LLMS_SECTIONS.flatMap((section) => {
    const listed = entries.filter((entry) => entry.section === section);
    if (listed.length === 0) return [];
    const lines = listed.map(
      (entry) =>
        `- ${link(entry.title, twinUrl(entry.path, context), context.siteUrl)}${entry.description ? `: ${escapeLine(entry.description)}` : ""}`,
    );
    return [blocks(heading(2, sectionName(section, context)), lines.join("\n"))];
  });
  return `${blocks(heading(1, siteName), `> ${escapeLine(fill(context.t.machine.summary, { site: siteName }))}`, ...sections)}\n`;
}

/** The largest llms-full.txt in bytes: pages past it are listed by address instead (tests/e2e checks the dataset's fit). */
export const LLMS_FULL_BUDGET_BYTES = 256 * 1024;

/**
 * llms-full.txt: the twins of `entries`, in order, each under its address, within `budget` bytes; those that would
 * pass it are listed at the end by address. `twins` holds each page's Markdown by path (a page without one is left
 * out).
 */
export function llmsFullTxt(
  entries: readonly LlmsEntry[],
  twins: ReadonlyMap<string, string>,
  siteName: string,
  context: MarkdownContext,
  budget = LLMS_FULL_BUDGET_BYTES,
): string {
  const head = `${blocks(heading(1, siteName), `> ${escapeLine(fill(context.t.machine.full, { site: siteName }))}`)}\n`;
  const parts = [head];
  let bytes = Buffer.byteLength(head);
  const left: LlmsEntry[] = [];
  const reserve = 64 * 1024; // room for the list of pages that did not fit
  for (const entry of entries) {
    const twin = twins.get(entry.path);
    if (!twin) continue;
    const part = `\n---\n\n<!-- ${twinUrl(entry.path, context)} -->\n\n${twin.trim()}\n`;
    const size = Buffer.byteLength(part);
    if (left.length > 0 || bytes + size > budget - reserve) left.push(entry);
    else {
      parts.push(part);
      bytes += size;
    }
  }
  if (left.length > 0) {
    // The pages that did not fit, by address, as far as the budget goes; then where the whole list is.
    const rest = [`\n---\n\n${escapeLine(context.t.machine.over)}\n\n`];
    const end = `- ${link("llms.txt", `${context.siteUrl}${localePath(context.locale, "/llms.txt")}`, context.siteUrl)}\n`;
    let size = bytes + Buffer.byteLength(rest[0]!) + Buffer.byteLength(end);
    for (const entry of left) {
      const line = `- ${link(entry.title, twinUrl(entry.path, context), context.siteUrl)}\n`;
      size += Buffer.byteLength(line);
      if (size > budget) break;
      rest.push(line);
    }
    parts.push(...rest, rest.length - 1 < left.length ? end : "");
  }
  return parts.join("");
}
