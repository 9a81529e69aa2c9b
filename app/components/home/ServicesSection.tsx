import { Link } from "@remix-run/react";
import { ArrowRight, Check } from "~/components/common/icons";
import { ContentImage } from "~/components/common/ContentImage";
import { SectionHeading } from "~/components/common/SectionHeading";
import { langOf } from "~/i18n/lang";
import type { HomePage } from "~/content/types";

export function ServicesSection({ services }: { services: HomePage["services"] }) {
  return (
    <section aria-labelledby="services-heading" className="bg-gradient-to-b from-brand-50 to-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="services-heading" eyebrow={services.eyebrow} heading={services.heading} from={services} />
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {(services.cards ?? []).map((card) => (
            <li
              key={card._key}
              className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-200"
            >
              <ContentImage image={card.image} width={480} className="aspect-[3/2] h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold" {...langOf(card, "title")}>
                  {card.title}
                </h3>
                {card.description && (
                  <p className="mt-2 text-sm leading-6 text-ink-600" {...langOf(card, "description")}>
                    {card.description}
                  </p>
                )}
                {card.benefits && (
                  <ul className="mt-5 space-y-2 border-t border-ink-100 pt-5 text-sm">
                    {card.benefits.map((benefit) => (
                      <li key={benefit} className="flex gap-2 text-ink-700">
                        <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                        {benefit}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
        {services.href && (
          <p className="mt-12 text-center text-ink-700">
            {services.linkText}{" "}
            <Link
              to={services.href}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
            >
              {services.linkLabel}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
