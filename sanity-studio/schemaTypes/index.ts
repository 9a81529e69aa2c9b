import { ADDRESS_MEMORY } from "@shared/addresses/address-moves";
import { addOn } from "./documents/addOn";
import { announcement, announcementText } from "./documents/announcement";
import { experiment } from "./documents/experiment";
import { author } from "./blog/author";
import { blogCategory } from "./blog/blogCategory";
import { post } from "./blog/post";
import { postBody } from "./blog/postBody";
import { faq } from "./documents/faq";
import { featureGroup } from "./documents/featureGroup";
import { landingPage } from "./documents/landingPage";
import { legalPage } from "./documents/legalPage";
import { BLOCK_TYPES } from "./blocks";
import { plan } from "./documents/plan";
import { redirect } from "./documents/redirect";
import { solution } from "./documents/solution";
import { testimonial } from "./documents/testimonial";
import { lead } from "./leads/lead";
import { portableText, stringList } from "./objects/fields";
import { subscriber } from "./leads/subscriber";
import { aboutPage } from "./singletons/aboutPage";
import { homePage } from "./singletons/homePage";
import { contactPage, featuresPage, pricingPage, solutionsPage } from "./singletons/pages";
import { siteSettings } from "./singletons/siteSettings";
import type { Rule } from "sanity";
import { qualityValidation } from "../quality/validation";

/** Named types first: the translated fields are built on them (sanity.config.ts, fieldTypes). */
const types = [
  stringList,
  portableText,
  postBody,
  announcementText,
  plan,
  addOn,
  faq,
  featureGroup,
  solution,
  testimonial,
  legalPage,
  landingPage,
  post,
  author,
  blogCategory,
  ...BLOCK_TYPES,
  redirect,
  announcement,
  experiment,
  siteSettings,
  homePage,
  aboutPage,
  featuresPage,
  solutionsPage,
  pricingPage,
  contactPage,
  lead,
  subscriber,
];

/** The document types the site writes (leads, its memory of addresses), not editors: no content rules, and not in the desk's views. */
export const SITE_WRITTEN_TYPES: readonly string[] = [lead.name, subscriber.name, ADDRESS_MEMORY.type];

type Validation = (rule: Rule) => unknown;

/** A document type with the content quality rules (../quality/validation.ts) beside its own validation. */
function withQuality<T extends (typeof types)[number]>(type: T): T {
  if (type.type !== "document" || SITE_WRITTEN_TYPES.includes(type.name)) return type;
  const own = (type as { validation?: Validation }).validation;
  return {
    ...type,
    validation: (rule: Rule) => [...[own?.(rule) ?? []].flat(), ...qualityValidation(rule)],
  } as T;
}

export const schemaTypes = types.map(withQuality);
