import { bullets, escapeLine, section } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** The logos: the names of the organisations (a picture of a logo says no more than its name). */
export const logosMarkdown: BlockMarkdown<"logosBlock"> = (block, { level }) =>
  section(level, block.heading, bullets((block.logos ?? []).map((logo) => escapeLine(logo.name))));
