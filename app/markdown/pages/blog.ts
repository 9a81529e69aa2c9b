import { fill } from "@shared/dictionaries/fill";
import type { loader as authorLoader } from "~/routes/blog.author";
import type { loader as categoryLoader } from "~/routes/blog.category";
import type { loader as postLoader } from "~/routes/blog.post";
import type { loader as blogLoader } from "~/routes/blog";
import type { loader as landingLoader } from "~/routes/page";
import { blockMarkdown } from "~/blocks/markdown";
import { localePath } from "@shared/addresses/locales";
import { routedPath } from "@shared/addresses/pages";
import { bullets, heading, image, link, type MarkdownContext } from "../markdown";
import { portableTextMarkdown } from "../portable-text";
import { blocks, escapeLine, escapeText, section, type LoaderData, type PageMarkdown } from "./shared";

/* The twins of the blog's pages and of the landing pages: documents with an address of their own. */

interface Card {
  title: string | null;
  slug: string | null;
  excerpt: string | null;
  date?: string | null;
}

/** Posts as a list: each linked at its address in the page's language, with its date and excerpt. */
export function postList(posts: readonly Card[], { locale, siteUrl }: MarkdownContext): string {
  return bullets(
    posts.map((post) => {
      const path = routedPath("post", post.slug);
      const date = post.date ? ` (${escapeLine(post.date)})` : "";
      return `${link(post.title, path && localePath(locale, path), siteUrl)}${date}${post.excerpt ? `: ${escapeLine(post.excerpt)}` : ""}`;
    }),
  );
}

const names = (
  items: readonly { name?: string | null; title?: string | null; slug: string | null }[],
  type: "author" | "blogCategory",
  context: MarkdownContext,
) =>
  items
    .map((item) => {
      const path = routedPath(type, item.slug);
      return link(item.name ?? item.title, path && localePath(context.locale, path), context.siteUrl);
    })
    .join(", ");

export const blogMarkdown: PageMarkdown<LoaderData<typeof blogLoader>> = (data, context) => {
  if (!data.found) return null;
  const { t, locale, siteUrl } = context;
  return blocks(
    heading(1, t.blog.heading),
    escapeText(t.blog.intro),
    data.pages > 1 && `_${escapeLine(fill(t.blog.pageOf, { page: data.page, pages: data.pages }))}_`,
    postList(data.posts, context),
    data.page < data.pages && link(t.blog.older, localePath(locale, `/blog/page/${data.page + 1}`), siteUrl),
    section(2, t.blog.topics, names(data.categories, "blogCategory", context)),
  );
};

export const postMarkdown: PageMarkdown<LoaderData<typeof postLoader>> = ({ post, head }, context) => {
  if (!post || !head || head.noindex) return null;
  const { t } = context;
  return blocks(
    heading(1, post.title),
    escapeText(post.excerpt),
    [
      post.authors.length > 0 && fill(t.blog.by, { authors: names(post.authors, "author", context) }),
      escapeLine(fill(t.blog.published, { date: post.published })),
      post.updated && escapeLine(fill(t.blog.updated, { date: post.updated })),
      escapeLine(fill(t.blog.readingTime, { minutes: post.minutes })),
    ]
      .filter(Boolean)
      .join(" · "),
    post.categories.length > 0 && `${escapeLine(t.blog.topics)}: ${names(post.categories, "blogCategory", context)}`,
    image(post.cover, context.siteUrl),
    portableTextMarkdown(post.body, context),
    section(2, t.blog.related, postList(post.related, context)),
  );
};

export const categoryMarkdown: PageMarkdown<LoaderData<typeof categoryLoader>> = ({ document, posts }, context) =>
  document ? blocks(heading(1, document.title), escapeText(document.description), postList(posts, context)) : null;

export const authorMarkdown: PageMarkdown<LoaderData<typeof authorLoader>> = ({ document, posts }, context) =>
  document
    ? blocks(
        heading(1, fill(context.t.blog.postsBy, { name: document.name ?? "" })),
        escapeText(document.role),
        escapeText(document.bio),
        bullets((document.links ?? []).map((item) => link(item.label, item.url, context.siteUrl))),
        postList(posts, context),
      )
    : null;

/** A landing page: its blocks in order; the first hero holds its H1, else the page's title does, as on the page. */
export const landingMarkdown: PageMarkdown<LoaderData<typeof landingLoader>> = ({ page, head }, context) => {
  if (!page || !head || head.noindex) return null;
  const opensWithHero = page.blocks[0]?._type === "heroBlock";
  return blocks(
    !opensWithHero && heading(1, page.title),
    ...page.blocks.map((block, index) =>
      blockMarkdown(block, { ...context, level: index === 0 && opensWithHero ? 1 : 2 }),
    ),
  );
};
