import { blocks, heading, link, escapeText, image } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** The hero: its heading (the page's H1 when it opens the page), text, buttons and picture. */
export const heroMarkdown: BlockMarkdown<"heroBlock"> = (block, { level, siteUrl }) =>
  blocks(
    heading(level, block.heading),
    block.eyebrow && `_${escapeText(block.eyebrow)}_`,
    escapeText(block.text),
    [block.primaryCta, block.secondaryCta]
      .flatMap((cta) => (cta ? [link(cta.label, cta.href, siteUrl)] : []))
      .join(" · "),
    image(block.image, siteUrl),
  );
