import { blockId } from "~/content/sections";
import { memo, type ComponentType, type LazyExoticComponent } from "react";
import { lazyNear, LoadsNear } from "~/lib/loads-near";
import { HeroBlock } from "./hero/HeroBlock";
import type { Block, BlockProps } from "./types";

type BlockComponent<T extends Block["_type"]> =
  ComponentType<BlockProps<T>> | LazyExoticComponent<ComponentType<BlockProps<T>>>;

/**
 * Each block type's component (TypeScript requires one for every block LANDING_PAGE_QUERY projects). The hero,
 * which opens most pages and holds their largest picture, comes with the page; every other block's code loads
 * apart, only on pages that have one, as the block comes near the viewport (app/lib/loads-near.tsx), as the home
 * page's sections do: the server's HTML is whole, and React hydrates each block when its code is there.
 */
export const BLOCK_COMPONENTS: { [T in Block["_type"]]: BlockComponent<T> } = {
  heroBlock: HeroBlock,
  featureGridBlock: lazyNear("featureGridBlock", () =>
    import("./feature-grid/FeatureGridBlock").then((m) => m.FeatureGridBlock),
  ),
  statsBlock: lazyNear("statsBlock", () => import("./stats/StatsBlock").then((m) => m.StatsBlock)),
  stepsBlock: lazyNear("stepsBlock", () => import("./steps/StepsBlock").then((m) => m.StepsBlock)),
  imageTextBlock: lazyNear("imageTextBlock", () => import("./image-text/ImageTextBlock").then((m) => m.ImageTextBlock)),
  testimonialsBlock: lazyNear("testimonialsBlock", () =>
    import("./testimonials/TestimonialsBlock").then((m) => m.TestimonialsBlock),
  ),
  plansBlock: lazyNear("plansBlock", () => import("./plans/PlansBlock").then((m) => m.PlansBlock)),
  faqBlock: lazyNear("faqBlock", () => import("./faq/FaqBlock").then((m) => m.FaqBlock)),
  ctaBlock: lazyNear("ctaBlock", () => import("./call-to-action/CtaBlock").then((m) => m.CtaBlock)),
  richTextBlock: lazyNear("richTextBlock", () => import("./rich-text/RichTextBlock").then((m) => m.RichTextBlock)),
  logosBlock: lazyNear("logosBlock", () => import("./logos/LogosBlock").then((m) => m.LogosBlock)),
  latestPostsBlock: lazyNear("latestPostsBlock", () =>
    import("./latest-posts/LatestPostsBlock").then((m) => m.LatestPostsBlock),
  ),
  contactFormBlock: lazyNear("contactFormBlock", () =>
    import("./contact-form/ContactFormBlock").then((m) => m.ContactFormBlock),
  ),
};

/**
 * A landing page's blocks, top to bottom. A block the site has no component for (a type added in the Studio and
 * not yet here) never reaches this far: the content layer leaves it out, with a warning in the log; and should
 * one arrive by another road, it is skipped here too. Memoised: a re-render around it with the same blocks must not
 * reach a block whose code has not come (app/lib/loads-near.tsx).
 */
export const LandingBlocks = memo(function LandingBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = BLOCK_COMPONENTS[block._type] as BlockComponent<Block["_type"]> | undefined;
        if (!Component) return null;
        // The hero comes with the page: nothing to wait for.
        if (Component === HeroBlock) return <HeroBlock key={block._key} block={block as never} first={index === 0} />;
        return (
          <LoadsNear key={block._key} id={blockId(block._key)} name={block._type}>
            <Component block={block} first={index === 0} />
          </LoadsNear>
        );
      })}
    </>
  );
});
