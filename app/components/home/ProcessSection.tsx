import { Link } from "@remix-run/react";
import { SectionHeading } from "~/components/common/SectionHeading";
import { buttonClass } from "~/components/ui/button-styles";
import { useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";
import { langOf } from "~/i18n/lang";
import type { HomePage } from "~/content/types";

export function ProcessSection({ process }: { process: HomePage["process"] }) {
  const t = useT();
  return (
    <section aria-labelledby="process-heading" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="process-heading" eyebrow={process.eyebrow} heading={process.heading} from={process} />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {(process.steps ?? []).map((step) => (
            <li key={step._key} className="relative rounded-3xl bg-white p-6 ring-1 ring-ink-200">
              <span
                aria-hidden
                className="bg-gradient-to-br from-brand-600 to-accent-700 bg-clip-text font-display text-5xl font-extrabold text-transparent"
              >
                {step.number}
              </span>
              <h3 className="mt-4 text-lg font-bold">
                <span className="sr-only">{fill(t.home.step, { number: step.number })} </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-ink-600" {...langOf(step, "description")}>
                {step.description}
              </p>
            </li>
          ))}
        </ol>
        {process.href && (
          <div className="mt-12 text-center">
            <Link to={process.href} className={buttonClass("secondary", "lg")}>
              {process.buttonLabel}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
