import { toPlainText } from "@portabletext/toolkit";

/**
 * The text of a Portable Text block (a paragraph, a heading, a list item) by Portable Text's own toolkit: its spans
 * joined, inline objects spaced; "" for what is not a block of text (an image, a quote object).
 */
export const blockText = (block: unknown): string => toPlainText([block] as Parameters<typeof toPlainText>[0]);
