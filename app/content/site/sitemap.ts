import { PAGES, routedPath } from "@shared/addresses/pages";
import { addressesOf, type Names } from "@shared/addresses/names";
import { SitemapStream, streamToPromise } from "sitemap";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localePath, type Locale } from "@shared/addresses/locales";

export interface ContentStamp {
  _type: string;
  _updatedAt: string;
  slug?: string | null;
}

/**
 * The newest change among the documents each page lists in its registry entry (site settings and link targets, on
 * every page, don't count unless the page is about them: the blog's list is about its posts; nor do experiments).
 */
export function lastModifiedByPage(stamps: ContentStamp[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const stamp of stamps) {
    // (an experiment changes what some visitors see, not what the page says to a search engine: it sees the page
    // as published)
    if (stamp._type === "experiment") continue;
    for (const page of PAGES) {
      if (!page.types.includes(stamp._type)) continue;
      if (stamp.slug && page.document?.slug && page.document.slug !== stamp.slug) continue;
      const current = latest.get(page.path);
      if (!current || stamp._updatedAt > current) latest.set(page.path, stamp._updatedAt);
    }
  }
  return latest;
}

/** A document with a URL of its own, as ROUTED_DOCUMENTS_QUERY lists it. */
export interface RoutedStamp {
  _type: string;
  name: string | null;
  names: Names;
  _updatedAt: string;
  noindex: boolean;
}

/**
 * sitemap.xml for every public page in every language (the fixed pages and the documents with a URL of their own),
 * with <lastmod> where the content says when it changed (a date that does not parse is left out), and each URL's
 * alternates (`xhtml:link`, the three languages and x-default), as Google reads hreflang from sitemaps. Written by
 * the `sitemap` library, which escapes and encodes what it is given.
 */
export async function buildSitemapXml(siteUrl: string, stamps: ContentStamp[], routed: RoutedStamp[] = []) {
  const lastModified = lastModifiedByPage(stamps);
  const everyLanguage = (path: string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])) as Record<Locale, string>;
  const entries = [
    ...PAGES.map((page) => ({ addresses: everyLanguage(page.path), lastmod: lastModified.get(page.path) })),
    // Documents editors made (each at its name in each language), but those they asked search engines to leave out.
    ...routed.flatMap((document) => {
      const path = document.noindex ? null : routedPath(document._type, document.name);
      return path ? [{ addresses: addressesOf(document._type, document.names), lastmod: document._updatedAt }] : [];
    }),
  ];
  const stream = new SitemapStream({
    xmlns: { news: false, xhtml: true, image: false, video: false },
    lastmodDateOnly: true,
  });
  const written = streamToPromise(stream);
  for (const { addresses, lastmod } of entries) {
    const links = [
      ...LOCALES.map((locale) => ({ lang: LOCALE_INFO[locale].tag, url: siteUrl + addresses[locale] })),
      { lang: "x-default", url: siteUrl + addresses[DEFAULT_LOCALE] },
    ];
    const when = lastmod && !Number.isNaN(Date.parse(lastmod)) ? { lastmod } : {};
    for (const locale of LOCALES) stream.write({ url: siteUrl + addresses[locale], ...when, links });
  }
  stream.end();
  return (await written).toString("utf8");
}

/**
 * The crawlers that gather pages for AI models and answer engines, by the name they give robots.txt: kept out when
 * AI_CRAWLERS=block (docs/operators.md). Search engines' own crawlers are not among them.
 */
export const AI_CRAWLERS = [
  "GPTBot",
  "ChatGPT-User",
  "OAI-SearchBot",
  "ClaudeBot",
  "Claude-User",
  "Claude-SearchBot",
  "anthropic-ai",
  "Google-Extended",
  "Applebot-Extended",
  "PerplexityBot",
  "Perplexity-User",
  "CCBot",
  "Bytespider",
  "Meta-ExternalAgent",
  "cohere-ai",
  "Amazonbot",
] as const;

/**
 * robots.txt: everyone may crawl (or no one, with indexing off), AI crawlers kept out when `aiCrawlers` is "block";
 * it names the sitemap and llms.txt (the pages as Markdown, for AI assistants: llmstxt.org).
 */
export function buildRobotsTxt(
  siteUrl: string,
  allowIndexing: boolean,
  aiCrawlers: "allow" | "block" = "allow",
): string {
  const everyone = allowIndexing
    ? "User-agent: *\nAllow: /\n"
    : "# Indexing is switched off (ALLOW_INDEXING=false)\nUser-agent: *\nDisallow: /\n";
  const ai =
    allowIndexing && aiCrawlers === "block"
      ? `\n# AI crawlers are kept out (AI_CRAWLERS=block)\n${AI_CRAWLERS.map((name) => `User-agent: ${name}`).join("\n")}\nDisallow: /\n`
      : "";
  return `${everyone}${ai}\n# The site's pages as Markdown, for AI assistants (llmstxt.org): ${siteUrl}/llms.txt\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
