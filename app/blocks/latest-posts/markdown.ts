import { routedPath } from "@shared/addresses/pages";
import { localePath } from "@shared/addresses/locales";
import { blocks, bullets, escapeLine, escapeText, link, section } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** The newest posts: each linked, with its date and excerpt. */
export const latestPostsMarkdown: BlockMarkdown<"latestPostsBlock"> = (block, { level, siteUrl, locale }) =>
  section(
    level,
    block.heading,
    escapeText(block.intro),
    bullets(
      block.posts.map((post) => {
        const path = routedPath("post", post.slug);
        return (
          blocks(
            `${link(post.title, path && localePath(locale, path), siteUrl)}${post.date ? ` (${escapeLine(post.date)})` : ""}`,
          ) + (post.excerpt ? `: ${escapeLine(post.excerpt)}` : "")
        );
      }),
    ),
  );
