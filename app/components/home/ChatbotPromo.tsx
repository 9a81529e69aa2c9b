import { Link } from "@remix-run/react";
import { Check, Zap } from "~/components/common/icons";
import { SectionHeading } from "~/components/common/SectionHeading";
import { SampleConversation } from "~/components/home/SampleConversation";
import { buttonClass } from "~/components/ui/button-styles";
import { useT } from "~/i18n/use-t";
import type { HomePage } from "~/content/types";

export function ChatbotPromo({ promo }: { promo: HomePage["chatbotPromo"] }) {
  const t = useT();
  return (
    <section aria-labelledby="promo-heading" className="bg-ink-950 py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id="promo-heading"
            eyebrow={promo.eyebrow}
            heading={promo.title}
            align="left"
            tone="dark"
            from={promo}
            fields={{ eyebrow: "eyebrow", heading: "title", text: "text" }}
          >
            {promo.text}
          </SectionHeading>
          {promo.points && (
            <ul className="mt-8 space-y-3">
              {promo.points.map((point) => (
                <li key={point} className="flex gap-3 text-ink-200">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-400" />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {promo.cta && (
            <Link to={promo.cta.href} className={`${buttonClass("light", "lg")} mt-10`}>
              {promo.cta.label}
            </Link>
          )}
        </div>

        <div className="relative">
          {promo.badge && (
            <p className="absolute -top-4 right-4 z-10 inline-flex items-center gap-1.5 rounded-full bg-sun-300 px-4 py-2 text-sm font-bold text-ink-900 shadow-lg sm:right-8">
              <Zap aria-hidden className="size-4" />
              {promo.badge}
            </p>
          )}
          <div className="rounded-3xl bg-white/5 p-4 ring-1 ring-white/10 sm:p-6">
            <SampleConversation
              lines={promo.conversation}
              label={t.home.sampleConversation}
              assistantBubble="bg-white text-ink-800"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
