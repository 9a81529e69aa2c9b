import { DEFAULT_LOCALE, LOCALES, type Locale } from "../addresses/locales";
import { PAGES, routedType } from "../addresses/pages";
import { isObject } from "./quality-walk";
import { QUALITY_LIMITS, shownIn, textIn, type Add, type Doc, type Finding } from "./quality-rules";
import { titleWithSiteName } from "../setup/site-name";
import { DICTIONARIES } from "../dictionaries/by-locale";
import { authorPageTitle, categoryPageTitle, FIXED_PAGE_TITLES } from "../dictionaries/page-titles";

/*
 * The content quality rules of a page as a whole (./quality.ts has the others): its search title and description,
 * a post's excerpt, a landing page's opening, and two pages of a language with one title. Every page: those with an
 * address and the fixed ones (the home, pricing, about… pages' documents).
 */

const L = QUALITY_LIMITS;

/** The page a fixed page's document is (the home page's, a legal page's by its slug); undefined for any other. */
function fixedPageOf(document: Doc) {
  const slug = isObject(document.slug) ? document.slug.current : undefined;
  return PAGES.find(
    (page) => page.document?.type === document._type && (!page.document.slug || page.document.slug === slug),
  );
}

/** Where a page's search title and description come from, and what they are in a language. */
interface SearchText {
  value: string | null;
  path: string[];
}

/** A page's title as its `<title>` shows it before the site's name, and whether an editor wrote it (`path`). */
interface ShownTitle extends SearchText {
  editors: boolean;
}

/**
 * The title a page shows for itself in a language (@shared/dictionaries/page-titles, as the routes build it): its
 * search title, else (a document with an address) its title or name, in its kind's words (a category's page says it
 * is the blog's); a legal page's title; a fixed page without a search title, the site's own words for it, which are
 * no editor's to shorten. A language without its own text shows the English one.
 */
function titleOf(document: Doc, language: Locale): ShownTitle {
  const seo = isObject(document.seo) ? document.seo : {};
  const words = DICTIONARIES[language];
  if (document._type === "legalPage")
    return { value: shownIn(document.title, language), path: ["title"], editors: true };
  const own = shownIn(seo.title, language);
  if (own) return { value: own, path: ["seo", "title"], editors: true };
  const fixed = fixedPageOf(document);
  if (fixed) return { value: FIXED_PAGE_TITLES[fixed.path]?.(words) ?? null, path: ["seo", "title"], editors: false };
  const field = document.title ? "title" : "name";
  const value = shownIn(document[field], language);
  const inWords =
    value && document._type === "blogCategory"
      ? categoryPageTitle(value, words)
      : value && document._type === "author"
        ? authorPageTitle(value, words)
        : value;
  return { value: inWords, path: [field], editors: true };
}

/** The description a page gives search results in a language (a legal page's is its summary). */
function descriptionOf(document: Doc, language: Locale): SearchText {
  const seo = isObject(document.seo) ? document.seo : {};
  if (document._type === "legalPage") return { value: shownIn(document.summary, language), path: ["summary"] };
  const own = shownIn(seo.description, language);
  if (own || !routedType(document._type)) return { value: own, path: ["seo", "description"] };
  return {
    value: shownIn(document.excerpt ?? document.description ?? document.bio, language),
    path: ["seo", "description"],
  };
}

/** The page-level rules: SEO fields of every page (with an address, or fixed), a post's excerpt, a landing page's opening. */
export function checkPage(document: Doc, add: Add, siteName: string) {
  const routed = routedType(document._type);
  if (!routed && !fixedPageOf(document)) return;
  const seo = isObject(document.seo) ? document.seo : {};
  if (seo.noindex === true) return;
  for (const language of LOCALES) {
    const title = titleOf(document, language);
    // (counted as the page's <title> shows it, with the site's name after it)
    const shown = title.value && title.editors ? titleWithSiteName(title.value, siteName) : null;
    if (shown && shown.length > QUALITY_LIMITS.seoTitleMax)
      add(
        "seo-title",
        "warning",
        shown === title.value
          ? `The title is ${shown.length} characters: search results show about ${L.seoTitleMax}.`
          : `The page's title is "${shown}", ${shown.length} characters with what the page adds: search results show about ${L.seoTitleMax}.`,
        title.path,
        language,
      );
    // (without one, the page has no description at all: search engines pick a sentence of their own)
    const description = descriptionOf(document, language);
    if (!description.value)
      add(
        "seo-description",
        "warning",
        `Write a description for search results (${L.seoDescriptionMin} to ${L.seoDescriptionMax} characters).`,
        description.path,
        language,
      );
    else if (
      description.value.length < QUALITY_LIMITS.seoDescriptionMin ||
      description.value.length > QUALITY_LIMITS.seoDescriptionMax
    )
      add(
        "seo-description",
        "warning",
        `The description is ${description.value.length} characters: search results show ${L.seoDescriptionMin} to ${L.seoDescriptionMax}.`,
        description.path,
        language,
      );
  }
  if (document._type === "post")
    for (const language of LOCALES)
      if (!textIn(document.excerpt, language))
        add(
          "post-excerpt",
          language === DEFAULT_LOCALE ? "error" : "warning",
          "Write the post's excerpt: its summary in lists, feeds and search results.",
          ["excerpt"],
          language,
        );
  if (document._type === "landingPage") {
    const first = Array.isArray(document.blocks) ? document.blocks[0] : null;
    if (!isObject(first) || first._type !== "heroBlock" || !textIn(first.heading, DEFAULT_LOCALE))
      add(
        "landing-h1",
        "error",
        "Open the page with a hero block and its heading: it is the page's title.",
        ["blocks"],
        null,
      );
  }
}

/**
 * The dataset-wide rules: two published pages of one language with one title, as their `<title>`s show it (every
 * page: those with an address, the fixed ones, and those whose title is the site's own words, such as the blog's).
 */
export function duplicateTitles(documents: Doc[]): Finding[] {
  const findings: Finding[] = [];
  const indexed = documents.filter((document) => !(isObject(document.seo) && document.seo.noindex === true));
  const fixed = new Set(indexed.map((document) => fixedPageOf(document)?.path).filter(Boolean));
  for (const language of LOCALES) {
    const seen = new Map<string, string>();
    // (first the pages whose title no editor wrote, so that a finding names the document an editor can change)
    for (const page of PAGES)
      if (!fixed.has(page.path)) {
        const title = FIXED_PAGE_TITLES[page.path]?.(DICTIONARIES[language]);
        if (title) seen.set(title.toLowerCase(), `the page ${page.path}`);
      }
    const pages = indexed
      .filter((document) => routedType(document._type) || fixedPageOf(document))
      .map((document) => ({ document, ...titleOf(document, language) }))
      .sort((a, b) => Number(a.editors) - Number(b.editors));
    for (const { document, value, path } of pages) {
      const title = value?.toLowerCase();
      if (!title) continue;
      const other = seen.get(title);
      if (other)
        findings.push({
          rule: "duplicate-title",
          level: "warning",
          message: `Another page has this title in this language (${other}).`,
          documentId: document._id,
          documentType: document._type,
          language,
          path: path.join("."),
          segments: path,
        });
      else seen.set(title, document._id);
    }
  }
  return findings;
}
