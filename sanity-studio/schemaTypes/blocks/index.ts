import { ctaBlock } from "../../../app/blocks/call-to-action/schema";
import { contactFormBlock } from "../../../app/blocks/contact-form/schema";
import { faqBlock } from "../../../app/blocks/faq/schema";
import { featureGridBlock } from "../../../app/blocks/feature-grid/schema";
import { heroBlock } from "../../../app/blocks/hero/schema";
import { imageTextBlock } from "../../../app/blocks/image-text/schema";
import { latestPostsBlock } from "../../../app/blocks/latest-posts/schema";
import { logosBlock } from "../../../app/blocks/logos/schema";
import { plansBlock } from "../../../app/blocks/plans/schema";
import { richTextBlock } from "../../../app/blocks/rich-text/schema";
import { statsBlock } from "../../../app/blocks/stats/schema";
import { stepsBlock } from "../../../app/blocks/steps/schema";
import { testimonialsBlock } from "../../../app/blocks/testimonials/schema";

/**
 * The blocks a landing page is built from, in the order the insert menu offers them. Each is one folder of
 * app/blocks (schema, projection, component, tests); app/blocks/blocks.test.tsx checks that this list, the site's
 * components and its query name the same blocks.
 */
export const BLOCK_TYPES = [
  heroBlock,
  featureGridBlock,
  statsBlock,
  stepsBlock,
  imageTextBlock,
  testimonialsBlock,
  plansBlock,
  faqBlock,
  ctaBlock,
  richTextBlock,
  logosBlock,
  latestPostsBlock,
  contactFormBlock,
];
