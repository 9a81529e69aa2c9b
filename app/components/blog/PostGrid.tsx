import type { PostCard as PostCardData } from "~/content/types";
import { useT } from "~/i18n/use-t";
import { PostCard } from "./PostCard";

/** Posts in a grid, as the blog's pages list them; an honest line when there are none. */
export function PostGrid({
  posts,
  priority = true,
}: {
  posts: (PostCardData & { date: string })[];
  /** The first card's cover is the page's largest image: false where another one is (an author's photo). */
  priority?: boolean;
}) {
  const t = useT();
  if (posts.length === 0) return <p className="mt-10 text-lg text-ink-600">{t.blog.noPosts}</p>;
  return (
    <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <PostCard key={post._id} post={post} date={post.date} priority={priority && index === 0} />
      ))}
    </div>
  );
}
