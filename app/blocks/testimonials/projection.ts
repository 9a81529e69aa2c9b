import { imageFields } from "@shared/content/fragments";

/** The testimonials block's fields: the chosen testimonials, in the editor's order. */
export const testimonialsBlockProjection = /* groq */ `_type == "testimonialsBlock" => {
  eyebrow, heading,
  "testimonials": testimonials[@->_type == "testimonial"]->{
    _id, quote, author, position, rating, "avatar": avatar${imageFields}
  }
}`;
