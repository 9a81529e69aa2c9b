import { PAGES, routedPath, SITEMAP_PARTS_ROUTE } from "@shared/addresses/pages";
import { addressesOf, type Names } from "@shared/addresses/names";
import { LIMITS, SitemapIndexStream, SitemapStream, streamToPromise } from "sitemap";
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

/** One address of the sitemap, with its alternates in every language. */
interface SitemapUrl {
  url: string;
  lastmod?: string;
  links: { lang: string; url: string }[];
}

/** The most addresses one sitemap file lists (the protocol's 50,000); past it, sitemap.xml is an index of parts. */
export const SITEMAP_URLS_PER_FILE: number = LIMITS.MAX_URL_ENTRIES;

/** Where a part of a sitemap split in parts lives (the route's `:part`: "2.xml"). */
export const sitemapPartPath = (part: number) => SITEMAP_PARTS_ROUTE.path.replace(":part", `${part}.xml`);
const partUrl = (siteUrl: string, part: number) => `${siteUrl}${sitemapPartPath(part)}`;

/**
 * Every public page in every language (the fixed pages and the documents with a URL of their own), with <lastmod>
 * where the content says when it changed (a date that does not parse is left out), and each URL's alternates
 * (`xhtml:link`, the three languages and x-default), as Google reads hreflang from sitemaps.
 */
function sitemapUrls(siteUrl: string, stamps: ContentStamp[], routed: RoutedStamp[]): SitemapUrl[] {
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
  return entries.flatMap(({ addresses, lastmod }) => {
    const links = [
      ...LOCALES.map((locale) => ({ lang: LOCALE_INFO[locale].tag, url: siteUrl + addresses[locale] })),
      { lang: "x-default", url: siteUrl + addresses[DEFAULT_LOCALE] },
    ];
    const when = lastmod && !Number.isNaN(Date.parse(lastmod)) ? { lastmod } : {};
    return LOCALES.map((locale) => ({ url: siteUrl + addresses[locale], ...when, links }));
  });
}

/** A <urlset> of the addresses, written by the `sitemap` library, which escapes and encodes what it is given. */
async function urlSet(urls: SitemapUrl[]): Promise<string> {
  const stream = new SitemapStream({
    xmlns: { news: false, xhtml: true, image: false, video: false },
    lastmodDateOnly: true,
  });
  const written = streamToPromise(stream);
  for (const url of urls) stream.write(url);
  stream.end();
  return (await written).toString("utf8");
}

/** A <sitemapindex> of the parts, each with the newest <lastmod> of its addresses. */
async function sitemapIndex(siteUrl: string, parts: SitemapUrl[][]): Promise<string> {
  const stream = new SitemapIndexStream({ lastmodDateOnly: true });
  const written = streamToPromise(stream);
  parts.forEach((urls, index) => {
    const newest = urls.reduce<string | undefined>(
      (latest, url) => (url.lastmod && (!latest || url.lastmod > latest) ? url.lastmod : latest),
      undefined,
    );
    stream.write({ url: partUrl(siteUrl, index + 1), ...(newest ? { lastmod: newest } : {}) });
  });
  stream.end();
  return (await written).toString("utf8");
}

/** The addresses in parts of at most `perFile`. */
function partsOf(urls: SitemapUrl[], perFile: number): SitemapUrl[][] {
  return Array.from({ length: Math.ceil(urls.length / perFile) }, (_, index) =>
    urls.slice(index * perFile, (index + 1) * perFile),
  );
}

/** sitemap.xml: every public page in every language, or, past `perFile` addresses, an index of the parts listing them. */
export async function buildSitemapXml(
  siteUrl: string,
  stamps: ContentStamp[],
  routed: RoutedStamp[] = [],
  perFile: number = SITEMAP_URLS_PER_FILE,
): Promise<string> {
  const urls = sitemapUrls(siteUrl, stamps, routed);
  const parts = partsOf(urls, perFile);
  return parts.length > 1 ? sitemapIndex(siteUrl, parts) : urlSet(urls);
}

/** Part `part` (1, 2…) of sitemap.xml's index; null where there is none (none while one file holds every address). */
export async function buildSitemapPart(
  siteUrl: string,
  stamps: ContentStamp[],
  routed: RoutedStamp[],
  part: number,
  perFile: number = SITEMAP_URLS_PER_FILE,
): Promise<string | null> {
  const parts = partsOf(sitemapUrls(siteUrl, stamps, routed), perFile);
  const urls = parts.length > 1 ? parts[part - 1] : undefined;
  return urls ? urlSet(urls) : null;
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
