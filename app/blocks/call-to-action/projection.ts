import { linkFields } from "@shared/content/fragments";

/** The call to action's fields, as LANDING_PAGE_QUERY projects them. */
export const ctaBlockProjection = /* groq */ `_type == "ctaBlock" => {
  heading, text, primaryCta${linkFields}, secondaryCta${linkFields}
}`;
