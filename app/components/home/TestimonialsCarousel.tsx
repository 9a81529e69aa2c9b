import { ChevronLeft, ChevronRight, Quote, Star } from "~/components/common/icons";
import { useRef, useState, type KeyboardEvent } from "react";
import { ContentImage } from "~/components/common/ContentImage";
import { SectionHeading } from "~/components/common/SectionHeading";
import { useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";
import { langOf, type Fallbacks } from "~/i18n/lang";
import type { Testimonial } from "~/content/types";
import { revealClass, useReveal } from "~/lib/use-in-view";

const MAX_RATING = 5;

function Stars({ rating, label }: { rating: number; label: string }) {
  const value = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <p className="flex gap-0.5 text-sun-400">
      <span className="sr-only">{fill(label, { rating: value, max: MAX_RATING })}</span>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star key={i} aria-hidden className={`size-5 ${i < value ? "fill-current" : "text-ink-300"}`} />
      ))}
    </p>
  );
}

/**
 * Previous / next carousel. All slides share one grid cell (the tallest sets the height), so moving between them
 * never shifts the page; the live region says which entry is shown. Arrow keys work inside the carousel.
 */
export function TestimonialsCarousel({
  testimonials,
  eyebrow,
  heading,
  from,
}: {
  /** The section's content object (its record of English fallbacks). */
  from?: { _fallback?: Fallbacks } | null;
  testimonials: Testimonial[];
  eyebrow: string | null;
  heading: string;
}) {
  const [index, setIndex] = useState(0);
  const t = useT().home;
  const section = useRef<HTMLElement>(null);
  const reveal = useReveal(section);
  const count = testimonials.length;
  if (count === 0) return null;

  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(-1);
    if (event.key === "ArrowRight") go(1);
  };
  const current = testimonials[index];

  return (
    <section
      ref={section}
      aria-labelledby="testimonials-heading"
      data-reveal={reveal}
      className={`bg-ink-50 py-20 sm:py-28 ${revealClass(reveal)}`}
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-heading" eyebrow={eyebrow} heading={heading} from={from} />
        {/* Arrow keys anywhere in the carousel move between slides (APG carousel pattern); its buttons are focusable. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={t.testimonials}
          onKeyDown={onKeyDown}
          className="mt-12"
        >
          <div className="grid">
            {testimonials.map((testimonial, i) => (
              <div
                key={testimonial._id}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(t.slide, { number: i + 1, count })}
                aria-hidden={i !== index}
                data-active={i === index}
                className={`col-start-1 row-start-1 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-200 transition-opacity duration-500 sm:p-10 ${
                  i === index ? "opacity-100" : "invisible opacity-0"
                }`}
              >
                <figure>
                  <Quote aria-hidden className="size-10 text-brand-200" />
                  <Stars rating={testimonial.rating} label={t.rating} />
                  <blockquote className="mt-4 text-lg leading-8 text-ink-800 sm:text-xl">
                    <p {...langOf(testimonial, "quote")}>{fill(t.quote, { quote: testimonial.quote })}</p>
                  </blockquote>
                  <figcaption className="mt-8 flex items-center gap-4">
                    <ContentImage image={testimonial.avatar} width={56} className="size-14 rounded-full" />
                    <span>
                      <span className="block font-semibold text-ink-900">{testimonial.author}</span>
                      <span className="block text-sm text-ink-600" {...langOf(testimonial, "position")}>
                        {testimonial.position}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
          <div className="mt-8 flex items-center justify-center gap-4">
            <button
              type="button"
              onClick={() => go(-1)}
              className="flex size-11 items-center justify-center rounded-full bg-white text-ink-700 ring-1 ring-ink-200 hover:bg-brand-600 hover:text-white"
            >
              <span className="sr-only">{t.previous}</span>
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <p aria-live="polite" className="min-w-24 text-center text-sm font-medium text-ink-600">
              <span className="sr-only">{t.showing} </span>
              {index + 1} / {count}
              <span className="sr-only">: {current?.author}</span>
            </p>
            <button
              type="button"
              onClick={() => go(1)}
              className="flex size-11 items-center justify-center rounded-full bg-white text-ink-700 ring-1 ring-ink-200 hover:bg-brand-600 hover:text-white"
            >
              <span className="sr-only">{t.next}</span>
              <ChevronRight aria-hidden className="size-5" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
