import type { LANDING_PAGE_QUERY_RESULT } from "~/content/generated/sanity.types";
import type { WithResolvedImages } from "~/content/layer/images.server";
import type { Localized } from "~/content/layer/localize";
import type { Locale } from "@shared/addresses/locales";
import { LIMITS } from "~/leads/fields";
import { formatCount, formatDate, formatStats } from "~/lib/format";
import { planPrices } from "~/lib/money";
import type { PartUnderTest } from "~/content/site/experiments";

/** A landing page as the content layer hands it to the loader: in one language, images resolved. */
export type LandingPageContent = WithResolvedImages<Localized<NonNullable<LANDING_PAGE_QUERY_RESULT>>>;
type RawBlock = LandingPageContent["blocks"][number];

/** The parts of a landing page under test (app/content/site/experiments.ts), when any is. */
export interface BlockTests {
  cta?: PartUnderTest | null;
  hero?: PartUnderTest | null;
  /** A plan's button's test, by the plan's id. */
  plan?: (id: string) => PartUnderTest | null;
}

/**
 * What the loader adds to a block, where a figure must be written on the server in the page's language (the
 * browser's Intl data may differ): a plan's prices, a stat's figure; and a call to action's test, if it is under one.
 */
export function prepareBlock(block: RawBlock, locale: Locale, tests: BlockTests = {}) {
  switch (block._type) {
    case "ctaBlock":
      return { ...block, test: tests.cta ?? null };
    case "heroBlock":
      return { ...block, test: tests.hero ?? null };
    case "plansBlock": {
      const discount = block.pricing?.annualDiscountPercent ?? 0;
      return {
        ...block,
        plans: block.plans.map((plan) => ({
          ...plan,
          prices: planPrices(plan.price, discount, locale),
          test: tests.plan?.(plan._id) ?? null,
        })),
      };
    }
    case "statsBlock":
      return { ...block, stats: formatStats(block.stats, locale) };
    case "latestPostsBlock":
      // Dates are written on the server, in the page's language.
      return { ...block, posts: block.posts.map((post) => ({ ...post, date: formatDate(post.publishedAt, locale) })) };
    case "contactFormBlock":
      // The longest message, as the form's counter writes it ('5,000').
      return { ...block, messageLimit: formatCount(LIMITS.message, locale) };
    default:
      return block;
  }
}

/** A block as its component gets it. */
export type Block = ReturnType<typeof prepareBlock>;
export type BlockOf<T extends Block["_type"]> = Extract<Block, { _type: T }>;

/** Every block component's props: its block, and whether it opens the page (it then holds the page's h1). */
export interface BlockProps<T extends Block["_type"]> {
  block: BlockOf<T>;
  first: boolean;
}
