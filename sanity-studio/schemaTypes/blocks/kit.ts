/*
 * What a block's schema (app/blocks/<block>/schema.ts) may import: Sanity's schema helpers, the Studio's field
 * builders and the icons blocks use. Each block's folder sits with the site's code (its projection, component and
 * tests beside its schema), but its schema is Studio code: importing through this file, from inside the Studio's
 * package, resolves `sanity` and `@sanity/icons` from the Studio's own dependencies.
 */
export { defineArrayMember, defineField, defineType } from "sanity";
export * from "../objects/fields";
export { BarChartIcon } from "@sanity/icons/BarChart";
export { BlockContentIcon } from "@sanity/icons/BlockContent";
export { CommentIcon } from "@sanity/icons/Comment";
export { CreditCardIcon } from "@sanity/icons/CreditCard";
export { EnvelopeIcon } from "@sanity/icons/Envelope";
export { HelpCircleIcon } from "@sanity/icons/HelpCircle";
export { ImagesIcon } from "@sanity/icons/Images";
export { LaunchIcon } from "@sanity/icons/Launch";
export { OlistIcon } from "@sanity/icons/Olist";
export { RocketIcon } from "@sanity/icons/Rocket";
export { SplitHorizontalIcon } from "@sanity/icons/SplitHorizontal";
export { ThLargeIcon } from "@sanity/icons/ThLarge";
export { ComposeIcon } from "@sanity/icons/Compose";

/**
 * How a block shows in a landing page's list of blocks: its kind, and its heading in English (or a line saying
 * it has none yet).
 */
export const blockPreview = (kind: string, heading = "heading.0.value") => ({
  select: { heading },
  prepare: ({ heading }: { heading?: string }) => ({ title: heading || `(${kind} without a heading)`, subtitle: kind }),
});
