/*
 * Names for the content the pages show. Every shape here is derived from the types `sanity typegen` generates
 * (generated/sanity.types.ts) from the Studio schema and the queries in queries.ts: run `npm run typegen`
 * after changing either. Nothing here repeats a field by hand. Content arrives in one language (`Localized`: each
 * translated field is its value, and `_fallback` names the fields shown in English) and image fields arrive resolved
 * (src, srcset, size, placeholder), as the content layer hands them to loaders.
 */
import type {
  ABOUT_PAGE_QUERY_RESULT,
  ADD_ONS_QUERY_RESULT,
  AUTHOR_QUERY_RESULT,
  BLOG_CATEGORIES_QUERY_RESULT,
  BLOG_CATEGORY_QUERY_RESULT,
  CONTACT_PAGE_QUERY_RESULT,
  FAQS_QUERY_RESULT,
  FEATURE_GROUPS_QUERY_RESULT,
  FEATURES_PAGE_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  LEGAL_PAGE_QUERY_RESULT,
  PLANS_QUERY_RESULT,
  POST_QUERY_RESULT,
  POSTS_PAGE_QUERY_RESULT,
  PRICING_PAGE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  SOLUTIONS_PAGE_QUERY_RESULT,
  SOLUTIONS_QUERY_RESULT,
  TESTIMONIALS_QUERY_RESULT,
} from "./generated/sanity.types";
import type { ResolvedImage, WithResolvedImages } from "./layer/images.server";
import type { Localized } from "./layer/localize";

type R<T> = WithResolvedImages<Localized<T>>;

/** Site settings as the page gets them: the header menu's entries come as the menu they make (root's `menu`). */
export type SiteSettings = Omit<R<NonNullable<SITE_SETTINGS_QUERY_RESULT>>, "headerMenu">;
export type HomePage = R<NonNullable<HOME_PAGE_QUERY_RESULT>>;
export type AboutPage = R<NonNullable<ABOUT_PAGE_QUERY_RESULT>>;
export type FeaturesPage = R<NonNullable<FEATURES_PAGE_QUERY_RESULT>>;
export type SolutionsPage = R<NonNullable<SOLUTIONS_PAGE_QUERY_RESULT>>;
export type PricingPage = R<NonNullable<PRICING_PAGE_QUERY_RESULT>>;
export type ContactPage = R<NonNullable<CONTACT_PAGE_QUERY_RESULT>>;
export type LegalPage = R<NonNullable<LEGAL_PAGE_QUERY_RESULT>>;

export type Post = R<NonNullable<POST_QUERY_RESULT>>;
export type PostCard = R<POSTS_PAGE_QUERY_RESULT["posts"][number]>;
export type BlogCategory = R<NonNullable<BLOG_CATEGORY_QUERY_RESULT>>;
export type BlogCategoryLink = R<BLOG_CATEGORIES_QUERY_RESULT[number]>;
export type Author = R<NonNullable<AUTHOR_QUERY_RESULT>>;

export type Plan = R<PLANS_QUERY_RESULT[number]>;
export type AddOn = R<ADD_ONS_QUERY_RESULT[number]>;
export type Faq = R<FAQS_QUERY_RESULT[number]>;
export type FeatureGroup = R<FEATURE_GROUPS_QUERY_RESULT[number]>;
export type Solution = R<SOLUTIONS_QUERY_RESULT[number]>;
export type Testimonial = R<TESTIMONIALS_QUERY_RESULT[number]>;

/** An image as pages get it: resolved on the server from the query's image fields (app/content/layer/images.server.ts). */
export type ImageField = ResolvedImage | null;
/** A button or link as every query projects it: `{ label, href }`. */
export type Link = HomePage["hero"]["primaryCta"];
export type Stat = NonNullable<HomePage["stats"]>[number];
export type CtaBlock = NonNullable<HomePage["finalCta"]>;

/** Where images come from: Sanity's image CDN, or the files bundled with fixtures/. (Configuration, not content.) */
/** Where a page's images come from. `baseUrl`: another image host than Sanity's CDN (the local Content Lake's). */
export type ImageSourceConfig =
  { kind: "sanity"; projectId: string; dataset: string; baseUrl?: string } | { kind: "bundled" };
