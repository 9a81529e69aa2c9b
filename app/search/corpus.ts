import { blockText } from "@shared/content/portable-text";
import { ROUTED_DOCUMENTS_QUERY } from "@shared/content/fragments";
import { PAGES, ROUTED_TYPES, routedPath, routedType } from "@shared/addresses/pages";
import type {
  ADD_ONS_QUERY_RESULT,
  FAQS_QUERY_RESULT,
  FEATURE_GROUPS_QUERY_RESULT,
  PLANS_QUERY_RESULT,
  ROUTED_DOCUMENTS_QUERY_RESULT,
  SEARCH_PAGES_QUERY_RESULT,
  SEARCH_POSTS_QUERY_RESULT,
  SOLUTIONS_QUERY_RESULT,
} from "~/content/generated/sanity.types";
import { localize } from "~/content/layer/localize";
import type { Fallbacks } from "~/i18n/lang";
import {
  ADD_ONS_QUERY,
  FAQS_QUERY,
  FEATURE_GROUPS_QUERY,
  PLANS_QUERY,
  SEARCH_PAGES_QUERY,
  SEARCH_POSTS_QUERY,
  SOLUTIONS_QUERY,
} from "~/content/queries";
import { documentTypesOf } from "@shared/content/groq";
import type { Dictionary } from "@shared/dictionaries/en";
import { fill } from "@shared/dictionaries/fill";
import { localePath, type Locale } from "@shared/addresses/locales";
import { planPrices } from "~/lib/money";
import { blockId, sectionId } from "~/content/sections";

/*
 * What the site search indexes, per language: one entry for each thing a visitor can read and link to (a page, a
 * landing page's section, a plan or add-on, a question, a feature group, a solution, a post, a legal page), with its
 * title, its text and where it shows. Built from the content layer's answers (app/search/search.server.ts), so from
 * the bundled dataset offline and from Sanity otherwise; pure here, so the unit tests build it from the fixtures.
 */

/** The kinds of result, in the order the results page groups them. */
export const SEARCH_KINDS = ["page", "pricing", "faq", "feature", "solution", "post", "legal"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  /** Where it shows, in its language: a path, with the section's fragment where it has one. */
  href: string;
  /** The name of the page it shows on ("Pricing"), for "Source: Pricing". */
  source: string;
  /** What the demo assistant says when this entry answers a question (answerFrom in ./engine.ts). */
  answer?: string;
  /** The language of `answer` when it is not the index's: an untranslated text shown in the default language. */
  answerLang?: string;
  /** A plan or an add-on (asked about by name: ./prices.ts), or the pricing page (all of them, in one answer). */
  priced?: "plan" | "addOn" | "prices";
  /** A plan's or add-on's name in every language (a visitor may type the English name on the French page). */
  names?: string[];
}

/** The document types of the registry's pages and of the landing pages, read whole (SEARCH_PAGES_QUERY). */
export const SEARCHED_PAGE_TYPES = [
  ...new Set([...PAGES.flatMap((page) => (page.document ? [page.document.type] : [])), "landingPage"]),
];

/** Every query the index is built from, with its parameters: the index is rebuilt when one of their types changes. */
export const SEARCH_QUERIES = {
  pages: { query: SEARCH_PAGES_QUERY, params: { types: SEARCHED_PAGE_TYPES } },
  posts: { query: SEARCH_POSTS_QUERY, params: {} },
  plans: { query: PLANS_QUERY, params: {} },
  addOns: { query: ADD_ONS_QUERY, params: {} },
  faqs: { query: FAQS_QUERY, params: {} },
  features: { query: FEATURE_GROUPS_QUERY, params: {} },
  solutions: { query: SOLUTIONS_QUERY, params: {} },
  routed: { query: ROUTED_DOCUMENTS_QUERY, params: {} },
} as const;

export const SEARCHED_TYPES: readonly string[] = [
  ...new Set(Object.values(SEARCH_QUERIES).flatMap(({ query, params }) => documentTypesOf(query, params))),
];

/**
 * The routed types found by title alone (their declaration's `search`, app/shared/addresses/pages.ts): those no query above
 * reads more of (a post's body, a landing page's blocks).
 */
const FOUND_BY_TITLE = new Set(
  ROUTED_TYPES.filter(
    (routed) =>
      routed.search &&
      !Object.entries(SEARCH_QUERIES).some(
        ([name, { query, params }]) => name !== "routed" && documentTypesOf(query, params).includes(routed.type),
      ),
  ).map((routed) => routed.type),
);

/** The answers of SEARCH_QUERIES, every language in them. */
export interface SearchSources {
  pages: SEARCH_PAGES_QUERY_RESULT;
  posts: SEARCH_POSTS_QUERY_RESULT;
  plans: PLANS_QUERY_RESULT;
  addOns: ADD_ONS_QUERY_RESULT;
  faqs: FAQS_QUERY_RESULT;
  features: FEATURE_GROUPS_QUERY_RESULT;
  solutions: SOLUTIONS_QUERY_RESULT;
  routed: ROUTED_DOCUMENTS_QUERY_RESULT;
}

/**
 * The answers of every search query, from `fetch`: the content layer on the server (cached, and refetched on a change
 * like any page's), the bundled dataset in the tests and the bench.
 */
export async function loadSearchSources(
  fetch: (query: string, params: Record<string, unknown>) => Promise<unknown>,
): Promise<SearchSources> {
  const entries = await Promise.all(
    Object.entries(SEARCH_QUERIES).map(async ([name, { query, params }]) => {
      const value = await fetch(query, params);
      return [name, Array.isArray(value) ? value : []] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as SearchSources;
}

/**
 * Fields that hold no text a visitor reads as such: addresses, settings, dates, names of icons, Portable Text's
 * own bookkeeping, SEO fields (shown to search engines, not on the page), and an image's alternative text (read in
 * place of the image, not searched for).
 */
const UNREAD_FIELDS = new Set([
  "alt",
  "asset",
  "crop",
  "ctaHref",
  "current",
  "from",
  "hotspot",
  "href",
  "icon",
  "imageSide",
  "language",
  "lastUpdated",
  "listItem",
  "markDefs",
  "marks",
  "name",
  "number",
  "orderRank",
  "publishedAt",
  "seo",
  "style",
  "successMessage",
  "tone",
  "updatedAt",
  "url",
]);

/** The text of a (localized) document or part of one, in reading order, one string per field. */
export function readableText(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(readableText);
  if (typeof value !== "object" || value === null) return [];
  if ("_ref" in value) return [];
  if ("_type" in value && value._type === "block" && "children" in value && Array.isArray(value.children)) {
    // A Portable Text paragraph: its spans' text, as one string.
    return [blockText(value)];
  }
  return Object.entries(value).flatMap(([key, field]) =>
    key.startsWith("_") || UNREAD_FIELDS.has(key) ? [] : readableText(field),
  );
}

const joined = (value: unknown) => readableText(value).join(" \n");

/**
 * `answerLang` for an answer drawn from `fields` of a localized document: the language a field fell back to (its
 * text untranslated, shown in the default language), as the pages mark it (app/i18n/lang.ts).
 */
function answerLanguage(document: { _fallback?: Fallbacks }, fields: string[]): { answerLang?: string } {
  const language = fields.map((field) => document._fallback?.[field]).find(Boolean);
  return language ? { answerLang: language } : {};
}

/** The index's entries in one language. */
export function searchDocuments(sources: SearchSources, locale: Locale, t: Dictionary): SearchDocument[] {
  const at = (path: string, section?: string) => localePath(locale, path) + (section ? `#${section}` : "");
  const pageName = (path: string) => t.pages[path as keyof Dictionary["pages"]]?.title ?? path;
  const documents: SearchDocument[] = [];

  // The registry's pages (their singletons, and the legal pages by slug) and the landing pages, by section.
  const pricing = sources.pages.find((document) => document._type === "pricingPage");
  for (const raw of sources.pages) {
    const document = localize(raw, locale) as Record<string, unknown> & { _id: string; _type: string };
    if (document._type === "landingPage") {
      // (its name in the page's language: localize() picked it, app/shared/addresses/names.ts)
      const path = routedPath("landingPage", typeof document.name === "string" ? document.name : null);
      if (!path) continue;
      const title = typeof document.title === "string" ? document.title : path;
      const blocks = Array.isArray(document.blocks) ? (document.blocks as Record<string, unknown>[]) : [];
      blocks.forEach((block, index) => {
        const heading = typeof block.heading === "string" ? block.heading : null;
        const text = joined({ ...block, heading: undefined });
        if (!text && !heading) return;
        documents.push({
          id: `${document._id}/${String(block._key)}`,
          kind: "page",
          title: heading && index > 0 ? heading : title,
          text,
          // The first block is the top of the page; each other one has an id of its own (LandingBlocks).
          href: at(path, index > 0 ? blockId(String(block._key)) : undefined),
          source: title,
        });
      });
      continue;
    }
    const page = PAGES.find(
      (entry) => entry.document?.type === document._type && (!entry.document.slug || entry.document.slug === raw.name),
    );
    if (!page) continue;
    const names = t.pages[page.path as keyof Dictionary["pages"]];
    documents.push({
      id: document._id,
      kind: page.group === "Legal" ? "legal" : "page",
      title: (typeof document.title === "string" && document.title) || names.title,
      text: [names.description, joined({ ...document, title: undefined })].join(" \n"),
      href: at(page.path),
      source: names.title,
    });
  }

  // Plans and add-ons: their price as the pricing page shows it, in the assistant's answer too.
  // (A discount the pricing page could not show either is left out rather than stop the index.)
  const asked = pricing?.annualDiscountPercent;
  const discount = typeof asked === "number" && asked >= 0 && asked <= 100 ? asked : 0;
  const priced = [
    ...sources.plans.map((plan) => ({ ...plan, role: "plan" as const, section: sectionId("plan", plan._id) })),
    ...sources.addOns.map((addOn) => ({
      ...addOn,
      features: null,
      role: "addOn" as const,
      section: sectionId("addOn", addOn._id),
    })),
  ];
  const prices: Record<"plan" | "addOn", string[]> = { plan: [], addOn: [] };
  for (const raw of priced) {
    const item = localize(raw, locale);
    const role = raw.role;
    const price =
      typeof item.price === "number"
        ? `${item.priceFrom ? `${t.pricing.from} ` : ""}${planPrices(item.price, discount, locale).monthly}`
        : "";
    const details = [item.description, ...(item.features ?? [])].filter(Boolean) as string[];
    prices[role].push(`${item.name ?? ""} ${price}${role === "addOn" && item.period ? ` ${item.period}` : ""}`);
    documents.push({
      id: item._id,
      kind: "pricing",
      title: item.name ?? "",
      text: [price, item.period, ...details].filter(Boolean).join(" \n"),
      href: at("/pricing", item.section),
      source: pageName("/pricing"),
      answer: fill(t.searchPage.priceAnswer, {
        name: item.name ?? "",
        price,
        period: item.period ?? "",
        details: [item.description, (item.features ?? []).join(", ")].filter(Boolean).join(" "),
      }),
      ...answerLanguage(item, ["description", "features"]),
      priced: role,
      names: (raw.name ?? []).flatMap((name) => (name.value ? [name.value] : [])),
    });
  }
  // The pricing page answers a question about prices that names no plan: every plan's and add-on's price.
  const pricingEntry = documents.find((document) => document.id === pricing?._id);
  if (pricingEntry && prices.plan.length > 0)
    Object.assign(pricingEntry, {
      answer: fill(t.searchPage.pricesAnswer, { plans: prices.plan.join(", "), addOns: prices.addOn.join(", ") }),
      priced: "prices",
    });

  for (const raw of sources.faqs) {
    const faq = localize(raw, locale);
    if (!faq.question || !faq.answer) continue;
    documents.push({
      id: faq._id,
      kind: "faq",
      title: faq.question,
      text: faq.answer,
      href: at("/pricing", sectionId("faq", faq._id)),
      source: pageName("/pricing"),
      answer: faq.answer,
      ...answerLanguage(faq, ["answer"]),
    });
  }

  for (const raw of sources.features) {
    const group = localize(raw, locale);
    documents.push({
      id: group._id,
      kind: "feature",
      title: group.title ?? "",
      text: [group.description, ...(group.features ?? [])].filter(Boolean).join(" \n"),
      href: at("/features", sectionId("featureGroup", group._id)),
      source: pageName("/features"),
      answer: [group.description, (group.features ?? []).join(", ")].filter(Boolean).join(" "),
      ...answerLanguage(group, ["description", "features"]),
    });
  }

  for (const raw of sources.solutions) {
    const solution = localize(raw, locale);
    documents.push({
      id: solution._id,
      kind: "solution",
      title: solution.title ?? "",
      text: joined([solution.summary, solution.useCases, solution.benefits]),
      // Its landing page where the editors linked one, else its card on the solutions page.
      // (localize() has already moved a link to its language.)
      href: solution.href ?? at("/solutions", sectionId("solution", solution._id)),
      source: pageName("/solutions"),
    });
  }

  for (const raw of sources.posts) {
    const post = localize(raw, locale);
    const path = routedPath("post", post.slug);
    if (!path) continue;
    documents.push({
      id: post._id,
      kind: "post",
      title: post.title ?? "",
      text: [
        post.excerpt,
        joined(post.body),
        (post.categories ?? []).flatMap((category) => ("title" in category && category.title) || []).join(", "),
      ]
        .filter(Boolean)
        .join(" \n"),
      href: at(path),
      source: pageName("/blog"),
    });
  }
  for (const raw of sources.routed) {
    if (raw.noindex || !FOUND_BY_TITLE.has(raw._type)) continue;
    const document = localize(raw, locale);
    const path = routedPath(document._type, document.name);
    const kind = routedType(document._type)?.search;
    if (!path || !kind || typeof document.title !== "string") continue;
    documents.push({
      id: document._id,
      kind,
      title: document.title,
      text: typeof document.kicker === "string" ? document.kicker : "",
      href: at(path),
      source: document.title,
    });
  }
  return documents.filter((document) => document.title || document.text);
}
