import type { LoaderFunctionArgs } from "@remix-run/node";
import { FEED_PATH, FEED_SIZE } from "~/content/blog/blog";
import { contentFor } from "~/content/layer/content.server";
import { buildRssFeed } from "~/content/blog/feed";
import { LATEST_POSTS_QUERY, SITE_SETTINGS_QUERY } from "~/content/queries";
import { stegaClean } from "~/content/layer/stega.server";
import { dictionaryFor } from "~/i18n/dictionaries.server";
import { fill } from "@shared/dictionaries/fill";
import { CACHE_CONTROL, surrogateKeyHeaders } from "~/lib/cache-control";
import { movedToLanguageFile } from "~/lib/canonical-path";
import { getEnv } from "@shared/setup/env.server";
import { readOnly } from "~/lib/allowed-methods";
import { SITE_NAME } from "@shared/setup/site-name";

/** The blog's feed in the page's language (/blog/rss.xml, /fr/blog/rss.xml…): RSS 2.0, the FEED_SIZE newest posts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // (its one address, in the language its path names, before any content is asked for)
  const moved = movedToLanguageFile(request, FEED_PATH);
  if (moved) return moved;
  const content = await contentFor(request, context);
  const [posts, settings] = await Promise.all([
    content.run(LATEST_POSTS_QUERY, { limit: FEED_SIZE }),
    content.run(SITE_SETTINGS_QUERY),
  ]);
  const t = dictionaryFor(content.locale);
  const siteName = stegaClean(settings?.siteName) ?? SITE_NAME;
  const xml = buildRssFeed({
    siteUrl: getEnv().SITE_URL,
    locale: content.locale,
    siteName,
    title: fill(t.blog.feedTitle, { site: siteName }),
    description: t.blog.intro,
    posts: stegaClean(posts),
  });
  // Kept by shared caches like a page, under the keys of what it read (a publish purges it); an answer from the
  // bundled dataset, while Sanity is away, or with drafts, is not kept.
  // A preview (drafts) is the editor's alone.
  const degraded = (context.usage?.degraded ?? false) || content.preview;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": content.preview ? CACHE_CONTROL.private : degraded ? CACHE_CONTROL.none : CACHE_CONTROL.page,
      ...(degraded || !context.usage ? {} : surrogateKeyHeaders(context.usage, "a feed")),
    },
  });
}

export const action = readOnly;
