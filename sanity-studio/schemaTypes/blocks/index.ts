import { ctaBlock } from "./call-to-action";
import { contactFormBlock } from "./contact-form";
import { faqBlock } from "./faq";
import { featureGridBlock } from "./feature-grid";
import { heroBlock } from "./hero";
import { imageTextBlock } from "./image-text";
import { latestPostsBlock } from "./latest-posts";
import { logosBlock } from "./logos";
import { plansBlock } from "./plans";
import { richTextBlock } from "./rich-text";
import { statsBlock } from "./stats";
import { stepsBlock } from "./steps";
import { testimonialsBlock } from "./testimonials";

/**
 * The blocks a landing page is built from, in the order the insert menu offers them. Each has its schema here (one
 * file per block, named as its folder of app/blocks, which holds its projection, component and tests);
 * app/blocks/blocks.test.tsx checks that this list, the site's components and its query name the same blocks.
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
