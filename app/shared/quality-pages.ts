import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";
import { PAGES, routedType } from "./pages";
import { isObject } from "./quality-walk";
import { QUALITY_LIMITS, shownIn, textIn, type Add, type Doc, type Finding } from "./quality-rules";
import { titleWithSiteName } from "./site-name";

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

/**
 * The title a page shows for itself in a language, where an editor wrote it: its search title, else (a document with
 * an address) its title or name; a legal page's title. A fixed page without a search title shows the site's own words
 * for it (its dictionary), which are no editor's to check. A language without its own shows the English one.
 */
function titleOf(document: Doc, language: Locale): SearchText {
  const seo = isObject(document.seo) ? document.seo : {};
  if (document._type === "legalPage") return { value: shownIn(document.title, language), path: ["title"] };
  const own = shownIn(seo.title, language);
  if (own || !routedType(document._type)) return { value: own, path: ["seo", "title"] };
  return { value: shownIn(document.title ?? document.name, language), path: [document.title ? "title" : "name"] };
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
    const shown = title.value ? titleWithSiteName(title.value, siteName) : null;
    if (shown && shown.length > QUALITY_LIMITS.seoTitleMax)
      add(
        "seo-title",
        "warning",
        shown === title.value
          ? `The title is ${shown.length} characters: search results show about ${L.seoTitleMax}.`
          : `The title is ${shown.length} characters with the site's name the page adds ("${shown.slice(title.value!.length)}"): search results show about ${L.seoTitleMax}.`,
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

/** The dataset-wide rules: two published pages of one language with one title (every page an editor titled). */
export function duplicateTitles(documents: Doc[]): Finding[] {
  const findings: Finding[] = [];
  for (const language of LOCALES) {
    const seen = new Map<string, Doc>();
    for (const document of documents) {
      if (!routedType(document._type) && !fixedPageOf(document)) continue;
      if (isObject(document.seo) && document.seo.noindex === true) continue;
      const { value, path } = titleOf(document, language);
      const title = value?.toLowerCase();
      if (!title) continue;
      const other = seen.get(title);
      if (other)
        findings.push({
          rule: "duplicate-title",
          level: "warning",
          message: `Another page has this title in this language (${other._id}).`,
          documentId: document._id,
          documentType: document._type,
          language,
          path: path.join("."),
          segments: path,
        });
      else seen.set(title, document);
    }
  }
  return findings;
}
