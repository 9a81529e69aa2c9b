import { Feed } from "feed";
import { LOCALE_INFO, localePath, type Locale } from "@shared/addresses/locales";
import { routedPath } from "@shared/addresses/pages";
import { xmlChars } from "@shared/content/xml";
import { feedPath } from "./blog";

/** A post as a feed lists it. */
export interface FeedPost {
  title: string;
  slug: string;
  excerpt?: string | null;
  publishedAt: string;
  updatedAt?: string | null;
  authors: { name: string }[];
  categories: { title: string }[];
}

/**
 * RSS 2.0 for one language, written by the `feed` library: the newest posts, each with an absolute link that is
 * also its guid, its publish date, excerpt, authors and categories; the channel names its own address
 * (atom:link rel="self").
 */
export function buildRssFeed(options: {
  siteUrl: string;
  locale: Locale;
  title: string;
  description: string;
  /** The site's name, as the feed's generator. */
  siteName: string;
  posts: FeedPost[];
}): string {
  const { siteUrl, locale, posts } = options;
  const link = (path: string) => xmlChars(`${siteUrl}${localePath(locale, path)}`);
  const newest = posts
    .map((post) => post.updatedAt ?? post.publishedAt)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: link("/blog"),
    link: link("/blog"),
    title: xmlChars(options.title),
    description: xmlChars(options.description),
    language: LOCALE_INFO[locale].tag,
    feedLinks: { rss: xmlChars(`${siteUrl}${feedPath(locale)}`) },
    updated: newest ? new Date(newest) : undefined,
    generator: xmlChars(options.siteName),
  });
  for (const post of posts) {
    // (a post with no address, its slug not written as the Studio writes one, has no item: its guid would be /blog)
    const path = routedPath("post", post.slug);
    if (!path) continue;
    feed.addItem({
      // (no id: the link is the guid, isPermaLink="true")
      link: link(path),
      title: cdata(post.title),
      date: new Date(post.publishedAt),
      description: post.excerpt ? cdata(post.excerpt) : undefined,
      author: post.authors.map((author) => ({ name: xmlChars(author.name) })),
      category: post.categories.map((category) => ({ name: xmlChars(category.title) })),
    });
  }
  return `${feed.rss2()}\n`;
}

/**
 * A text the library writes in a CDATA section (an item's title and description): without the characters XML
 * forbids (the library drops none; the other texts it escapes get xmlChars alone), and with each `]]>` after the
 * first split out of the section (xml-js, which the library writes with, splits only the first one, so a second
 * would end the section early and break the feed).
 */
function cdata(value: string): string {
  const clean = xmlChars(value);
  const first = clean.indexOf("]]>");
  if (first < 0) return clean;
  return clean.slice(0, first + 3) + clean.slice(first + 3).replaceAll("]]>", "]]]]><![CDATA[>");
}
