import { Link } from "@remix-run/react";
import { GraduationCap } from "~/components/common/icons";
import { ContentImage } from "~/components/common/ContentImage";
import { SectionHeading } from "~/components/common/SectionHeading";
import { buttonClass } from "~/components/ui/button-styles";
import type { HomePage } from "~/content/types";

export function EducationSection({ education }: { education: NonNullable<HomePage["education"]> }) {
  return (
    <section aria-labelledby="education-heading" className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="lg:order-2">
          <ContentImage
            image={education.image}
            width={640}
            className="h-auto w-full rounded-3xl shadow-xl shadow-brand-900/20"
          />
        </div>
        <div>
          <SectionHeading
            id="education-heading"
            eyebrow={education.eyebrow}
            heading={education.heading}
            align="left"
            from={education}
          >
            {education.text}
          </SectionHeading>
          {education.points && (
            <ul className="mt-8 space-y-4">
              {education.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                    <GraduationCap aria-hidden className="size-4" />
                  </span>
                  <span className="pt-1 text-ink-700">{point}</span>
                </li>
              ))}
            </ul>
          )}
          {education.cta && (
            <Link to={education.cta.href} className={`${buttonClass("primary", "lg")} mt-10`}>
              {education.cta.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
