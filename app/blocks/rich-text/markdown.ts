import { portableTextMarkdown } from "~/markdown/portable-text";
import { blocks, heading } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** Rich text: its heading, then the text through Portable Text's Markdown writer. */
export const richTextMarkdown: BlockMarkdown<"richTextBlock"> = (block, context) =>
  blocks(heading(context.level, block.heading), portableTextMarkdown(block.body, context));
