import { bullets, escapeLine, escapeText, image, link, section } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** Image and text: the text, its points, the picture and the button. */
export const imageTextMarkdown: BlockMarkdown<"imageTextBlock"> = (block, { level, siteUrl }) =>
  section(
    level,
    block.heading,
    escapeText(block.text),
    bullets((block.points ?? []).map(escapeLine)),
    image(block.image, siteUrl),
    block.cta && link(block.cta.label, block.cta.href, siteUrl),
  );
