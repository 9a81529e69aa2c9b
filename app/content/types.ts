/*
 * Names for the content the pages show. Every shape here is derived from the types `sanity typegen` generates
 * (generated/sanity.types.ts) from the Studio schema and the queries in queries.ts: run `npm run typegen`
 * after changing either. Nothing here repeats a field by hand.
 */
import type {
  ABOUT_PAGE_QUERY_RESULT,
  ADD_ONS_QUERY_RESULT,
  CONTACT_PAGE_QUERY_RESULT,
  FAQS_QUERY_RESULT,
  FEATURE_GROUPS_QUERY_RESULT,
  FEATURES_PAGE_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  LEGAL_PAGE_QUERY_RESULT,
  PLANS_QUERY_RESULT,
  PRICING_PAGE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  SOLUTIONS_PAGE_QUERY_RESULT,
  SOLUTIONS_QUERY_RESULT,
  TESTIMONIALS_QUERY_RESULT,
} from "./generated/sanity.types";

export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>;
export type HomePage = NonNullable<HOME_PAGE_QUERY_RESULT>;
export type AboutPage = NonNullable<ABOUT_PAGE_QUERY_RESULT>;
export type FeaturesPage = NonNullable<FEATURES_PAGE_QUERY_RESULT>;
export type SolutionsPage = NonNullable<SOLUTIONS_PAGE_QUERY_RESULT>;
export type PricingPage = NonNullable<PRICING_PAGE_QUERY_RESULT>;
export type ContactPage = NonNullable<CONTACT_PAGE_QUERY_RESULT>;
export type LegalPage = NonNullable<LEGAL_PAGE_QUERY_RESULT>;

export type Plan = PLANS_QUERY_RESULT[number];
export type AddOn = ADD_ONS_QUERY_RESULT[number];
export type Faq = FAQS_QUERY_RESULT[number];
export type FeatureGroup = FEATURE_GROUPS_QUERY_RESULT[number];
export type Solution = SOLUTIONS_QUERY_RESULT[number];
export type Testimonial = TESTIMONIALS_QUERY_RESULT[number];

/** An image as every query projects it: `{ "ref": asset._ref, alt }`. */
export type ImageField = Testimonial["avatar"];
/** A button or link as every query projects it: `{ label, href }`. */
export type Link = HomePage["hero"]["primaryCta"];
export type Stat = NonNullable<HomePage["stats"]>[number];
export type CtaBlock = NonNullable<HomePage["finalCta"]>;

/** Where images come from: Sanity's image CDN, or the files bundled with fixtures/. (Configuration, not content.) */
export type ImageSourceConfig = { kind: "sanity"; projectId: string; dataset: string } | { kind: "bundled" };
