import { addOn } from "./documents/addOn";
import { faq } from "./documents/faq";
import { featureGroup } from "./documents/featureGroup";
import { legalPage } from "./documents/legalPage";
import { plan } from "./documents/plan";
import { solution } from "./documents/solution";
import { testimonial } from "./documents/testimonial";
import { lead } from "./leads/lead";
import { subscriber } from "./leads/subscriber";
import { aboutPage } from "./singletons/aboutPage";
import { homePage } from "./singletons/homePage";
import { contactPage, featuresPage, pricingPage, solutionsPage } from "./singletons/pages";
import { siteSettings } from "./singletons/siteSettings";

export const schemaTypes = [
  plan,
  addOn,
  faq,
  featureGroup,
  solution,
  testimonial,
  legalPage,
  siteSettings,
  homePage,
  aboutPage,
  featuresPage,
  solutionsPage,
  pricingPage,
  contactPage,
  lead,
  subscriber,
];
