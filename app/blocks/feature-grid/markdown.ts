import { bullets, escapeLine, escapeText, section } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** The feature grid: its heading and intro, then each feature with its text. */
export const featureGridMarkdown: BlockMarkdown<"featureGridBlock"> = (block, { level }) =>
  section(
    level,
    block.heading,
    escapeText(block.intro),
    bullets(
      (block.items ?? []).map((item) =>
        [`**${escapeLine(item.title)}**`, escapeLine(item.text)].filter(Boolean).join(": "),
      ),
    ),
  );
