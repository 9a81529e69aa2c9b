/**
 * How a block shows in a landing page's list of blocks: its kind, and its heading in English (or a line saying
 * it has none yet).
 */
export const blockPreview = (kind: string, heading = "heading.0.value") => ({
  select: { heading },
  prepare: ({ heading }: { heading?: string }) => ({ title: heading || `(${kind} without a heading)`, subtitle: kind }),
});
