import { Link } from "@remix-run/react";
import { ContentImage } from "~/components/common/ContentImage";
import { routedPath } from "@shared/addresses/pages";
import type { PostCard as PostCardData } from "~/content/types";
import { langOf } from "~/i18n/lang";
import { useLocalePath } from "~/i18n/use-t";

/**
 * A post in a list: its cover, categories, title (the link), excerpt, date and authors. `date` is the publish date
 * as the loader wrote it (on the server). The first card of a page may be its largest image (`priority`).
 */
export function PostCard({
  post,
  date,
  headingLevel = 2,
  priority = false,
}: {
  post: PostCardData;
  date: string;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const lp = useLocalePath();
  const href = lp(routedPath("post", post.slug) ?? "/blog");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500">
      <div className="aspect-video overflow-hidden bg-ink-100">
        <ContentImage
          image={post.cover}
          width={640}
          sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
          className="h-full w-full object-cover"
          priority={priority}
          decorative
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        {post.categories.length > 0 && (
          <ul className="flex flex-wrap gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
            {post.categories.map((category) => (
              <li key={category._id} {...langOf(category, "title")}>
                {category.title}
              </li>
            ))}
          </ul>
        )}
        <Heading className="mt-3 text-xl font-bold text-balance text-ink-900" {...langOf(post, "title")}>
          {/* The whole card is the link's target area; the heading holds its name. */}
          <Link
            to={href}
            className="rounded-sm after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && (
          <p className="mt-3 line-clamp-3 text-ink-600" {...langOf(post, "excerpt")}>
            {post.excerpt}
          </p>
        )}
        <p className="mt-auto pt-5 text-sm text-ink-500">
          <time dateTime={post.publishedAt}>{date}</time>
          {post.authors.length > 0 && <> · {post.authors.map((author) => author.name).join(", ")}</>}
        </p>
      </div>
    </article>
  );
}
