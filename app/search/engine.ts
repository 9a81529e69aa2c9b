import MiniSearch, { type SearchResult } from "minisearch";
import { DEFAULT_LOCALE, type Locale } from "@shared/addresses/locales";
import { SEARCH_KINDS, type SearchDocument, type SearchKind } from "./corpus";
import { excerpt, highlight, termOf, termsOf, words, type Segment } from "./text";
import { SEARCH_TUNING as TUNING } from "./tuning";
import { asksAboutPrice, asksAllPrices, namedItem, planIncluding, priceFaq, pricesAnswer } from "./prices";
import { SITE_NAME } from "@shared/setup/site-name";

/*
 * The index of one language and the questions it answers: results for the search page and dialog, and an answer
 * for the demo assistant. MiniSearch (docs/decisions/013-site-search.md) does the matching; ./text.ts says what a
 * word is, ./tuning.ts how loosely it matches.
 */

export interface LocaleIndex {
  locale: Locale;
  search: MiniSearch<SearchDocument>;
  documents: Map<string, SearchDocument>;
}

export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: Segment[];
  excerpt: Segment[];
  href: string;
  source: string;
}

export interface SearchResults {
  /** The query as searched: cut to a sane length, spaces collapsed. */
  query: string;
  /** How many entries match; the best TUNING.maxResults of them are in `groups`. */
  total: number;
  shown: number;
  /** The hits by kind, in SEARCH_KINDS order, best first within each; kinds without any left out. */
  groups: { kind: SearchKind; hits: SearchHit[] }[];
}

export interface Answer {
  text: string;
  source: { label: string; href: string };
  /** The answer's language when it is not the page's (an untranslated text): the bubble carries it. */
  lang?: string;
  /** The answer of a plan or add-on the question named: it comes before the demo's reply rules. */
  named?: true;
}

/** An entry's answer, with where it stands and its language when not the page's. */
export const answerOf = (document: SearchDocument): Answer => ({
  text: document.answer ?? "",
  source: { label: document.source, href: document.href },
  ...(document.answerLang ? { lang: document.answerLang } : {}),
});

function options(locale: Locale) {
  return {
    idField: "id",
    fields: ["title", "text"],
    tokenize: words,
    processTerm: (word: string) => termOf(word, locale),
    searchOptions: {
      boost: { title: TUNING.titleBoost },
      prefix: (term: string) => term.length >= TUNING.prefixFrom,
      fuzzy: (term: string) => (term.length >= TUNING.fuzzyFrom ? TUNING.fuzzy : false),
    },
  };
}

/** The index of one language's entries, built in slices so that a page being rendered meanwhile is not held up. */
export async function buildIndex(documents: SearchDocument[], locale: Locale): Promise<LocaleIndex> {
  const search = new MiniSearch<SearchDocument>(options(locale));
  await search.addAllAsync(documents, { chunkSize: 25 });
  return { locale, search, documents: new Map(documents.map((document) => [document.id, document])) };
}

/**
 * What a visitor typed, made safe to search and to show: the first value when a parameter came several times, cut
 * to TUNING.maxQueryLength characters and TUNING.maxQueryTerms words, control and format characters and repeated
 * spaces gone.
 */
export function normalizeQuery(raw: unknown): string {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== "string") return "";
  const clean = first
    // Control and format characters (a right-to-left override would turn the query around where it is shown).
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const cut = [...clean].slice(0, TUNING.maxQueryLength).join("");
  const kept = cut.split(" ").slice(0, TUNING.maxQueryTerms).join(" ");
  return kept.trim();
}

function hitOf(index: LocaleIndex, result: SearchResult): SearchHit | null {
  const document = index.documents.get(String(result.id));
  if (!document) return null;
  const matched = new Set(result.terms);
  return {
    id: document.id,
    kind: document.kind,
    title: highlight(document.title, matched),
    excerpt: excerpt(document.text, matched),
    href: document.href,
    source: document.source,
  };
}

/**
 * The entries that hold every word of the query (each as typed, as the start of a longer word, or with a typo),
 * best first; when none holds them all, those that hold some.
 */
function ranked(index: LocaleIndex, searched: string): SearchResult[] {
  if (!termsOf(searched, index.locale).length) return [];
  const all = index.search.search(searched, { combineWith: "AND" });
  return all.length ? all : index.search.search(searched, { combineWith: "OR" });
}

/** The results page's answer: the best hits, grouped by kind. */
export function searchIndex(index: LocaleIndex, query: string, limit: number = TUNING.maxResults): SearchResults {
  const searched = normalizeQuery(query);
  const results = ranked(index, searched);
  const hits = results.slice(0, limit).flatMap((result) => hitOf(index, result) ?? []);
  return {
    query: searched,
    total: results.length,
    shown: hits.length,
    groups: SEARCH_KINDS.flatMap((kind) => {
      const ofKind = hits.filter((hit) => hit.kind === kind);
      return ofKind.length ? [{ kind, hits: ofKind }] : [];
    }),
  };
}

/** The best hits whatever their kind, for the dialog. */
export function topHits(index: LocaleIndex, query: string, limit: number = TUNING.dialogResults): SearchHit[] {
  return ranked(index, normalizeQuery(query))
    .slice(0, limit)
    .flatMap((result) => hitOf(index, result) ?? []);
}

/**
 * The demo assistant's answer to a message, drawn from what the site says (a question's answer, a plan's price, a
 * feature group's description), or null when the site does not answer it with confidence. In order: a question
 * about the price, inclusions or limits of a plan or add-on it names, from that one; a question about what plans
 * include, from the first plan that has it (both `named`: they come before the demo's reply rules); the entry that
 * matches the most of the message's words (at least TUNING.answerCoverage of them, and TUNING.answerMinTerms, or all
 * of a shorter message); every price, for a question about prices in general; the FAQ entry another price question
 * is about.
 */
export function answerFrom(index: LocaleIndex, message: string): Answer | null {
  const asked = [...new Set(termsOf(normalizeQuery(message), index.locale))];
  if (!asked.length) return null;
  const priceQuestion = asksAboutPrice(asked);
  const named = priceQuestion ? (namedItem(index, asked) ?? planIncluding(index, asked, SITE_NAME_TERMS)) : null;
  if (named) return { ...answerOf(named), named: true };
  const matched = matchedAnswer(index, new Set(asked));
  if (matched || !priceQuestion) return matched;
  if (asksAllPrices(asked, SITE_NAME_TERMS)) return pricesAnswer(index);
  const faq = priceFaq(index, asked);
  return faq ? answerOf(faq) : null;
}

/** The site's name as a question says it ("How much does Ihuza cost?"). */
const SITE_NAME_TERMS: ReadonlySet<string> = new Set(termsOf(SITE_NAME, DEFAULT_LOCALE));

/** The entry that answers the most of the message's words, when it answers enough of them. */
function matchedAnswer(index: LocaleIndex, asked: Set<string>): Answer | null {
  const results = index.search.search([...asked].join(" "), {
    combineWith: "OR",
    filter: (result) => Boolean(index.documents.get(String(result.id))?.answer),
  });
  const best = results
    .slice(0, 5)
    .map((result) => ({ result, covered: new Set(result.queryTerms).size }))
    .sort((a, b) => b.covered - a.covered || b.result.score - a.result.score)[0];
  if (!best) return null;
  const needed = Math.min(TUNING.answerMinTerms, asked.size);
  if (best.covered < needed || best.covered / asked.size < TUNING.answerCoverage) return null;
  const document = index.documents.get(String(best.result.id));
  return document?.answer ? answerOf(document) : null;
}
