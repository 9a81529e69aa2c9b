import { PAGES, routedPath } from "@shared/pages";
import { escapeXml } from "@shared/xml";
import { LOCALE_INFO, LOCALES, localePath } from "@shared/locales";

export interface ContentStamp {
  _type: string;
  _updatedAt: string;
  slug?: string | null;
}

/**
 * The newest change among the documents each page lists in its registry entry (site settings and link targets, on
 * every page, don't count unless the page is about them: the blog's list is about its posts).
 */
export function lastModifiedByPage(stamps: ContentStamp[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const stamp of stamps) {
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
  _updatedAt: string;
  noindex: boolean;
}

/**
 * sitemap.xml for every public page in every language (the fixed pages and the documents with a URL of their own),
 * with <lastmod> where the content says when it changed, and each URL's alternates (`xhtml:link`, the three
 * languages and x-default), as Google reads hreflang from sitemaps.
 */
export function buildSitemapXml(siteUrl: string, stamps: ContentStamp[], routed: RoutedStamp[] = []): string {
  const lastModified = lastModifiedByPage(stamps);
  const entries = [
    ...PAGES.map((page) => ({ path: page.path, lastmod: lastModified.get(page.path) })),
    // Documents editors made, but those they asked search engines to leave out.
    ...routed.flatMap((document) => {
      const path = document.noindex ? null : routedPath(document._type, document.name);
      return path ? [{ path, lastmod: document._updatedAt }] : [];
    }),
  ];
  const urls = entries.flatMap((page) => {
    const lastmod = page.lastmod;
    const alternates = [
      ...LOCALES.map((locale) => [LOCALE_INFO[locale].tag, siteUrl + localePath(locale, page.path)] as const),
      ["x-default", siteUrl + page.path] as const,
    ].map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`);
    return LOCALES.map((locale) =>
      [
        "  <url>",
        `    <loc>${escapeXml(siteUrl + localePath(locale, page.path))}</loc>`,
        ...(lastmod ? [`    <lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>`] : []),
        ...alternates,
        "  </url>",
      ].join("\n"),
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function buildRobotsTxt(siteUrl: string, allowIndexing: boolean): string {
  return allowIndexing
    ? `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
    : `# Indexing is switched off (ALLOW_INDEXING=false)\nUser-agent: *\nDisallow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
