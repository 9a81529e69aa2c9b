import { imageFields } from "@shared/content/fragments";

/** The logos strip's fields, as LANDING_PAGE_QUERY projects them. */
export const logosBlockProjection = /* groq */ `_type == "logosBlock" => {
  heading, logos[]{ _key, name, "image": image${imageFields} }
}`;
