import { fill } from "@shared/dictionaries/fill";
import { escapeLine, escapeText, section, table, type MarkdownContext } from "~/markdown/markdown";
import type { PlanPrices } from "~/lib/money";
import type { BlockMarkdown } from "../markdown";

/** A plan as the pricing page and the plans block have it: its prices written in the page's language. */
export interface PricedPlan {
  name: string | null;
  prices: PlanPrices;
  priceFrom: boolean | null;
  period: string | null;
  description: string | null;
  features: string[] | null;
}

/**
 * The plans as a table: name and who it is for, price per user per month (billed monthly, then annually with the discount), and what
 * each includes. The pricing page writes the same table.
 */
export function plansTable(plans: readonly PricedPlan[], discount: number, { t }: MarkdownContext): string {
  const from = (plan: PricedPlan, price: string) => (plan.priceFrom ? `${t.pricing.from} ${price}` : price);
  return table(
    [t.machine.plan, `${t.pricing.monthly}`, fill(t.pricing.annual, { discount }), t.machine.includes],
    plans.map((plan) => [
      [`**${escapeLine(plan.name)}**`, escapeLine(plan.description)].filter(Boolean).join(": "),
      `${escapeLine(from(plan, plan.prices.monthly))} ${escapeLine(plan.period)}`,
      `${escapeLine(from(plan, plan.prices.annualMonthly))} ${escapeLine(plan.period)}`,
      (plan.features ?? []).map(escapeLine).join("; "),
    ]),
  );
}

/** The plans block: heading, intro and the plans' table. */
export const plansMarkdown: BlockMarkdown<"plansBlock"> = (block, context) =>
  section(
    context.level,
    block.heading,
    escapeText(block.intro),
    plansTable(block.plans, block.pricing?.annualDiscountPercent ?? 0, context),
  );
