/**
 * Which page of the site shows each document type, as plain data: the Presentation tool's locations and main
 * documents are built from it (presentation.ts), and a test keeps it in step with the site's own map
 * (app/lib/sitemap.ts). Legal pages live at their slug.
 */
export const PAGES_BY_TYPE: Record<string, { title: string; href: string }[]> = {
  homePage: [{ title: "Home", href: "/" }],
  testimonial: [{ title: "Home (testimonials)", href: "/" }],
  aboutPage: [{ title: "About", href: "/about" }],
  featuresPage: [{ title: "Features", href: "/features" }],
  featureGroup: [{ title: "Features", href: "/features" }],
  solutionsPage: [{ title: "Solutions", href: "/solutions" }],
  solution: [{ title: "Solutions", href: "/solutions" }],
  pricingPage: [{ title: "Pricing", href: "/pricing" }],
  plan: [{ title: "Pricing", href: "/pricing" }],
  addOn: [{ title: "Pricing", href: "/pricing" }],
  faq: [{ title: "Pricing", href: "/pricing" }],
  contactPage: [{ title: "Contact", href: "/contact" }],
  siteSettings: [
    { title: "Every page (header and footer)", href: "/" },
    { title: "Contact (contact details)", href: "/contact" },
  ],
};

/** The singleton each route is mainly about, so opening a page in Presentation opens its document. */
export const MAIN_DOCUMENT_BY_ROUTE: { route: string; type: string }[] = [
  { route: "/", type: "homePage" },
  { route: "/about", type: "aboutPage" },
  { route: "/features", type: "featuresPage" },
  { route: "/solutions", type: "solutionsPage" },
  { route: "/pricing", type: "pricingPage" },
  { route: "/contact", type: "contactPage" },
];
