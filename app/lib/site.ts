/** The product's name when site settings don't give one (the Studio's siteSettings.siteName wins). */
export const SITE_NAME = "Ihuza";

/** The site's pages, in the order the header shows them. */
export const MAIN_NAV = [
  { to: "/", label: "Home" },
  { to: "/features", label: "Features" },
  { to: "/solutions", label: "Solutions" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

export const LEGAL_NAV = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/sitemap", label: "Sitemap" },
] as const;

export interface SitePage {
  to: string;
  label: string;
  description: string;
}

/** Every public page, grouped: the HTML sitemap shows this (and the XML sitemap lists it). */
export const SITE_PAGES: { title: string; pages: SitePage[] }[] = [
  {
    title: "Product",
    pages: [
      { to: "/", label: "Home", description: "The platform at a glance" },
      { to: "/features", label: "Features", description: "Seven feature groups, from chat to white-label" },
      { to: "/solutions", label: "Solutions", description: "How ten industries use Ihuza" },
      { to: "/pricing", label: "Pricing", description: "Plans, add-ons and answers to common questions" },
    ],
  },
  {
    title: "Company",
    pages: [
      { to: "/about", label: "About us", description: "Vision, mission, values and company profile" },
      { to: "/contact", label: "Contact", description: "Write to us or find our details" },
    ],
  },
  {
    title: "Try it",
    pages: [
      { to: "/chatbot", label: "AI assistant demo", description: "Chat with a demo assistant in your browser" },
      { to: "/auth", label: "Sign in or sign up", description: "Your account" },
    ],
  },
  {
    title: "Legal",
    pages: [
      { to: "/privacy-policy", label: "Privacy Policy", description: "How we handle personal data" },
      { to: "/terms-of-service", label: "Terms of Service", description: "The terms for using Ihuza" },
      { to: "/sitemap", label: "Sitemap", description: "This page" },
    ],
  },
];
