import type { MarkdownContext } from "~/markdown/markdown";
import { ctaMarkdown } from "./call-to-action/markdown";
import { contactFormMarkdown } from "./contact-form/markdown";
import { faqMarkdown } from "./faq/markdown";
import { featureGridMarkdown } from "./feature-grid/markdown";
import { heroMarkdown } from "./hero/markdown";
import { imageTextMarkdown } from "./image-text/markdown";
import { latestPostsMarkdown } from "./latest-posts/markdown";
import { logosMarkdown } from "./logos/markdown";
import { plansMarkdown } from "./plans/markdown";
import { richTextMarkdown } from "./rich-text/markdown";
import { statsMarkdown } from "./stats/markdown";
import { stepsMarkdown } from "./steps/markdown";
import { testimonialsMarkdown } from "./testimonials/markdown";
import type { Block, BlockOf } from "./types";

/** What a block's Markdown writer gets besides its block: the level of its heading (1 when it holds the page's H1). */
export interface BlockMarkdownContext extends MarkdownContext {
  level: number;
}

export type BlockMarkdown<T extends Block["_type"]> = (block: BlockOf<T>, context: BlockMarkdownContext) => string;

/**
 * Each block type's Markdown writer, next to its component in the block's folder (TypeScript requires one for every
 * block LANDING_PAGE_QUERY projects, as BLOCK_COMPONENTS does for the components). Server-side only: the pages'
 * Markdown twins (app/markdown).
 */
export const BLOCK_MARKDOWN: { [T in Block["_type"]]: BlockMarkdown<T> } = {
  heroBlock: heroMarkdown,
  featureGridBlock: featureGridMarkdown,
  statsBlock: statsMarkdown,
  stepsBlock: stepsMarkdown,
  imageTextBlock: imageTextMarkdown,
  testimonialsBlock: testimonialsMarkdown,
  plansBlock: plansMarkdown,
  faqBlock: faqMarkdown,
  ctaBlock: ctaMarkdown,
  richTextBlock: richTextMarkdown,
  logosBlock: logosMarkdown,
  latestPostsBlock: latestPostsMarkdown,
  contactFormBlock: contactFormMarkdown,
};

/** A block's Markdown by its type's writer; nothing for a type the site has no writer for. */
export function blockMarkdown(block: Block, context: BlockMarkdownContext): string {
  const write = BLOCK_MARKDOWN[block._type] as BlockMarkdown<Block["_type"]> | undefined;
  return write ? write(block, context) : "";
}
