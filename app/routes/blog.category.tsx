import { routeComponent } from "~/lib/route-component";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { feedLinks } from "~/components/blog/feed-links";
import { PostGrid } from "~/components/blog/PostGrid";
import { PageIntro } from "~/components/common/PageIntro";
import { NotFound } from "~/components/not-found/NotFound";
import { postsAbout } from "~/content/blog/blog.server";
import { BLOG_CATEGORY_QUERY } from "~/content/queries";
import { stegaClean } from "~/content/layer/stega.server";
import { shareImageFor } from "~/share/cards.server";
import { useT } from "~/i18n/use-t";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { categoryPageTitle } from "@shared/dictionaries/page-titles";

/** A category's page (/blog/category/<slug>): its description and its posts, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const { content, document, posts, addresses } = await postsAbout(
    args,
    (content, slug) => content.run(BLOG_CATEGORY_QUERY, { slug }),
    "category",
  );
  const head = document ? stegaClean({ title: document.title, description: document.description }) : null;
  const shareImage = document ? await shareImageFor(content, args.request) : null;
  return data({ document, posts, head, shareImage, addresses }, { status: document ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, ...args }) => {
  const t = dictionaryOf(args.matches);
  if (!loaded?.head) return getMeta(args, { title: t?.notFound.title ?? "Page not found", noindex: true });
  return [
    ...getMeta(args, {
      title: t ? categoryPageTitle(loaded.head.title, t) : loaded.head.title,
      description: loaded.head.description,
    }),
    ...feedLinks(args),
  ];
};

export default routeComponent<typeof loader>(function BlogCategoryRoute({ document, posts }) {
  const t = useT();
  if (!document) return <NotFound />;
  return (
    <>
      <PageIntro
        eyebrow={t.pages["/blog"].title}
        title={document.title}
        fallback={document._fallback}
        fields={{ eyebrow: "", title: "title", text: "description" }}
      >
        {document.description && <p>{document.description}</p>}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <PostGrid posts={posts} />
      </div>
    </>
  );
});
