import { AfterFirstScreen } from "~/lib/after-first-screen";
import { routeComponent } from "~/lib/route-component";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { feedLinks } from "~/components/blog/feed-links";
import { PostBody } from "~/components/blog/PostBody";
import { PostCard } from "~/components/blog/PostCard";
import { ShareLinks } from "~/components/blog/ShareLinks";
import { ContentImage } from "~/components/common/ContentImage";
import { NotFound } from "~/components/not-found/NotFound";
import { POST_SECTION_IDS, readingMinutes, relatedPosts, TOC_MIN_HEADINGS } from "~/content/blog/blog";
import { headingsOf } from "~/content/blog/headings.server";
import { contentFor } from "~/content/layer/content.server";
import { routedPath } from "@shared/addresses/pages";
import { POST_QUERY } from "~/content/queries";
import { redirectFor } from "~/content/site/redirects.server";
import { addressesOf, movedTo, namedDocument } from "~/content/site/addresses.server";
import { stegaClean } from "~/content/layer/stega.server";
import { shareImageFor } from "~/share/cards.server";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/content/site/structured-data";
import { langOf } from "~/i18n/lang";
import { localePath } from "@shared/addresses/locales";
import { dictionaryFor } from "~/i18n/dictionaries.server";
import { useLocalePath, useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";
import { getEnv } from "@shared/setup/env.server";
import { formatDate } from "~/lib/format";
import { dictionaryOf, getMeta } from "~/lib/meta";

/**
 * A post at /blog/<slug>, once its publish time has come (before, it is not found: a scheduled post is invisible).
 * A slug that moved leaves a redirect (made when the editor publishes the move); any other is the 404 page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const content = await contentFor(request, context);
  // Its address in the page's language (app/shared/addresses/names.ts); one in another language's words moves there.
  const named = await namedDocument(content, "post", params.slug ?? "", request);
  if (named.movedTo) throw movedTo(named.movedTo, request, content, context);
  const post = await content.run(POST_QUERY, { slug: named.english ?? params.slug ?? "", preview: content.preview });
  if (!post) {
    const moved = await redirectFor(request, context);
    if (moved) throw moved;
    return data({ post: null, head: null, jsonLd: null, shareImage: null, addresses: null }, { status: 404 });
  }
  const locale = content.locale;
  const t = dictionaryFor(locale);
  const siteUrl = getEnv().SITE_URL;
  const path = localePath(locale, routedPath("post", post.slug) ?? "/blog");
  const clean = stegaClean({ title: post.title, excerpt: post.excerpt, seo: post.seo });
  const { picked, sameCategory, recent, ...rest } = post;
  const related = relatedPosts({ _id: post._id, picked, sameCategory, recent }).map((card) => ({
    ...card,
    date: formatDate(card.publishedAt, locale),
  }));
  const headings = headingsOf(post.body, locale);
  return {
    post: {
      ...rest,
      published: formatDate(post.publishedAt, locale),
      updated: post.updatedAt ? formatDate(post.updatedAt, locale) : null,
      // (counted on the text alone: a preview's click-to-edit markers hold characters \s matches)
      minutes: readingMinutes(stegaClean(post.body)),
      headings,
      related,
      url: `${siteUrl}${path}`,
    },
    head: {
      title: clean.seo?.title ?? clean.title,
      description: clean.seo?.description ?? clean.excerpt,
      noindex: clean.seo?.noindex === true,
      image: post.seo?.image?.src ?? null,
      article: { publishedTime: post.publishedAt, modifiedTime: post.updatedAt },
    },
    shareImage: await shareImageFor(content, request),
    addresses: addressesOf("post", post.names),
    jsonLd: [
      blogPostingJsonLd(siteUrl, {
        url: path,
        headline: clean.title,
        description: clean.excerpt,
        image: post.cover?.src ?? null,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        authors: post.authors.map((author) => ({
          name: author.name,
          url: localePath(locale, routedPath("author", author.slug) ?? "/blog"),
        })),
        locale,
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: t.blog.home, path: localePath(locale, "/") },
        { name: t.pages["/blog"].title, path: localePath(locale, "/blog") },
        { name: clean.title, path },
      ]),
    ],
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, ...args }) => {
  if (!loaded?.head) {
    return getMeta(args, { title: dictionaryOf(args.matches)?.notFound.title ?? "Page not found", noindex: true });
  }
  return [
    ...getMeta(args, loaded.head),
    ...feedLinks(args),
    ...loaded.jsonLd.map((entry) => ({ "script:ld+json": entry })),
  ];
};

export default routeComponent<typeof loader>(function PostRoute({ post }) {
  const t = useT();
  const lp = useLocalePath();
  if (!post) return <NotFound />;
  const authors = post.authors.map((author, index) => (
    <span key={author._id}>
      {index > 0 && (index === post.authors.length - 1 ? t.blog.and : ", ")}
      <Link
        to={lp(routedPath("author", author.slug) ?? "/blog")}
        className="font-semibold text-ink-900 hover:underline"
      >
        {author.name}
      </Link>
    </span>
  ));
  const [byBefore, byAfter = ""] = t.blog.by.split("{authors}");
  return (
    <article>
      <header className="border-b border-ink-200/70 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14 lg:px-8">
          <nav aria-label={t.blog.breadcrumb}>
            <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
              <li>
                <Link to={lp("/blog")} className="font-semibold text-brand-700 hover:underline">
                  {t.pages["/blog"].title}
                </Link>
              </li>
              {post.categories.map((category) => (
                <li key={category._id} className="flex items-center gap-2">
                  <span aria-hidden>/</span>
                  <Link
                    to={lp(routedPath("blogCategory", category.slug) ?? "/blog")}
                    className="hover:underline"
                    {...langOf(category, "title")}
                  >
                    {category.title}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          <h1
            className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl"
            {...langOf(post, "title")}
          >
            {post.title}
          </h1>
          {post.excerpt && (
            <p className="mt-5 text-xl leading-8 text-ink-600" {...langOf(post, "excerpt")}>
              {post.excerpt}
            </p>
          )}
          <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-600">
            <span>
              {byBefore}
              {authors}
              {byAfter}
            </span>
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span>
              {t.blog.published.split("{date}")[0]}
              <time dateTime={post.publishedAt}>{post.published}</time>
              {t.blog.published.split("{date}")[1]}
            </span>
            {post.updated && post.updatedAt && (
              <>
                <span aria-hidden className="hidden sm:inline">
                  ·
                </span>
                <span>
                  {t.blog.updated.split("{date}")[0]}
                  <time dateTime={post.updatedAt}>{post.updated}</time>
                  {t.blog.updated.split("{date}")[1]}
                </span>
              </>
            )}
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span>{fill(t.blog.readingTime, { minutes: post.minutes })}</span>
          </p>
          <div className="mt-8 aspect-video overflow-hidden rounded-2xl bg-ink-100 shadow-sm">
            <ContentImage
              image={post.cover}
              width={768}
              sizes="(max-width: 800px) 100vw, 768px"
              className="h-full w-full object-cover"
              priority
            />
          </div>
        </div>
      </header>
      <AfterFirstScreen>
        <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:px-8">
          {post.headings.length >= TOC_MIN_HEADINGS && (
            <nav
              aria-labelledby={POST_SECTION_IDS.toc}
              className="mt-10 rounded-2xl border border-ink-200 bg-ink-50 p-6"
            >
              <h2 id={POST_SECTION_IDS.toc} className="text-sm font-bold uppercase tracking-wide text-ink-900">
                {t.blog.toc}
              </h2>
              <ol className="mt-3 space-y-2">
                {post.headings.map((heading) => (
                  <li key={heading.id} className={heading.level === 3 ? "pl-4" : undefined}>
                    <a href={`#${heading.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                      {heading.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className="mt-4" {...langOf(post, "body")}>
            <PostBody value={post.body} headings={post.headings} />
          </div>
          <ShareLinks url={post.url} title={post.title} />
          {post.authors.length > 0 && (
            <section aria-labelledby={POST_SECTION_IDS.author} className="mt-12 rounded-2xl border border-ink-200 p-6">
              <h2 id={POST_SECTION_IDS.author} className="text-sm font-bold uppercase tracking-wide text-ink-900">
                {t.blog.aboutAuthor}
              </h2>
              {post.authors.map((author) => (
                <div key={author._id} className="mt-4 flex gap-4">
                  <div className="size-16 shrink-0 overflow-hidden rounded-full bg-ink-100">
                    <ContentImage
                      image={author.photo}
                      width={64}
                      sizes="64px"
                      className="h-full w-full object-cover"
                      decorative
                    />
                  </div>
                  <div>
                    <p className="font-bold text-ink-900">
                      <Link to={lp(routedPath("author", author.slug) ?? "/blog")} className="hover:underline">
                        {author.name}
                      </Link>
                    </p>
                    {author.role && (
                      <p className="text-sm text-ink-600" {...langOf(author, "role")}>
                        {author.role}
                      </p>
                    )}
                    {author.bio && (
                      <p className="mt-2 text-ink-700" {...langOf(author, "bio")}>
                        {author.bio}
                      </p>
                    )}
                  </div>
                </div>
              ))}
            </section>
          )}
          {(post.previous || post.next) && (
            <nav aria-label={`${t.blog.previous} / ${t.blog.next}`} className="mt-12 grid gap-4 sm:grid-cols-2">
              {post.previous ? (
                <Link
                  to={lp(routedPath("post", post.previous.slug) ?? "/blog")}
                  rel="prev"
                  className="rounded-2xl border border-ink-200 p-5 hover:border-brand-500"
                >
                  <span className="block text-sm text-ink-600">← {t.blog.previous}</span>
                  <span className="mt-1 block font-semibold text-ink-900" {...langOf(post.previous, "title")}>
                    {post.previous.title}
                  </span>
                </Link>
              ) : (
                <span />
              )}
              {post.next && (
                <Link
                  to={lp(routedPath("post", post.next.slug) ?? "/blog")}
                  rel="next"
                  className="rounded-2xl border border-ink-200 p-5 text-right hover:border-brand-500"
                >
                  <span className="block text-sm text-ink-600">{t.blog.next} →</span>
                  <span className="mt-1 block font-semibold text-ink-900" {...langOf(post.next, "title")}>
                    {post.next.title}
                  </span>
                </Link>
              )}
            </nav>
          )}
        </div>
        {post.related.length > 0 && (
          <section aria-labelledby={POST_SECTION_IDS.related} className="border-t border-ink-200 bg-ink-50">
            <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
              <h2 id={POST_SECTION_IDS.related} className="text-2xl font-extrabold text-ink-900">
                {t.blog.related}
              </h2>
              <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {post.related.map((card) => (
                  <PostCard key={card._id} post={card} date={card.date} headingLevel={3} />
                ))}
              </div>
            </div>
          </section>
        )}
      </AfterFirstScreen>
    </article>
  );
});
