import { sectionId } from "~/content/sections";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ChevronDown } from "~/components/common/icons";
import type { Faq } from "~/content/types";
import { langOf } from "~/i18n/lang";

/**
 * Questions that open to their answers (native <details>: works before the scripts run, and with the keyboard).
 * Each has its id (a search result links to it: /pricing#faq-…); once the scripts run, the question a link points
 * to opens.
 */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  const list = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash.length > 1 ? list.current?.querySelector(`[id="${CSS.escape(hash.slice(1))}"]`) : null;
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);
  return (
    <div ref={list} className="mt-10 divide-y divide-ink-200 rounded-3xl bg-white ring-1 ring-ink-200">
      {faqs.map((faq) => (
        <details key={faq._id} id={sectionId("faq", faq._id)} className="group px-6 py-1">
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
