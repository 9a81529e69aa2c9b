import { blockHeading, Section } from "~/components/common/Section";
import { BillingSwitch } from "~/components/pricing/BillingSwitch";
import { PlanCard } from "~/components/pricing/PlanCard";
import { useT } from "~/i18n/use-t";
import type { BlockProps } from "../types";

/** Chosen plans with the monthly/annual switch, as on the pricing page (its discount and "most popular" label). */
export function PlansBlock({ block }: BlockProps<"plansBlock">) {
  const t = useT().pricing;
  const discount = block.pricing?.annualDiscountPercent ?? 0;
  return (
    <Section {...blockHeading(block)} background="muted" data-billing>
      <div className="mt-10">
        <BillingSwitch discount={discount} name={`billing-${block._key}`} />
      </div>
      <ul
        className={`mt-12 grid gap-8 md:grid-cols-2 ${block.plans.length >= 4 ? "xl:grid-cols-4" : block.plans.length === 3 ? "lg:grid-cols-3" : ""}`}
      >
        {block.plans.map((plan) => (
          <PlanCard
            key={plan._id}
            plan={plan}
            discountPercent={discount}
            popularLabel={block.pricing?.popularLabel ?? t.popular}
          />
        ))}
      </ul>
    </Section>
  );
}
