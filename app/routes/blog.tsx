import { routeComponent } from "~/lib/route-component";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PostGrid } from "~/components/blog/PostGrid";
import { PageIntro } from "~/components/common/PageIntro";
import { listPagePath, pageCount, POSTS_PER_PAGE } from "~/content/blog/blog";
import { contentFor } from "~/content/layer/content.server";
import { shareImageFor } from "~/share/cards.server";
import { routedPath } from "@shared/addresses/pages";
import { BLOG_CATEGORIES_QUERY, POSTS_PAGE_QUERY } from "~/content/queries";
import { langOf } from "~/i18n/lang";
import { carryTracking } from "~/lib/cache-control";
import { localeFromPath, localePath, localePathIn } from "@shared/addresses/locales";
import { useLocalePath, useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";
import { blogListTitle } from "@shared/dictionaries/page-titles";
import { formatDate } from "~/lib/format";
import { dictionaryOf, getMeta, pagePathsOf } from "~/lib/meta";
import { sameSitePath } from "~/lib/same-site-path";
import { feedLinks } from "~/components/blog/feed-links";
import { NotFound } from "~/components/not-found/NotFound";

/**
 * The blog's list, newest first, POSTS_PER_PAGE to a page: /blog, then /blog/page/2… (a path of its own per page, so
 * caches keep each). /blog/page/1 is moved to /blog; a page past the last, or not a number, is the 404 page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = params.page === undefined ? 1 : /^[1-9]\d{0,3}$/.test(params.page) ? Number(params.page) : NaN;
  if (page === 1 && params.page !== undefined) {
    throw redirect(carryTracking(sameSitePath(localePath(locale, "/blog")), request.url), 301);
  }
  const content = await contentFor(request, context);
  const [list, categories] = await Promise.all([
    Number.isNaN(page)
      ? null
      : content.run(POSTS_PAGE_QUERY, {
          start: (page - 1) * POSTS_PER_PAGE,
          end: page * POSTS_PER_PAGE,
          category: "",
          author: "",
        }),
    content.run(BLOG_CATEGORIES_QUERY),
  ]);
  const pages = pageCount(list?.total ?? 0);
  if (!list || page > pages) return data({ found: false as const, page: 0, pages: 0 }, { status: 404 });
  return {
    found: true as const,
    page,
    pages,
    posts: list.posts.map((post) => ({ ...post, date: formatDate(post.publishedAt, content.locale) })),
    categories,
    // Its later pages share the blog's own picture (their path is not a fixed page's).
    shareImage: await shareImageFor(content, request),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, ...args }) => {
  const t = dictionaryOf(args.matches);
  if (!loaded?.found) return getMeta(args, { title: t?.notFound.title ?? "Page not found", noindex: true });
  const locale = localeFromPath(args.location.pathname);
  const at = (page: number) => localePathIn(pagePathsOf(args.matches), locale, listPagePath("/blog", page));
  return [
    ...getMeta(args, {
      title: t ? blogListTitle(loaded.page, loaded.pages, t) : "Blog",
      description: t?.blog.intro,
    }),
    ...(loaded.page > 1 ? [{ tagName: "link", rel: "prev", href: at(loaded.page - 1) }] : []),
    ...(loaded.page < loaded.pages ? [{ tagName: "link", rel: "next", href: at(loaded.page + 1) }] : []),
    ...feedLinks(args),
  ];
};

export default routeComponent<typeof loader>(function BlogRoute(loaded) {
  const t = useT();
  const lp = useLocalePath();
  if (!loaded.found) return <NotFound />;
  const { page, pages, posts, categories } = loaded;
  return (
    <>
      <PageIntro eyebrow={t.pages["/blog"].title} title={t.blog.heading}>
        <p>{t.blog.intro}</p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <nav aria-label={t.blog.topics}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={lp("/blog")}
                aria-current={page === 1 ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full bg-ink-900 px-4 text-sm font-semibold text-white"
              >
                {t.blog.allPosts}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category._id}>
                <Link
                  to={lp(routedPath("blogCategory", category.slug) ?? "/blog")}
                  className="inline-flex min-h-11 items-center rounded-full border border-ink-300 px-4 text-sm font-semibold text-ink-800 hover:border-brand-500 hover:text-brand-700"
                  {...langOf(category, "title")}
                >
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <PostGrid posts={posts} />
        {pages > 1 && (
          <nav aria-label={t.blog.pagination} className="mt-12 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Link
                to={lp(listPagePath("/blog", page - 1))}
                rel="prev"
                className="inline-flex min-h-11 items-center rounded-full border border-ink-300 px-5 font-semibold text-ink-800 hover:border-brand-500"
              >
                ← {t.blog.newer}
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-ink-600">{fill(t.blog.pageOf, { page, pages })}</p>
            {page < pages ? (
              <Link
                to={lp(listPagePath("/blog", page + 1))}
                rel="next"
                className="inline-flex min-h-11 items-center rounded-full border border-ink-300 px-5 font-semibold text-ink-800 hover:border-brand-500"
              >
                {t.blog.older} →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
    </>
  );
});
