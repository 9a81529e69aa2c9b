import { escapeLine, numbered, section } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** The steps, numbered, each with its title and text. */
export const stepsMarkdown: BlockMarkdown<"stepsBlock"> = (block, { level }) =>
  section(
    level,
    block.heading,
    numbered(
      (block.steps ?? []).map((step) =>
        [`**${escapeLine(step.title)}**`, escapeLine(step.text)].filter(Boolean).join(": "),
      ),
    ),
  );
