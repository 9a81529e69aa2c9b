import { routeComponent } from "~/lib/route-component";
import { getMeta } from "~/lib/meta";
import { dictionaryOf } from "~/lib/meta";
import { AfterFirstScreen } from "~/lib/after-first-screen";
import { sectionId } from "~/content/sections";
import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { CtaBannerNear } from "~/components/common/CtaBannerNear";
import { Icon } from "~/components/common/Icon";
import { PageIntro } from "~/components/common/PageIntro";
import { Section } from "~/components/common/Section";
import { BillingSwitch } from "~/components/pricing/BillingSwitch";
import { PlanCard } from "~/components/pricing/PlanCard";
import { FaqList } from "~/components/common/FaqList";
import { contentFor } from "~/content/layer/content.server";
import {
  ADD_ONS_QUERY,
  FAQS_QUERY,
  PLANS_QUERY,
  PRICING_PAGE_QUERY,
  RUNNING_EXPERIMENTS_QUERY,
} from "~/content/queries";
import { underTest } from "~/content/site/experiments";
import { planPrices } from "~/lib/money";
import { formatPrice } from "~/lib/format";
import { langOf } from "~/i18n/lang";
import { useT } from "~/i18n/use-t";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const content = await contentFor(request, context);
  const [page, plans, addOns, faqs, experiments] = await Promise.all([
    content.page(PRICING_PAGE_QUERY),
    content.run(PLANS_QUERY),
    content.run(ADD_ONS_QUERY),
    content.run(FAQS_QUERY),
    content.run(RUNNING_EXPERIMENTS_QUERY),
  ]);
  // Prices are written here, on the server: the browser then hydrates them without building an Intl formatter.
  return {
    page,
    plans: plans.map((plan) => ({
      ...plan,
      prices: planPrices(plan.price, page.annualDiscountPercent, content.locale),
      test: underTest(experiments, "planButton", plan._id),
    })),
    addOns: addOns.map((addOn) => ({ ...addOn, priceLabel: formatPrice(addOn.price, content.locale) })),
    faqs,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  getMeta(args, {
    title: data?.page.seo?.title ?? dictionaryOf(args.matches)?.pricing.title ?? "Pricing",
    description: data?.page.seo?.description,
  });

export default routeComponent<typeof loader>(function PricingRoute({ page, plans, addOns, faqs }) {
  const discount = page.annualDiscountPercent;
  const t = useT().pricing;

  return (
    <>
      <PageIntro eyebrow={page.eyebrow ?? undefined} title={page.heading} fallback={page._fallback}>
        {page.intro}
      </PageIntro>

      <section aria-label={t.plans} className="py-16 sm:py-20" data-billing>
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <BillingSwitch discount={discount} />
          <ul className="mt-12 grid gap-8 md:grid-cols-2 xl:grid-cols-4">
            {plans.map((plan) => (
              <PlanCard
                key={plan._id}
                plan={plan}
                discountPercent={discount}
                popularLabel={page.popularLabel ?? t.popular}
              />
            ))}
          </ul>
        </div>
      </section>
      <AfterFirstScreen>
        {page.terms && (
          <section aria-label={t.terms} className="pb-16">
            <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
              {page.terms.map((term) => (
                <li key={term._key} className="flex gap-4 rounded-2xl bg-ink-50 p-5">
                  <Icon name={term.icon} className="mt-0.5 size-6 shrink-0 text-brand-700" />
                  <div>
                    <h2 className="font-display text-base font-bold" {...langOf(term, "title")}>
                      {term.title}
                    </h2>
                    <p className="mt-1 text-sm text-ink-600" {...langOf(term, "text")}>
                      {term.text}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}

        <Section
          id="add-ons-heading"
          background="muted"
          heading={page.addOnsHeading}
          from={page}
          fields={{ eyebrow: "", heading: "addOnsHeading", text: "addOnsIntro" }}
          intro={page.addOnsIntro}
        >
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {addOns.map((addOn) => (
              <li
                key={addOn._id}
                id={sectionId("addOn", addOn._id)}
                aria-label={addOn.name}
                className="flex flex-col rounded-3xl bg-white p-6 ring-1 ring-ink-200"
              >
                <h3 className="text-lg font-bold" {...langOf(addOn, "name")}>
                  {addOn.name}
                </h3>
                <p className="mt-3">
                  {addOn.priceFrom && <span className="text-sm text-ink-500">{t.from} </span>}
                  <span className="font-display text-2xl font-extrabold text-brand-700">{addOn.priceLabel}</span>
                  <span className="block text-sm text-ink-500" {...langOf(addOn, "period")}>
                    {" "}
                    {addOn.period}
                  </span>
                </p>
                <p className="mt-3 text-sm text-ink-600" {...langOf(addOn, "description")}>
                  {addOn.description}
                </p>
              </li>
            ))}
          </ul>
        </Section>

        <Section
          id="faq-heading"
          width="narrow"
          heading={page.faqHeading}
          from={page}
          fields={{ eyebrow: "", heading: "faqHeading", text: "" }}
        >
          <FaqList faqs={faqs} />
        </Section>

        <CtaBannerNear cta={page.cta} />
      </AfterFirstScreen>
    </>
  );
});
