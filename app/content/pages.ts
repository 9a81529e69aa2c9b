/*
 * The page registry: which path shows which content, as plain data with no imports. The header and footer
 * navigation, the HTML sitemap, sitemap.xml (with each page's last change), the legal routes and the Studio's
 * Presentation tool (sanity-studio/presentation.ts imports this file) all read it, so a page is added here once.
 */

export type PageGroup = "Product" | "Company" | "Try it" | "Legal";

export interface SitePage {
  path: string;
  /** Its name in the HTML sitemap and in the Studio's Presentation tool. */
  title: string;
  description: string;
  group: PageGroup;
  /** Where the site links to it: the header's main navigation, or the footer's legal links. */
  nav?: { area: "main" | "legal"; label: string };
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
    title: "Home",
    description: "The platform at a glance",
    group: "Product",
    nav: { area: "main", label: "Home" },
    document: { type: "homePage" },
    types: ["homePage", "testimonial"],
  },
  {
    path: "/features",
    title: "Features",
    description: "Seven feature groups, from chat to white-label",
    group: "Product",
    nav: { area: "main", label: "Features" },
    document: { type: "featuresPage" },
    types: ["featuresPage", "featureGroup"],
  },
  {
    path: "/solutions",
    title: "Solutions",
    description: "How ten industries use Ihuza",
    group: "Product",
    nav: { area: "main", label: "Solutions" },
    document: { type: "solutionsPage" },
    types: ["solutionsPage", "solution"],
  },
  {
    path: "/pricing",
    title: "Pricing",
    description: "Plans, add-ons and answers to common questions",
    group: "Product",
    nav: { area: "main", label: "Pricing" },
    document: { type: "pricingPage" },
    types: ["pricingPage", "plan", "addOn", "faq"],
  },
  {
    path: "/about",
    title: "About us",
    description: "Vision, mission, values and company profile",
    group: "Company",
    nav: { area: "main", label: "About" },
    document: { type: "aboutPage" },
    types: ["aboutPage"],
  },
  {
    path: "/contact",
    title: "Contact",
    description: "Write to us or find our details",
    group: "Company",
    nav: { area: "main", label: "Contact" },
    document: { type: "contactPage" },
    types: ["contactPage"],
  },
  {
    path: "/chatbot",
    title: "AI assistant demo",
    description: "Chat with a demo assistant in your browser",
    group: "Try it",
    types: [],
  },
  { path: "/auth", title: "Sign in or sign up", description: "Your account", group: "Try it", types: [] },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "How we handle personal data",
    group: "Legal",
    nav: { area: "legal", label: "Privacy Policy" },
    document: { type: "legalPage", slug: "privacy-policy" },
    types: ["legalPage"],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    description: "The terms for using Ihuza",
    group: "Legal",
    nav: { area: "legal", label: "Terms of Service" },
    document: { type: "legalPage", slug: "terms-of-service" },
    types: ["legalPage"],
  },
  {
    path: "/sitemap",
    title: "Sitemap",
    description: "This page",
    group: "Legal",
    nav: { area: "legal", label: "Sitemap" },
    types: [],
  },
];

export const PAGE_GROUPS: PageGroup[] = ["Product", "Company", "Try it", "Legal"];

/** The links of one navigation area, in order. */
export function navLinks(area: "main" | "legal"): { to: string; label: string }[] {
  return PAGES.flatMap((page) => (page.nav?.area === area ? [{ to: page.path, label: page.nav.label }] : []));
}

/** The pages that show a document type (legal pages: only the one with that slug, when a slug is given). */
export function pagesShowing(type: string, slug?: string | null): SitePage[] {
  if ((LAYOUT_TYPES as readonly string[]).includes(type)) return PAGES;
  return PAGES.filter((page) => page.types.includes(type) && (!slug || !page.document?.slug || page.document.slug === slug));
}

/** The legal pages, by slug: one route module serves them all. */
export const LEGAL_SLUGS = PAGES.flatMap((page) => (page.document?.slug ? [page.document.slug] : []));
