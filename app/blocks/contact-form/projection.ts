/** The contact form block's fields, as LANDING_PAGE_QUERY projects them. */
export const contactFormBlockProjection = /* groq */ `_type == "contactFormBlock" => { heading, text, successMessage }`;
