import { blockHeading, Section } from "~/components/common/Section";
import { langOf } from "~/i18n/lang";
import { useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";
import type { BlockProps } from "../types";

/** A numbered sequence of steps. */
export function StepsBlock({ block }: BlockProps<"stepsBlock">) {
  const t = useT();
  return (
    <Section {...blockHeading(block)} background="muted">
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {block.steps.map((step, index) => (
          <li key={step._key} className="rounded-3xl bg-white p-6 ring-1 ring-ink-200">
            <span
              aria-hidden
              className="bg-gradient-to-br from-brand-600 to-accent-700 bg-clip-text font-display text-5xl font-extrabold text-transparent"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-4 text-lg font-bold" {...langOf(step, "title")}>
              <span className="sr-only">{fill(t.home.step, { number: String(index + 1) })} </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-6 text-ink-600" {...langOf(step, "text")}>
              {step.text}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
