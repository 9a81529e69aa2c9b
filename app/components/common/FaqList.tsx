import { ChevronDown } from "~/components/common/icons";
import type { Faq } from "~/content/types";
import { langOf } from "~/i18n/lang";

/** Questions that open to their answers (native <details>: works before the scripts run, and with the keyboard). */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="mt-10 divide-y divide-ink-200 rounded-3xl bg-white ring-1 ring-ink-200">
      {faqs.map((faq) => (
        <details key={faq._id} className="group px-6 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
            <span {...langOf(faq, "question")}>{faq.question}</span>
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 text-ink-600" {...langOf(faq, "answer")}>
            {faq.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
