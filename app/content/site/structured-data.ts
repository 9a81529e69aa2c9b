import type { SiteSettings } from "../types";
import { DEFAULT_LOCALE, LOCALE_INFO, localePath, type Locale } from "@shared/addresses/locales";
import { SITE_NAME } from "@shared/setup/site-name";

/**
 * schema.org Organization for the home page, from the site settings editors keep, in the page's language: the
 * description is the settings' text in that language, and `inLanguage`/`url` name the page it is on.
 */
export function organizationJsonLd(siteUrl: string, settings: SiteSettings | null, locale: Locale = DEFAULT_LOCALE) {
  const name = settings?.siteName ?? SITE_NAME;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    legalName: `${name} Technologies Ltd`,
    url: `${siteUrl}${localePath(locale, "/")}`,
    inLanguage: LOCALE_INFO[locale].tag,
    logo: `${siteUrl}/logo-mark.png`,
    description: settings?.footerTagline ?? undefined,
    foundingDate: "2023",
    address: {
      "@type": "PostalAddress",
      addressLocality: "Kigali",
      addressCountry: "RW",
      streetAddress: settings?.contact?.address,
    },
    email: settings?.contact?.email,
    telephone: settings?.contact?.phone,
    sameAs: (settings?.socialLinks ?? []).map((link) => link.url).filter(Boolean),
  };
}

/** schema.org FAQPage for a page that shows questions and answers (a landing page's FAQ blocks). */
export function faqPageJsonLd(faqs: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** schema.org BlogPosting for a post's page: all URLs absolute, authors as people, the site as publisher. */
export function blogPostingJsonLd(
  siteUrl: string,
  post: {
    url: string;
    headline: string;
    description?: string | null;
    image?: string | null;
    datePublished: string;
    dateModified?: string | null;
    authors: { name: string; url: string }[];
    locale: Locale;
  },
  siteName: string = SITE_NAME,
) {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.headline,
    description: post.description ?? undefined,
    image: post.image ? [absolute(post.image)] : undefined,
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    inLanguage: LOCALE_INFO[post.locale].tag,
    mainEntityOfPage: { "@type": "WebPage", "@id": absolute(post.url) },
    url: absolute(post.url),
    author: post.authors.map((author) => ({ "@type": "Person", name: author.name, url: absolute(author.url) })),
    publisher: {
      "@type": "Organization",
      name: siteName,
      logo: { "@type": "ImageObject", url: `${siteUrl}/logo-mark.png` },
    },
  };
}

/** schema.org BreadcrumbList: the trail from the home page to this one, each step a name and an absolute URL. */
export function breadcrumbJsonLd(siteUrl: string, trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${siteUrl}${step.path}`,
    })),
  };
}
