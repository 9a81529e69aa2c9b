/** The FAQ block's fields: the chosen questions, in the editor's order. */
export const faqBlockProjection = /* groq */ `_type == "faqBlock" => {
  heading, "faqs": faqs[@->_type == "faq"]->{ _id, question, answer }
}`;
