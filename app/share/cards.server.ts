import type { contentFor } from "~/content/layer/content.server";
import { SITE_SETTINGS_QUERY } from "~/content/queries";
import { ROUTED_DOCUMENT_QUERY, ROUTED_DOCUMENTS_QUERY } from "@shared/content/fragments";
import { PAGES, routedPath } from "@shared/addresses/pages";
import { stegaClean } from "~/content/layer/stega.server";
import { dictionaryFor } from "~/i18n/dictionaries.server";
import { stripLocale } from "@shared/addresses/locales";
import { SITE_NAME } from "@shared/setup/site-name";
import { fixedPageCard, routedCard, shareImagePath, type ShareCard } from "./cards";

type Content = Awaited<ReturnType<typeof contentFor>>;

/** The site's name as pages show it (site settings, else SITE_NAME). */
export async function siteNameOf(content: Content): Promise<string> {
  return stegaClean((await content.run(SITE_SETTINGS_QUERY))?.siteName) || SITE_NAME;
}

/**
 * The card of the page at `path` (unprefixed) in the content's language, or null for a path that has none (a 404,
 * a post not out yet, a form's answer). Reads what the page reads, through the content layer's cache.
 */
export async function shareCardFor(content: Content, path: string): Promise<ShareCard | null> {
  const t = dictionaryFor(content.locale);
  const siteName = await siteNameOf(content);
  const fixed = fixedPageCard(t, content.locale, path, siteName);
  if (fixed) return fixed;
  // Found in the list; read on its own, so that the picture's keys are this document's alone.
  const documents = await content.lookup(ROUTED_DOCUMENTS_QUERY);
  const found = documents.value.find((entry) => routedPath(entry._type, entry.name) === path);
  if (!found) documents.missed();
  const document = found && (await content.run(ROUTED_DOCUMENT_QUERY, { id: found._id }));
  return document ? routedCard(t, content.locale, stegaClean(document), siteName) : null;
}

/** The pictures of the fixed pages in the content's language, by path (the root loader hands them to every page). */
export async function fixedShareImages(content: Content): Promise<Record<string, string>> {
  const t = dictionaryFor(content.locale);
  const siteName = await siteNameOf(content);
  return Object.fromEntries(
    PAGES.flatMap((page) => {
      const card = fixedPageCard(t, content.locale, page.path, siteName);
      return card ? [[page.path, shareImagePath(card)]] : [];
    }),
  );
}

/** The picture of the page a request is for (a document's page: its loader passes it to the head), or null. */
export async function shareImageFor(content: Content, request: Request): Promise<string | null> {
  const card = await shareCardFor(content, stripLocale(new URL(request.url).pathname));
  return card ? shareImagePath(card) : null;
}
