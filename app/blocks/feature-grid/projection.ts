/** The feature grid's fields, as LANDING_PAGE_QUERY projects them. */
export const featureGridBlockProjection = /* groq */ `_type == "featureGridBlock" => {
  eyebrow, heading, intro, items[]{ _key, icon, title, text }
}`;
