import { blocks, escapeText, heading, section } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** Questions and answers: each question a heading one level below the block's, its answer under it. */
export const faqMarkdown: BlockMarkdown<"faqBlock"> = (block, { level }) =>
  section(
    level,
    block.heading,
    blocks(...(block.faqs ?? []).map((faq) => blocks(heading(level + 1, faq.question), escapeText(faq.answer)))),
  );
