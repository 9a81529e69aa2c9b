import { escapeXml } from "@shared/xml";
import { LOCALE_INFO, localePath, type Locale } from "@shared/locales";
import { feedPath } from "./blog";
import { routedPath } from "@shared/pages";

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
 * RSS 2.0 for one language: the newest posts, each with an absolute link that is also its guid, its publish date,
 * excerpt, authors and categories; the channel names its own address (atom:link rel="self").
 */
export function buildRssFeed(options: {
  siteUrl: string;
  locale: Locale;
  title: string;
  description: string;
  posts: FeedPost[];
}): string {
  const { siteUrl, locale, posts } = options;
  const link = (path: string) => escapeXml(`${siteUrl}${localePath(locale, path)}`);
  const newest = posts
    .map((post) => post.updatedAt ?? post.publishedAt)
    .sort()
    .at(-1);
  // (a post with no address, its slug not written as the Studio writes one, has no item: its guid would be /blog)
  const items = posts.flatMap((post) => {
    const path = routedPath("post", post.slug);
    if (!path) return [];
    const url = link(path);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      ...(post.excerpt ? [`      <description>${escapeXml(post.excerpt)}</description>`] : []),
      ...post.authors.map((author) => `      <dc:creator>${escapeXml(author.name)}</dc:creator>`),
      ...post.categories.map((category) => `      <category>${escapeXml(category.title)}</category>`),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(options.title)}</title>`,
    `    <link>${link("/blog")}</link>`,
    `    <description>${escapeXml(options.description)}</description>`,
    `    <language>${LOCALE_INFO[locale].tag}</language>`,
    `    <atom:link href="${escapeXml(`${siteUrl}${feedPath(locale)}`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
