import { fill } from "@shared/dictionaries/fill";
import { blocks, escapeText, section } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** The contact form: its heading and text, and where the form is (a form is for a browser). */
export const contactFormMarkdown: BlockMarkdown<"contactFormBlock"> = (block, { level, t }) =>
  section(level, block.heading, blocks(escapeText(block.text), fill(t.machine.form, {})));
