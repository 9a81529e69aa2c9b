import { imageFields, linkFields } from "@shared/content/fragments";

/** The image-with-text block's fields, as LANDING_PAGE_QUERY projects them. */
export const imageTextBlockProjection = /* groq */ `_type == "imageTextBlock" => {
  eyebrow, heading, text, points, "image": image${imageFields}, imageSide, cta${linkFields}
}`;
