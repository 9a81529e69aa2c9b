/** The steps block's fields, as LANDING_PAGE_QUERY projects them. */
export const stepsBlockProjection = /* groq */ `_type == "stepsBlock" => {
  eyebrow, heading, steps[]{ _key, title, text }
}`;
