// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { getBundledDocuments } from "~/content/layer/bundled-dataset.server";
import { resolveImages } from "~/content/layer/images.server";
import { localize } from "~/content/layer/localize";
import type { HOME_PAGE_QUERY_RESULT } from "~/content/generated/sanity.types";
import { HOME_PAGE_QUERY } from "~/content/queries";
import { createBundledSource } from "~/content/layer/source.server";
import { formatDate } from "~/lib/format";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import type { BlockOf, BlockProps } from "../types";
import { LatestPostsBlock } from "./LatestPostsBlock";
import { LATEST_POSTS_SHOWN } from "./projection";

afterEach(cleanup);
describeBlock("latestPostsBlock", LatestPostsBlock, {
  notShown: {
    category: "it chooses the posts; its name shows in the link to all of them (tested below)",
    posts: "each shows as the blog's post card (app/components/blog/PostCard.tsx; tested below)",
  },
  derived: { posts: "the newest posts out (of the category when the block names one)" },
});

const posts = getBundledDocuments().filter((document) => document._type === "post");
const newestFirst = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(b.publishedAt).localeCompare(String(a.publishedAt));

it("shows the category's newest posts out, newest first, and links to all of that category's posts", async () => {
  const [block] = await bundledBlocks("latestPostsBlock");
  const category = block!.category!;
  const expected = posts
    .filter((post) => (post.categories as { _ref: string }[]).some((ref) => ref._ref === category._id))
    .sort(newestFirst)
    .slice(0, LATEST_POSTS_SHOWN);
  expect(block!.posts.map((post) => post._id)).toEqual(expected.map((post) => post._id));
  await renderBlock(LatestPostsBlock, block!);
  expect(screen.getAllByRole("article")).toHaveLength(expected.length);
  expect(screen.getByRole("link", { name: `All posts in ${category.title}` })).toHaveAttribute(
    "href",
    `/blog/category/${category.slug}`,
  );
});

it("on the home page (no category): the blog's three newest posts, and a link to the blog; with none, nothing", async () => {
  const source = createBundledSource();
  const answer = (await source.fetch(HOME_PAGE_QUERY, {})).result as HOME_PAGE_QUERY_RESULT;
  const home = resolveImages(localize(answer, "en"), source.images);
  const raw = home!.latestPosts!;
  const block = {
    ...raw,
    posts: raw.posts.map((post) => ({ ...post, date: formatDate(post.publishedAt, "en") })),
  } as unknown as BlockOf<"latestPostsBlock">;
  const newest = [...posts].sort(newestFirst).slice(0, LATEST_POSTS_SHOWN);
  expect(block.posts.map((post) => post._id)).toEqual(newest.map((post) => post._id));
  await renderBlock(LatestPostsBlock, block);
  expect(screen.getByRole("heading", { name: block.heading })).toBeInTheDocument();
  expect(screen.getAllByRole("article")).toHaveLength(LATEST_POSTS_SHOWN);
  expect(screen.getByRole("link", { name: "All posts" })).toHaveAttribute("href", "/blog");
  cleanup();
  const WithMarker = (props: BlockProps<"latestPostsBlock">) => (
    <>
      {/* (renderBlock waits for a section, a list or a form to show) */}
      <dl>
        <dt>the page goes on</dt>
      </dl>
      <LatestPostsBlock {...props} />
    </>
  );
  const body = await renderBlock(WithMarker, { ...block, posts: [] });
  expect(body).toHaveTextContent("the page goes on");
  expect(body.querySelector("section")).toBeNull();
});
