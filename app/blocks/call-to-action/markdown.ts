import { blocks, escapeText, link, section } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** The call to action: its heading, text and buttons. */
export const ctaMarkdown: BlockMarkdown<"ctaBlock"> = (block, { level, siteUrl }) =>
  section(
    level,
    block.heading,
    blocks(
      escapeText(block.text),
      [block.primaryCta, block.secondaryCta]
        .flatMap((cta) => (cta ? [link(cta.label, cta.href, siteUrl)] : []))
        .join(" · "),
    ),
  );
