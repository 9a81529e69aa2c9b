/** The stats band's fields, as LANDING_PAGE_QUERY projects them. */
export const statsBlockProjection = /* groq */ `_type == "statsBlock" => { heading, stats[]{ _key, value, label } }`;
