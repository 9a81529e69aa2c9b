import type { ComponentType } from "react";
import { CtaBlock } from "./call-to-action/CtaBlock";
import { ContactFormBlock } from "./contact-form/ContactFormBlock";
import { FaqBlock } from "./faq/FaqBlock";
import { FeatureGridBlock } from "./feature-grid/FeatureGridBlock";
import { HeroBlock } from "./hero/HeroBlock";
import { ImageTextBlock } from "./image-text/ImageTextBlock";
import { LogosBlock } from "./logos/LogosBlock";
import { PlansBlock } from "./plans/PlansBlock";
import { RichTextBlock } from "./rich-text/RichTextBlock";
import { StatsBlock } from "./stats/StatsBlock";
import { StepsBlock } from "./steps/StepsBlock";
import { TestimonialsBlock } from "./testimonials/TestimonialsBlock";
import type { Block, BlockProps } from "./types";

/** Each block type's component (TypeScript requires one for every block LANDING_PAGE_QUERY projects). */
export const BLOCK_COMPONENTS: { [T in Block["_type"]]: ComponentType<BlockProps<T>> } = {
  heroBlock: HeroBlock,
  featureGridBlock: FeatureGridBlock,
  statsBlock: StatsBlock,
  stepsBlock: StepsBlock,
  imageTextBlock: ImageTextBlock,
  testimonialsBlock: TestimonialsBlock,
  plansBlock: PlansBlock,
  faqBlock: FaqBlock,
  ctaBlock: CtaBlock,
  richTextBlock: RichTextBlock,
  logosBlock: LogosBlock,
  contactFormBlock: ContactFormBlock,
};

/**
 * A landing page's blocks, top to bottom. A block the site has no component for (a type added in the Studio and
 * not yet here) never reaches this far: the content layer leaves it out, with a warning in the log; and should
 * one arrive by another road, it is skipped here too.
 */
export function LandingBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = BLOCK_COMPONENTS[block._type] as ComponentType<BlockProps<Block["_type"]>> | undefined;
        return Component ? <Component key={block._key} block={block} first={index === 0} /> : null;
      })}
    </>
  );
}
