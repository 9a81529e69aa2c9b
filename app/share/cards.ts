import { PAGES, routedPath, routedType, SHARE_IMAGE_SEGMENT } from "@shared/addresses/pages";
import { englishPath, isLocale, LOCALE_INFO, ownPath, type Locale } from "@shared/addresses/locales";
import { SHORT_HASH, shortHash } from "@shared/setup/hash";
import { SHARE_IMAGE_TEMPLATE } from "./theme";

/*
 * Share images of a page's own (og:image): a 1200 × 630 picture of its title, with a line above it (a fixed page's
 * name, a post's category, an author's role), in the page's language. What a picture shows is its card; its URL
 * carries a hash of the card, so a CDN may keep it forever and a new title is a new URL. The same code makes a
 * card for the page's head (app/lib/meta.ts, in the browser too) and for the picture (app/routes/share-image.ts).
 */

export interface ShareCard {
  locale: Locale;
  /** The page's path in the default language (/blog/launch): the picture of /fr/blog/launch has locale fr. */
  path: string;
  kicker: string;
  title: string;
}

/** The names of the fixed pages, as every dictionary has them. */
interface PageNames {
  pages: Record<string, { title: string; description: string }>;
}

/** A document with a URL of its own, as ROUTED_DOCUMENTS_QUERY lists it (in one language). */
export interface RoutedCardSource {
  _type: string;
  name: string | null;
  title: string | null;
  kicker?: string | null;
}

/** The list pages of the blog beyond its first show the blog's own picture. */
const cardPathOf = (path: string) => (/^\/blog\/page\/\d+$/.test(path) ? "/blog" : path);

/** The card of a fixed page (the registry's): its name above its description; the home page, the site's name. */
export function fixedPageCard(t: PageNames, locale: Locale, asked: string, siteName: string): ShareCard | null {
  const path = cardPathOf(asked);
  const names = PAGES.some((page) => page.path === path) ? t.pages[path] : undefined;
  if (!names) return null;
  return { locale, path, kicker: path === "/" ? siteName : names.title, title: names.description };
}

/** The card of a document with a URL of its own: its title, under what its declaration says (app/shared/addresses/pages.ts). */
export function routedCard(
  t: PageNames,
  locale: Locale,
  document: RoutedCardSource,
  siteName: string,
): ShareCard | null {
  const path = routedPath(document._type, document.name);
  const card = routedType(document._type)?.card;
  if (!path || !document.title || card === undefined) return null;
  const kicker = card === null ? siteName : document.kicker || t.pages[card.listing]!.title;
  return { locale, path, kicker, title: document.title };
}

const PREFIX = `/${SHARE_IMAGE_SEGMENT}/`;
const SHAPE = new RegExp(`^${PREFIX}(${SHORT_HASH})/([a-z]{2})(/[a-z0-9/-]*)\\.png$`);

/**
 * Where a card's picture is: /og/<hash>/<locale><path>.png, the page's path as that language writes it
 * (/og/<hash>/fr/tarifs.png; the home page: /og/<hash>/<locale>/index.png).
 */
export function shareImagePath(card: ShareCard): string {
  const hash = shortHash([SHARE_IMAGE_TEMPLATE, card.locale, card.path, card.kicker, card.title]);
  return `${PREFIX}${hash}/${card.locale}${card.path === "/" ? "/index" : ownPath(card.locale, card.path)}.png`;
}

/** What a picture's path names: its hash, language and page; null for a path of another shape. */
export function parseShareImagePath(path: string): { hash: string; locale: Locale; path: string } | null {
  const match = SHAPE.exec(path);
  if (!match || !isLocale(match[2])) return null;
  const named = match[3]!;
  if (named.includes("//") || named.endsWith("/")) return null;
  return { hash: match[1]!, locale: match[2], path: named === "/index" ? "/" : englishPath(match[2], named) };
}

/** The language's name as the picture shows it (its own: Français, Kinyarwanda). */
export const languageName = (locale: Locale) => LOCALE_INFO[locale].name;
