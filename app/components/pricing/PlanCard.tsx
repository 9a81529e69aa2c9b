import { sectionId } from "~/content/sections";
import { Link } from "@remix-run/react";
import { Check } from "~/components/common/icons";
import { buttonClass } from "~/components/ui/button-styles";
import type { Plan } from "~/content/types";
import type { PlanPrices } from "~/lib/money";
import { langOf } from "~/i18n/lang";
import { useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";
import { UnderTest } from "~/components/common/UnderTest";
import type { PartUnderTest } from "~/content/site/experiments";

export function PlanCard({
  plan,
  discountPercent,
  popularLabel,
}: {
  plan: Plan & { prices: PlanPrices; test?: PartUnderTest | null };
  discountPercent: number;
  popularLabel: string;
}) {
  // Both billing periods are in the HTML; the pricing section's checked radio shows one (app/tailwind.css).
  const popular = Boolean(plan.popular);
  const t = useT().pricing;
  const [beforeMonthly, afterMonthly = ""] = fill(t.annualSaving, {
    discount: discountPercent,
    total: plan.prices.annualTotal,
  }).split("{monthly}");
  return (
    <li
      id={sectionId("plan", plan._id)}
      aria-label={plan.name}
      className={`relative flex flex-col rounded-3xl p-7 ${
        popular
          ? "bg-brand-950 text-white shadow-2xl shadow-brand-900/30 ring-2 ring-brand-500"
          : "bg-white ring-1 ring-ink-200"
      }`}
    >
      {popular && (
        <p className="absolute -top-3.5 left-7 rounded-full bg-sun-300 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink-900">
          {popularLabel}
        </p>
      )}
      <h2 className={`text-xl font-bold ${popular ? "text-white" : ""}`} {...langOf(plan, "name")}>
        {plan.name}
      </h2>
      <p
        className={`mt-2 min-h-12 text-sm ${popular ? "text-brand-100" : "text-ink-600"}`}
        {...langOf(plan, "description")}
      >
        {plan.description}
      </p>
      <p className="mt-6" data-testid="plan-price">
        {plan.priceFrom && (
          <span className={`block text-sm font-medium ${popular ? "text-brand-200" : "text-ink-500"}`}>{t.from} </span>
        )}
        <span className="font-display text-4xl font-extrabold tracking-tight annual:hidden">{plan.prices.monthly}</span>
        <span className="font-display text-4xl font-extrabold tracking-tight monthly:hidden">
          {plan.prices.annualMonthly}
        </span>
        <span className={`mt-1 block text-sm ${popular ? "text-brand-200" : "text-ink-500"}`}>
          <span {...langOf(plan, "period")}>{plan.period}</span>
          <span className="monthly:hidden">{t.billedAnnually}</span>
        </span>
      </p>
      <p
        className={`mt-2 min-h-10 text-sm ${popular ? "text-accent-300" : "text-accent-700"}`}
        data-testid="plan-billing-note"
      >
        <span className="monthly:hidden">
          {beforeMonthly}
          <s className={popular ? "text-brand-200" : "text-ink-500"}>{plan.prices.monthly}</s>
          {afterMonthly}
        </span>
        {plan.priceNote && (
          <span className="annual:hidden" {...langOf(plan, "priceNote")}>
            {plan.priceNote}
          </span>
        )}
      </p>
      {plan.priceNote && (
        <p
          className={`text-sm monthly:hidden ${popular ? "text-brand-200" : "text-ink-500"}`}
          {...langOf(plan, "priceNote")}
        >
          {plan.priceNote}
        </p>
      )}
      <ul
        className={`mt-6 space-y-3 border-t pt-6 text-sm ${popular ? "border-white/10" : "border-ink-100"}`}
        {...langOf(plan, "features")}
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check
              aria-hidden
              className={`mt-0.5 size-4 shrink-0 ${popular ? "text-accent-300" : "text-accent-600"}`}
            />
            {feature}
          </li>
        ))}
      </ul>
      {plan.ctaHref && (
        // (its label may be under test: each version's button, one shown)
        <UnderTest
          test={plan.test}
          variant={(variant) => <PlanButton plan={plan} label={variant.buttonLabel ?? plan.ctaLabel} />}
        >
          <PlanButton plan={plan} label={plan.ctaLabel} />
        </UnderTest>
      )}
    </li>
  );
}

/** A plan's button, with the label given (the plan's own, or a version's under test). */
function PlanButton({ plan, label }: { plan: Plan; label: string }) {
  const t = useT().pricing;
  const popular = Boolean(plan.popular);
  return (
    <Link
      to={plan.ctaHref!}
      className={`${buttonClass(popular ? "light" : "primary", "lg")} mt-8 w-full`}
      aria-label={fill(t.cta, { cta: label, plan: plan.name })}
    >
      {label}
    </Link>
  );
}
