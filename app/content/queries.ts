import { defineQuery } from "groq";

// Two queries the Studio and the scripts use too live in the shared module; named here with the rest, so the log
// names them, start-up derives their result types and the tests of every query cover them.
export { ROUTED_DOCUMENTS_QUERY } from "@shared/content/fragments";
export { REDIRECTS_QUERY } from "@shared/addresses/redirects";
import { ctaBlockProjection } from "../blocks/call-to-action/projection";
import { contactFormBlockProjection } from "../blocks/contact-form/projection";
import { faqBlockProjection } from "../blocks/faq/projection";
import { featureGridBlockProjection } from "../blocks/feature-grid/projection";
import { heroBlockProjection } from "../blocks/hero/projection";
import { imageTextBlockProjection } from "../blocks/image-text/projection";
import { latestPostsBlockProjection } from "../blocks/latest-posts/projection";
import { logosBlockProjection } from "../blocks/logos/projection";
import { plansBlockProjection } from "../blocks/plans/projection";
import { richTextBlockProjection } from "../blocks/rich-text/projection";
import { statsBlockProjection } from "../blocks/stats/projection";
import { stepsBlockProjection } from "../blocks/steps/projection";
import { testimonialsBlockProjection } from "../blocks/testimonials/projection";
import {
  hasAddress,
  imageFields,
  isOut,
  isRouted,
  linkFields,
  linkProjection,
  menuLinkProjection,
  postCard,
  routedName,
  slugFields,
} from "@shared/content/fragments";

/**
 * Every GROQ query the site runs. The same text runs against Sanity, the bundled dataset (groq-js) and the
 * mocked Sanity API, so a query is written and tested once. Lists are ordered by `orderRank` (the Studio's
 * manual order) and then by creation time so the order never depends on storage.
 */

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  siteName,
  headerMenu[]{ ${menuLinkProjection}, children[]{ ${menuLinkProjection} } },
  footerTagline,
  rotatingHeadline,
  rotatingWords,
  socialLinks[]{ _key, platform, label, url },
  footerLinkGroups[]{ _key, title, links[]{ _key, ${linkProjection} } },
  newsletter{ heading, text, placeholder, buttonLabel },
  contact{ address, email, phone, hours }
}`);

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  seo{ title, description },
  hero{ eyebrow, headline, text, greeting, assistantName, "avatar": avatar${imageFields},
    primaryCta${linkFields}, secondaryCta${linkFields}, trustNote, conversation[]{ _key, from, text } },
  chatbotPromo{ eyebrow, title, badge, text, points, cta${linkFields}, conversation[]{ _key, from, text, source } },
  platform{ eyebrow, heading, text, "image": image${imageFields}, items[]{ _key, icon, title, text } },
  about{ eyebrow, heading, experienceValue, experienceLabel, text, taglines, "image": image${imageFields}, buttonLabel, href },
  process{ eyebrow, heading, steps[]{ _key, number, title, description }, buttonLabel, href },
  services{ eyebrow, heading, cards[]{ _key, title, description, benefits, "image": image${imageFields} }, linkText, linkLabel, href },
  stats[]{ _key, value, label },
  education{ eyebrow, heading, text, points, "image": image${imageFields}, cta${linkFields} },
  testimonials{ eyebrow, heading },
  "latestPosts": latestPosts{ "_key": "latest-posts", _type, ${latestPostsBlockProjection} },
  finalCta{ heading, text, primaryCta${linkFields}, secondaryCta${linkFields} }
}`);

export const ABOUT_PAGE_QUERY = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  seo{ title, description },
  intro{ eyebrow, heading, text },
  "image": image${imageFields},
  vision{ title, text },
  mission{ title, text },
  valuesSection{ eyebrow, heading },
  values[]{ _key, icon, title, text },
  highlightsSection{ eyebrow, heading },
  highlights[]{ _key, title, text },
  stats[]{ _key, value, label },
  profile{ heading, text, facts[]{ _key, label, value } },
  cta{ heading, text, primaryCta${linkFields}, secondaryCta${linkFields} }
}`);

const ctaFields = /* groq */ `{ heading, text, primaryCta${linkFields}, secondaryCta${linkFields} }`;

export const FEATURES_PAGE_QUERY = defineQuery(`*[_type == "featuresPage" && _id == "featuresPage"][0]{
  seo{ title, description }, eyebrow, heading, intro, cta${ctaFields}
}`);

export const SOLUTIONS_PAGE_QUERY = defineQuery(`*[_type == "solutionsPage" && _id == "solutionsPage"][0]{
  seo{ title, description }, eyebrow, heading, intro,
  whiteLabel{ eyebrow, heading, text, points[]{ _key, icon, title, text } },
  cta${ctaFields}
}`);

export const PRICING_PAGE_QUERY = defineQuery(`*[_type == "pricingPage" && _id == "pricingPage"][0]{
  seo{ title, description }, eyebrow, heading, intro, annualDiscountPercent, popularLabel,
  addOnsHeading, addOnsIntro, faqHeading, terms[]{ _key, icon, title, text }, cta${ctaFields}
}`);

export const CONTACT_PAGE_QUERY = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  seo{ title, description }, eyebrow, heading, intro, formHeading, successMessage
}`);

export const LEGAL_PAGE_QUERY = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  _id, title, summary, lastUpdated, body
}`);

export const PLANS_QUERY = defineQuery(`*[_type == "plan"] | order(orderRank asc, _createdAt asc){
  _id, name, price, priceFrom, priceNote, period, description, popular, features, ctaLabel, ctaHref
}`);

export const ADD_ONS_QUERY = defineQuery(`*[_type == "addOn"] | order(orderRank asc, _createdAt asc){
  _id, name, price, priceFrom, period, description
}`);

export const FAQS_QUERY = defineQuery(`*[_type == "faq"] | order(orderRank asc, _createdAt asc){
  _id, question, answer
}`);

export const FEATURE_GROUPS_QUERY = defineQuery(`*[_type == "featureGroup"] | order(orderRank asc, _createdAt asc){
  _id, title, description, icon, features
}`);

export const SOLUTIONS_QUERY = defineQuery(`*[_type == "solution"] | order(orderRank asc, _createdAt asc){
  _id, title, icon, summary, useCases, benefits,
  "href": *[_type == "landingPage" && _id == ^.page._ref][0].path.current,
  "toPage": page._ref, "toRouted": *[_type == "landingPage" && _id == ^.page._ref][0]${routedName}
}`);

export const TESTIMONIALS_QUERY = defineQuery(`*[_type == "testimonial"] | order(orderRank asc, _createdAt asc){
  _id, quote, author, position, rating, "avatar": avatar${imageFields}
}`);

/**
 * When each document with a URL of its own last changed, for sitemap.xml: apart from ROUTED_DOCUMENTS_QUERY, which
 * the pages that list documents read, so that an edit changes their answer only when it changes what they show.
 */
export const ROUTED_STAMPS_QUERY = defineQuery(`*[${hasAddress}] | order(_id asc){ _id, _updatedAt }`);

/** When each document some page shows last changed, for sitemap.xml: run with `{ types: SHOWN_TYPES }` (pages.ts). */
export const SITEMAP_QUERY = defineQuery(
  `*[_type in $types && (_type != "post" || ${isOut})]{ _type, _updatedAt, "slug": slug.current }`,
);

/**
 * A landing page by its path (`$path`: /education, the same in every language), with its blocks. Each block's
 * fields are its own folder's projection (app/blocks/<block>/projection.ts); a block of a type not listed here
 * comes back with its `_key` and `_type` only, and app/blocks/LandingBlocks.tsx leaves it out.
 */
export const LANDING_PAGE_QUERY = defineQuery(`*[_type == "landingPage" && path.current == $path][0]{
  _id, title, "path": path.current, "names": slugs,
  seo{ title, description, noindex, "image": image${imageFields} },
  blocks[]{
    _key, _type,
    ${heroBlockProjection},
    ${featureGridBlockProjection},
    ${statsBlockProjection},
    ${stepsBlockProjection},
    ${imageTextBlockProjection},
    ${testimonialsBlockProjection},
    ${plansBlockProjection},
    ${faqBlockProjection},
    ${ctaBlockProjection},
    ${richTextBlockProjection},
    ${logosBlockProjection},
    ${latestPostsBlockProjection},
    ${contactFormBlockProjection}
  }
}`);

/** Every landing page's path: whether a path no fixed page takes is a landing page's (app/routes/page.tsx). */
export const LANDING_PAGES_QUERY =
  defineQuery(`*[_type == "landingPage" && defined(path.current)] | order(path.current asc){
  _id, title, "path": path.current, "names": slugs, _updatedAt, "noindex": seo.noindex == true
}`);

/**
 * One page of the blog's list, newest first: posts `$start` to `$end` (exclusive) of those out, and how many there are.
 * `$category` / `$author`: only that category's or author's posts (an empty string: all).
 */
export const POSTS_PAGE_QUERY = defineQuery(`{
  "total": count(*[_type == "post" && ${isOut} && ($category == "" || $category in categories[]._ref)
    && ($author == "" || $author in authors[]._ref)]),
  "posts": *[_type == "post" && ${isOut} && ($category == "" || $category in categories[]._ref)
    && ($author == "" || $author in authors[]._ref)] | order(publishedAt desc, _id asc) [$start...$end]{ ${postCard} }
}`);

/**
 * A post by its address, once it is out (in preview, whenever: an editor sees a draft before its time), with what
 * its page shows around it: its authors in full, the posts an
 * editor picked as related and those sharing a category (the page ranks them), and the posts before and after it.
 */
export const POST_QUERY = defineQuery(`*[_type == "post" && slug.current == $slug && ($preview || ${isOut})][0]{
  ${postCard},
  "body": body[]{ _key, _type, language, "value": value[]{
    ...,
    markDefs[]{ ..., _type == "internalLink" => {
      "toPage": page._ref, "toRouted": *[${isRouted} && _id == ^.page._ref && (_type != "post" || ${isOut})][0]${routedName}
    } },
    _type == "postImage" => { "image": ${imageFields} }
  } },
  seo{ title, description, noindex, "image": image${imageFields} },
  "authors": authors[]{ ...*[_type == "author" && _id == ^._ref][0]{
    _id, name, ${slugFields}, role, bio, "photo": photo${imageFields}
  } }[defined(_id)],
  "picked": related[]{ ...*[_type == "post" && _id == ^._ref && ${isOut}][0]{ ${postCard} } }[defined(_id)],
  "sameCategory": *[_type == "post" && _id != ^._id && ${isOut} && references(^.categories[]._ref)]
    | order(publishedAt desc) [0...6]{ ${postCard} },
  "recent": *[_type == "post" && _id != ^._id && ${isOut}] | order(publishedAt desc) [0...3]{ ${postCard} },
  "previous": *[_type == "post" && ${isOut} && publishedAt < ^.publishedAt] | order(publishedAt desc) [0]{
    title, ${slugFields}
  },
  "next": *[_type == "post" && ${isOut} && publishedAt > ^.publishedAt] | order(publishedAt asc) [0]{
    title, ${slugFields}
  }
}`);

/** A blog category by its address, for its page. */
export const BLOG_CATEGORY_QUERY = defineQuery(`*[_type == "blogCategory" && slug.current == $slug][0]{
  _id, title, ${slugFields}, description
}`);

/** An author by their address, for their page. */
export const AUTHOR_QUERY = defineQuery(`*[_type == "author" && slug.current == $slug][0]{
  _id, name, ${slugFields}, role, bio, "photo": photo${imageFields}, links[]{ _key, label, url }
}`);

/** Every category, for the blog's filter links. */
export const BLOG_CATEGORIES_QUERY = defineQuery(`*[_type == "blogCategory"] | order(slug.current asc){
  _id, title, ${slugFields}
}`);

/** The newest posts out, for a language's feed (`$limit`: FEED_SIZE) and the latest-posts block. */
export const LATEST_POSTS_QUERY = defineQuery(`*[_type == "post" && ${isOut}] | order(publishedAt desc) [0...$limit]{
  ${postCard}
}`);

/**
 * Every time at which what the site shows changes with no publish: a post's publish time, an announcement's start
 * and end. The content layer finds the next one ahead and refetches what reads that type at that moment
 * (app/content/layer/layer.server.ts, watchSchedule), so a scheduled post or announcement appears, and an announcement
 * goes away, without a publish event. The types are SCHEDULED_TYPES (app/shared/addresses/pages.ts): a test ties the two.
 */
export const SCHEDULE_QUERY = defineQuery(`*[_type in ["post", "announcement"]]{
  _type, "times": [publishedAt, startsAt, endsAt]
}`);

/**
 * The announcement shown above the header: of those whose window is open (started, not ended), the one that started
 * last. Shown on every page (LAYOUT_TYPES).
 */
export const ANNOUNCEMENT_QUERY = defineQuery(`*[_type == "announcement" && startsAt <= now()
  && (!defined(endsAt) || endsAt > now())] | order(startsAt desc, _id asc) [0]{
  _id, tone, message, link{ ${linkProjection} }
}`);

/**
 * The times at which the announcement bar changes by itself (a window opening or closing; the next one ahead is
 * `nextDue`'s): a tab open then loads the layout again at its next page (app/lib/layout-data-freshness.ts).
 */
export const ANNOUNCEMENT_TIMES_QUERY = defineQuery(`*[_type == "announcement"]{ "times": [startsAt, endsAt] }`);

/**
 * The experiments visitors take part in (app/shared/results/experiments.ts): running ones only, each with its part, the page
 * or plan it varies, its split and its variants' texts (localized like any text: a missing one keeps the page's).
 */
export const RUNNING_EXPERIMENTS_QUERY = defineQuery(`*[_type == "experiment" && state == "running"] | order(_id asc){
  _id, part, "page": page._ref, "plan": plan._ref, goal, controlWeight,
  variants[]{ _key, name, weight, heading, text, buttonLabel }
}`);

/*
 * What the site search reads besides the pricing, FAQ, feature and solution queries above (app/search/corpus.ts):
 * the documents of the registry's pages and the landing pages, whole (their text is found by walking them), and the
 * posts that are out, with their text. Run with `{ types: SEARCHED_PAGE_TYPES }` (app/search/corpus.ts).
 */
export const SEARCH_PAGES_QUERY = defineQuery(
  `*[_type in $types && seo.noindex != true]{ ..., "name": coalesce(slug.current, path.current), "names": slugs }`,
);

export const SEARCH_POSTS_QUERY = defineQuery(`*[_type == "post" && ${isOut} && seo.noindex != true]{
  _id, title, ${slugFields}, excerpt, body,
  "categories": categories[]{ ...*[_type == "blogCategory" && _id == ^._ref][0]{ title } }
}`);
