import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";
import { PAGES, routedType } from "./pages";
import { isObject } from "./quality-walk";
import { QUALITY_LIMITS, textIn, type Add, type Doc, type Finding } from "./quality-rules";
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

/**
 * The title a page shows for itself in a language, where an editor wrote it: its search title, else (a document with
 * an address) its title or name. A fixed page without a search title shows the site's own words for it (its
 * dictionary), which are no editor's to check.
 */
function titleOf(document: Doc, language: Locale): string | null {
  const seo = isObject(document.seo) ? document.seo : {};
  return (
    textIn(seo.title, language) ??
    (routedType(document._type) ? textIn(document.title ?? document.name, language) : null)
  );
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
    const shown = title ? titleWithSiteName(title, siteName) : null;
    if (shown && shown.length > QUALITY_LIMITS.seoTitleMax)
      add(
        "seo-title",
        "warning",
        shown === title
          ? `The title is ${shown.length} characters: search results show about ${L.seoTitleMax}.`
          : `The title is ${shown.length} characters with the site's name the page adds ("${shown.slice(title!.length)}"): search results show about ${L.seoTitleMax}.`,
        ["seo", "title"],
        language,
      );
    // (a fixed page without its own description has the site's words for it)
    const description =
      textIn(seo.description, language) ??
      (routed ? textIn(document.excerpt ?? document.description ?? document.bio, language) : null);
    if (!description) {
      if (routed)
        add(
          "seo-description",
          "warning",
          `Write a description for search results (${L.seoDescriptionMin} to ${L.seoDescriptionMax} characters).`,
          ["seo", "description"],
          language,
        );
    } else if (
      description.length < QUALITY_LIMITS.seoDescriptionMin ||
      description.length > QUALITY_LIMITS.seoDescriptionMax
    )
      add(
        "seo-description",
        "warning",
        `The description is ${description.length} characters: search results show ${L.seoDescriptionMin} to ${L.seoDescriptionMax}.`,
        ["seo", "description"],
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
      const title = titleOf(document, language)?.toLowerCase();
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
          path: isObject(document.seo) && textIn(document.seo.title, language) ? "seo.title" : "title",
          segments: isObject(document.seo) && textIn(document.seo.title, language) ? ["seo", "title"] : ["title"],
        });
      else seen.set(title, document);
    }
  }
  return findings;
}
