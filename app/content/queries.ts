import { defineQuery } from "groq";

/**
 * Every GROQ query the site runs. The same text runs against Sanity, the bundled dataset (groq-js) and the
 * mocked Sanity API, so a query is written and tested once. Lists are ordered by `orderRank` (the Studio's
 * manual order) and then by creation time so the order never depends on storage.
 */

const imageFields = /* groq */ `{ "ref": asset._ref, alt }`;

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  siteName,
  footerTagline,
  rotatingHeadline,
  rotatingWords,
  socialLinks[]{ _key, platform, label, url },
  footerLinkGroups[]{ _key, title, links[]{ _key, label, href } },
  newsletter{ heading, text, placeholder, buttonLabel },
  contact{ address, email, phone, hours }
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
  _id, title, icon, summary, useCases, benefits
}`);

export const TESTIMONIALS_QUERY = defineQuery(`*[_type == "testimonial"] | order(orderRank asc, _createdAt asc){
  _id, quote, author, position, rating, "avatar": avatar${imageFields}
}`);

/** Looks a document up by type and id: used by tests and by pages that show one document. */
export const DOCUMENT_BY_ID_QUERY = defineQuery(`*[_type == $type && _id == $id][0]`);
