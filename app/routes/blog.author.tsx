import { routeComponent } from "~/lib/route-component";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { feedLinks } from "~/components/blog/feed-links";
import { PostGrid } from "~/components/blog/PostGrid";
import { ContentImage } from "~/components/common/ContentImage";
import { NotFound } from "~/components/not-found/NotFound";
import { postsAbout } from "~/content/blog/blog.server";
import { AUTHOR_QUERY } from "~/content/queries";
import { stegaClean } from "~/content/layer/stega.server";
import { shareImageFor } from "~/share/cards.server";
import { langOf } from "~/i18n/lang";
import { useT } from "~/i18n/use-t";
import { authorPageTitle } from "@shared/dictionaries/page-titles";
import { dictionaryOf, getMeta } from "~/lib/meta";

/** An author's page (/blog/author/<slug>): who they are, their links, and their posts, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const { content, document, posts, addresses } = await postsAbout(
    args,
    (content, slug) => content.run(AUTHOR_QUERY, { slug }),
    "author",
  );
  const head = document ? stegaClean({ name: document.name, bio: document.bio }) : null;
  const shareImage = document ? await shareImageFor(content, args.request) : null;
  return data({ document, posts, head, shareImage, addresses }, { status: document ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, ...args }) => {
  const t = dictionaryOf(args.matches);
  if (!loaded?.head) return getMeta(args, { title: t?.notFound.title ?? "Page not found", noindex: true });
  return [
    ...getMeta(args, {
      title: t ? authorPageTitle(loaded.head.name, t) : loaded.head.name,
      description: loaded.head.bio,
    }),
    ...feedLinks(args),
  ];
};

export default routeComponent<typeof loader>(function BlogAuthorRoute({ document: author, posts }) {
  const t = useT();
  if (!author) return <NotFound />;
  // (a profile link the rule of links refused is left out by the content layer; one with no address at all, here)
  const profileLinks = (author.links ?? []).filter((link) => link.url);
  return (
    <>
      <section className="border-b border-ink-200/70 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:flex-row sm:items-center sm:px-6 lg:px-8">
          <div className="size-24 shrink-0 overflow-hidden rounded-full bg-ink-100">
            <ContentImage
              image={author.photo}
              width={96}
              sizes="96px"
              className="h-full w-full object-cover"
              priority
            />
          </div>
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t.pages["/blog"].title}</p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance">
              {authorPageTitle(author.name, t)}
            </h1>
            {author.role && (
              <p className="mt-2 text-lg text-ink-600" {...langOf(author, "role")}>
                {author.role}
              </p>
            )}
            {author.bio && (
              <p className="mt-3 max-w-2xl text-ink-700" {...langOf(author, "bio")}>
                {author.bio}
              </p>
            )}
            {profileLinks.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-3">
                {profileLinks.map((link) => (
                  <li key={link._key}>
                    <a
                      href={link.url}
                      rel="noopener noreferrer me"
                      className="inline-flex min-h-11 items-center rounded-full border border-ink-300 px-4 text-sm font-semibold text-ink-800 hover:border-brand-500"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <PostGrid posts={posts} priority={false} />
      </div>
    </>
  );
});
