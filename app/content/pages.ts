/*
 * The page registry: which path shows which content, as plain data with no imports. The header and footer
 * navigation, the HTML sitemap, sitemap.xml (with each page's last change), the legal routes and the Studio's
 * Presentation tool (sanity-studio/presentation.ts imports this file) all read it, so a page is added here once
 * (with its names in each dictionary, app/i18n/dictionaries).
 */

export type PageGroup = "Product" | "Company" | "Try it" | "Legal";

export interface SitePage {
  /** Its English path; its names (title, description, navigation label) are the dictionaries' `pages[path]`. */
  path: string;
  group: PageGroup;
  /** Where the site links to it: the header's main navigation, or the footer's legal links. */
  nav?: "main" | "legal";
  /** The document the page is about: a singleton by type, or a legal page by slug. */
  document?: { type: string; slug?: string };
  /** Every document type the page shows (besides site settings, which every page shows). */
  types: string[];
}

/** Shown on every page (header and footer). */
export const LAYOUT_TYPES = ["siteSettings"] as const;

export const PAGES: SitePage[] = [
  {
    path: "/",
    group: "Product",
    nav: "main",
    document: { type: "homePage" },
    types: ["homePage", "testimonial"],
  },
  {
    path: "/features",
    group: "Product",
    nav: "main",
    document: { type: "featuresPage" },
    types: ["featuresPage", "featureGroup"],
  },
  {
    path: "/solutions",
    group: "Product",
    nav: "main",
    document: { type: "solutionsPage" },
    types: ["solutionsPage", "solution"],
  },
  {
    path: "/pricing",
    group: "Product",
    nav: "main",
    document: { type: "pricingPage" },
    types: ["pricingPage", "plan", "addOn", "faq"],
  },
  {
    path: "/about",
    group: "Company",
    nav: "main",
    document: { type: "aboutPage" },
    types: ["aboutPage"],
  },
  {
    path: "/contact",
    group: "Company",
    nav: "main",
    document: { type: "contactPage" },
    types: ["contactPage"],
  },
  {
    path: "/chatbot",
    group: "Try it",
    types: [],
  },
  { path: "/auth", group: "Try it", types: [] },
  {
    path: "/privacy-policy",
    group: "Legal",
    nav: "legal",
    document: { type: "legalPage", slug: "privacy-policy" },
    types: ["legalPage"],
  },
  {
    path: "/terms-of-service",
    group: "Legal",
    nav: "legal",
    document: { type: "legalPage", slug: "terms-of-service" },
    types: ["legalPage"],
  },
  {
    path: "/sitemap",
    group: "Legal",
    nav: "legal",
    types: [],
  },
];

export const PAGE_GROUPS: PageGroup[] = ["Product", "Company", "Try it", "Legal"];

/** The paths one navigation area links to, in order. */
export function navLinks(area: "main" | "legal"): string[] {
  return PAGES.flatMap((page) => (page.nav === area ? [page.path] : []));
}

/** The pages that show a document type (legal pages: only the one with that slug, when a slug is given). */
export function pagesShowing(type: string, slug?: string | null): SitePage[] {
  if ((LAYOUT_TYPES as readonly string[]).includes(type)) return PAGES;
  return PAGES.filter(
    (page) => page.types.includes(type) && (!slug || !page.document?.slug || page.document.slug === slug),
  );
}

/** The legal pages, by slug: one route module serves them all. */
export const LEGAL_SLUGS = PAGES.flatMap((page) => (page.document?.slug ? [page.document.slug] : []));
