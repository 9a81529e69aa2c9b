import { sectionId } from "~/content/sections";
import { Link } from "@remix-run/react";
import { ArrowRight, Check, ChevronDown } from "~/components/common/icons";
import { useId, useState } from "react";
import { Icon } from "~/components/common/Icon";
import type { Solution } from "~/content/types";
import { langOf } from "~/i18n/lang";
import { useLocalePath, useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";

/**
 * An industry card. 'Learn More' opens the industry's landing page when the editors linked one; otherwise it
 * reveals the benefits in place, and the button says whether they are shown.
 */
export function SolutionCard({ solution }: { solution: Solution }) {
  const t = useT().solutions;
  return (
    <li
      id={sectionId("solution", solution._id)}
      className="render-when-near flex flex-col rounded-3xl bg-white p-7 ring-1 ring-ink-200"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon name={solution.icon} className="size-6" />
      </span>
      <h2 className="mt-5 text-xl font-bold" {...langOf(solution, "title")}>
        {solution.title}
      </h2>
      <p className="mt-2 text-ink-600" {...langOf(solution, "summary")}>
        {solution.summary}
      </p>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wider text-ink-500">{t.useCases}</h3>
      <ul className="mt-2 space-y-2 text-sm text-ink-700" {...langOf(solution, "useCases")}>
        {(solution.useCases ?? []).map((useCase) => (
          <li key={useCase} className="flex gap-2.5">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
            {useCase}
          </li>
        ))}
      </ul>
      {solution.href ? (
        <Link
          to={solution.href}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {t.learnMore}
          <span className="sr-only"> {fill(t.about, { title: solution.title })}</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <Benefits solution={solution} />
      )}
    </li>
  );
}

/** The benefits, revealed in the card by its 'Learn More' button. */
function Benefits({ solution }: { solution: Solution }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const t = useT().solutions;
  const lp = useLocalePath();
  return (
    <>
      <div
        id={detailsId}
        role="region"
        aria-label={fill(t.benefitsOf, { title: solution.title })}
        hidden={!open}
        className="mt-5 rounded-2xl bg-accent-50 p-4"
      >
        <h3 className="text-sm font-semibold uppercase tracking-wider text-accent-800">{t.benefits}</h3>
        <ul className="mt-2 space-y-2 text-sm text-ink-800" {...langOf(solution, "benefits")}>
          {(solution.benefits ?? []).map((benefit) => (
            <li key={benefit} className="flex gap-2.5">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-700" />
              {benefit}
            </li>
          ))}
        </ul>
        <Link
          to={lp("/contact")}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          {fill(t.talk, { title: solution.title })}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        {open ? t.showLess : t.learnMore}
        <span className="sr-only"> {fill(t.about, { title: solution.title })}</span>
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
    </>
  );
}
