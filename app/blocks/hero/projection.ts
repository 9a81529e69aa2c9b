import { imageFields, linkFields } from "@shared/content/fragments";

/** The hero block's fields, as LANDING_PAGE_QUERY projects them. */
export const heroBlockProjection = /* groq */ `_type == "heroBlock" => {
  eyebrow, heading, text, primaryCta${linkFields}, secondaryCta${linkFields}, "image": image${imageFields}
}`;
