import { Link } from "@remix-run/react";
import { ArrowUpRight, CircleCheck } from "~/components/common/icons";
import { ContentImage } from "~/components/common/ContentImage";
import { SectionHeading } from "~/components/common/SectionHeading";
import { buttonClass } from "~/components/ui/button-styles";
import { langOf } from "~/i18n/lang";
import type { HomePage } from "~/content/types";

export function AboutSection({ about }: { about: HomePage["about"] }) {
  return (
    <section aria-labelledby="about-heading" className="bg-ink-50 py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="relative">
          <ContentImage
            image={about.image}
            width={640}
            className="h-auto w-full rounded-3xl shadow-xl shadow-brand-900/10"
          />
          <p className="absolute -bottom-6 left-6 rounded-2xl bg-white px-5 py-4 shadow-lg ring-1 ring-ink-200">
            <span className="block font-display text-3xl font-extrabold text-brand-700">{about.experienceValue}</span>
            <span className="text-sm font-medium text-ink-600" {...langOf(about, "experienceLabel")}>
              {about.experienceLabel}
            </span>
          </p>
        </div>
        <div className="pt-6 lg:pt-0">
          <SectionHeading id="about-heading" eyebrow={about.eyebrow} heading={about.heading} align="left" from={about}>
            {about.text}
          </SectionHeading>
          {about.taglines && (
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {about.taglines.map((tagline) => (
                <li key={tagline} className="flex gap-3 font-medium text-ink-800">
                  <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {tagline}
                </li>
              ))}
            </ul>
          )}
          {about.href && (
            <div className="mt-10 flex items-center gap-3">
              <Link to={about.href} className={buttonClass("primary", "lg")}>
                {about.buttonLabel}
              </Link>
              <Link
                to={about.href}
                aria-label={`${about.buttonLabel}: ${about.heading}`}
                className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-600 hover:text-white"
              >
                <ArrowUpRight aria-hidden className="size-5" />
              </Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
