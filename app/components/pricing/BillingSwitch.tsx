import { useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";

/**
 * Monthly or annual: two radio buttons and nothing else. Every price is in the page in both periods, and the
 * checked radio decides by CSS which shows (the `annual:` and `monthly:` variants, app/tailwind.css, inside the
 * nearest [data-billing] element), so a tap works at once, before the page's scripts have come, and needs none.
 * `name`: one per switch, when a page has more than one.
 */
export function BillingSwitch({ discount, name = "billing" }: { discount: number; name?: string }) {
  const t = useT().pricing;
  const options = [
    { value: "monthly", label: t.monthly },
    { value: "annual", label: fill(t.annual, { discount }) },
  ];
  return (
    <>
      <fieldset className="mx-auto flex w-fit rounded-full bg-white p-1 ring-1 ring-ink-200">
        <legend className="sr-only">{t.billingPeriod}</legend>
        {options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-ink-700 transition-colors hover:text-ink-900 has-checked:bg-brand-600 has-checked:text-white has-checked:hover:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === "monthly"}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <p className="mt-3 text-center text-sm text-ink-600" aria-live="polite">
        <span className="annual:hidden">{t.monthlyNote}</span>
        <span className="monthly:hidden">{fill(t.annualNote, { discount })}</span>
      </p>
    </>
  );
}
