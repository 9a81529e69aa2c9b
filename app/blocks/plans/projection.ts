/**
 * The plans block's fields: the chosen plans in the editor's order, and the pricing page's annual discount and
 * "most popular" label (one discount for the whole site).
 */
export const plansBlockProjection = /* groq */ `_type == "plansBlock" => {
  eyebrow, heading, intro,
  "plans": plans[@->_type == "plan"]->{
    _id, name, price, priceFrom, priceNote, period, description, popular, features, ctaLabel, ctaHref
  },
  "pricing": *[_type == "pricingPage" && _id == "pricingPage"][0]{ annualDiscountPercent, popularLabel }
}`;
