import { SITE_PAGES } from "./site";

/** Which page shows each content type; legal pages are found by their slug. */
const PAGE_OF_TYPE: Record<string, string> = {
  homePage: "/",
  testimonial: "/",
  aboutPage: "/about",
  featuresPage: "/features",
  featureGroup: "/features",
  solutionsPage: "/solutions",
  solution: "/solutions",
  pricingPage: "/pricing",
  plan: "/pricing",
  addOn: "/pricing",
  faq: "/pricing",
  contactPage: "/contact",
};

/** The page that shows a content type (legal pages excepted: they live at their slug). */
export function pageOfType(type: string): string | undefined {
  return PAGE_OF_TYPE[type];
}

export interface ContentStamp {
  _type: string;
  _updatedAt: string;
  slug?: string | null;
}

/** The newest change among the documents each page shows. */
export function lastModifiedByPage(stamps: ContentStamp[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const stamp of stamps) {
    const page = stamp._type === "legalPage" && stamp.slug ? `/${stamp.slug}` : PAGE_OF_TYPE[stamp._type];
    if (!page) continue;
    const current = latest.get(page);
    if (!current || stamp._updatedAt > current) latest.set(page, stamp._updatedAt);
  }
  return latest;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string);

/** sitemap.xml for every public page, with <lastmod> where the content says when it changed. */
export function buildSitemapXml(siteUrl: string, stamps: ContentStamp[]): string {
  const lastModified = lastModifiedByPage(stamps);
  const urls = SITE_PAGES.flatMap((group) => group.pages).map((page) => {
    const lastmod = lastModified.get(page.to);
    return [
      "  <url>",
      `    <loc>${escapeXml(siteUrl + page.to)}</loc>`,
      ...(lastmod ? [`    <lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>`] : []),
      "  </url>",
    ].join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function buildRobotsTxt(siteUrl: string, allowIndexing: boolean): string {
  return allowIndexing
    ? `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
    : `# Indexing is switched off (ALLOW_INDEXING=false)\nUser-agent: *\nDisallow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
