import { blockText } from "@shared/content/portable-text";
import { ownAddress, prefixed, type Locale } from "@shared/addresses/locales";

/*
 * The blog's numbers and rules, written once (the Studio's limit on an excerpt is app/shared/content/limits.ts).
 */

// The list's pages are pages the site serves: their numbers live with the addresses (app/shared/addresses/list-pages.ts).
export { listPagePath, pageCount, POSTS_PER_PAGE } from "@shared/addresses/list-pages";

/** Words a minute a reader reads, for a post's reading time. */
export const WORDS_PER_MINUTE = 200;

/** A post with at least this many headings shows a table of contents. */
export const TOC_MIN_HEADINGS = 3;

/** Posts the feed of each language holds, newest first. */
export const FEED_SIZE = 20;

/** Portable Text as a post's body holds it (only what these helpers read). */
export interface BodyBlock {
  _key: string;
  _type: string;
  style?: string;
  children?: { text?: string }[];
  quote?: string;
  text?: string;
}

/** Minutes a reader needs for a post's body, at WORDS_PER_MINUTE, rounded up. */
export function readingMinutes(body: BodyBlock[] | null | undefined): number {
  const words = (body ?? [])
    .map((block) => (block._type === "block" ? blockText(block) : (block.quote ?? block.text ?? "")))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The ids a post's page gives its own sections (app/routes/blog.post.tsx). */
export const POST_SECTION_IDS = { toc: "toc-heading", author: "about-author", related: "related-heading" };

/** A heading of a post, with the id its element carries (the table of contents links to it). */
export interface PostHeading {
  key: string;
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * The posts to read next, at most `max`: those an editor picked, else those sharing a category (newest first), then
 * the newest others; never the post itself nor one twice.
 */
export function relatedPosts<T extends { _id: string }>(
  post: { _id: string; picked?: T[] | null; sameCategory?: T[] | null; recent?: T[] | null },
  max = 3,
): T[] {
  const seen = new Set([post._id]);
  const out: T[] = [];
  const candidates = post.picked?.length ? post.picked : [...(post.sameCategory ?? []), ...(post.recent ?? [])];
  for (const candidate of candidates) {
    if (out.length === max) break;
    if (seen.has(candidate._id)) continue;
    seen.add(candidate._id);
    out.push(candidate);
  }
  return out;
}

/** Where the feed is (/blog/rss.xml): a route of every language (pages.ts), so each language has its own. */
export const FEED_PATH = "/blog/rss.xml";

/** The feed's path in `locale` (/fr/blog/rss.xml, /rw/inkuru/rss.xml): a file each language has of its own. */
export const feedPath = (locale: Locale): string => ownAddress(prefixed(locale, FEED_PATH));

/** The earliest of `times` (ISO dates) after `now`, in ms since the epoch; null when none is ahead. */
export function nextDue(times: (string | null | undefined)[], now: number): number | null {
  let next: number | null = null;
  for (const time of times) {
    const at = time ? Date.parse(time) : NaN;
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}
