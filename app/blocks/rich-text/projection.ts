/** The rich text block's fields, as LANDING_PAGE_QUERY projects them. */
export const richTextBlockProjection = /* groq */ `_type == "richTextBlock" => { heading, body }`;
