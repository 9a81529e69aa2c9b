import { Link } from "@remix-run/react";
import { PostCard } from "~/components/blog/PostCard";
import { blockHeading, Section } from "~/components/common/Section";
import { routedPath } from "@shared/addresses/pages";
import { langOf, type Fallbacks } from "~/i18n/lang";
import { useLocalePath, useT } from "~/i18n/use-t";
import type { BlockProps } from "../types";

/**
 * The blog's newest posts (LATEST_POSTS_SHOWN), of one category when the block names one, and a link to all of them;
 * nothing when there are none yet. The home page shows one under its testimonials.
 */
export function LatestPostsBlock({ block }: BlockProps<"latestPostsBlock">) {
  const t = useT().blog;
  const lp = useLocalePath();
  if (block.posts.length === 0) return null;
  const category = block.category;
  const all = category ? routedPath("blogCategory", category.slug) : null;
  return (
    // (three cards in a column on a phone: taller than a skipped section is guessed at)
    <Section {...blockHeading(block)} background="muted" laidOut>
      <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {block.posts.map((post) => (
          <PostCard key={post._id} post={post} date={post.date} headingLevel={3} />
        ))}
      </div>
      <p className="mt-10 text-center">
        <Link
          to={lp(all ?? "/blog")}
          className="inline-flex items-center gap-2 rounded-full border border-ink-300 bg-white px-5 py-2.5 font-semibold text-ink-900 shadow-sm hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {category ? <InCategory template={t.allPostsIn} category={category} /> : t.allPosts}
          <span aria-hidden="true">→</span>
        </Link>
      </p>
    </Section>
  );
}

/** "All posts in {category}", the category's name marked with its language when it falls back to English. */
function InCategory({ template, category }: { template: string; category: { title: string; _fallback?: Fallbacks } }) {
  const [before = "", after = ""] = template.split("{category}");
  return (
    <span>
      {before}
      <span {...langOf(category, "title")}>{category.title}</span>
      {after}
    </span>
  );
}
