import { bullets, escapeLine, section } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** The stats band: each figure (written in the page's language) with its label. */
export const statsMarkdown: BlockMarkdown<"statsBlock"> = (block, { level }) =>
  section(
    level,
    block.heading,
    bullets((block.stats ?? []).map((stat) => `**${escapeLine(stat.value)}** ${escapeLine(stat.label)}`)),
  );
