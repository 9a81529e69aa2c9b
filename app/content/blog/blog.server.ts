import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatDate } from "~/lib/format";
import type { Locale } from "@shared/addresses/locales";
import { contentFor } from "../layer/content.server";
import { POSTS_PAGE_QUERY } from "../queries";
import { redirectFor } from "../site/redirects.server";
import { addressesOf, movedTo, namedDocument } from "../site/addresses.server";
import type { Names } from "@shared/addresses/names";

/** The document type a list of posts is filed under. */
const FILTERED_TYPES = { category: "blogCategory", author: "author" } as const;

/** How many posts a category's or an author's page lists at most (newest first). */
const LISTED_AT_MOST = 60;

/** Cards with their date written on the server, in the page's language. */
export const withDates = <T extends { publishedAt: string }>(posts: T[], locale: Locale) =>
  posts.map((post) => ({ ...post, date: formatDate(post.publishedAt, locale) }));

/**
 * A blog page about one document (a category, an author): the document found by its slug, with the posts filed
 * under it; when none has that slug, a redirect kept for the path is thrown, else `document` is null (a 404). With
 * the page's content runner, for what else the route shows (its share image).
 */
export async function postsAbout<D extends { _id: string; names: Names }>(
  { request, context, params }: LoaderFunctionArgs,
  find: (content: Awaited<ReturnType<typeof contentFor>>, slug: string) => Promise<D | null>,
  filter: "category" | "author",
) {
  const content = await contentFor(request, context);
  const type = FILTERED_TYPES[filter];
  // Its address in the page's language (app/shared/addresses/names.ts); one in another language's words moves there.
  const named = await namedDocument(content, type, params.slug ?? "", request);
  if (named.movedTo) throw movedTo(named.movedTo, request, content, context);
  const document = await find(content, named.english ?? params.slug ?? "");
  if (!document) {
    const moved = await redirectFor(request, context);
    if (moved) throw moved;
    return { content, document: null, posts: [], addresses: null };
  }
  const list = await content.run(POSTS_PAGE_QUERY, {
    start: 0,
    end: LISTED_AT_MOST,
    category: filter === "category" ? document._id : "",
    author: filter === "author" ? document._id : "",
  });
  return {
    content,
    document,
    posts: withDates(list.posts, content.locale),
    addresses: addressesOf(type, document.names),
  };
}
