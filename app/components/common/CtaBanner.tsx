import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button-styles";
import type { CtaBlock } from "~/content/types";
import { langOf } from "~/i18n/lang";

/** A page's closing call to action, as the content gives it; nothing when the page has none. */
export function CtaBanner({
  cta,
  headingId = "cta-heading",
}: {
  cta: CtaBlock | null | undefined;
  /** Its heading's id: one per band, when a page has more than one. */
  headingId?: string;
}) {
  if (!cta) return null;
  const { heading, text, primaryCta: primary, secondaryCta: secondary } = cta;
  return (
    <section aria-labelledby={headingId} className="px-4 py-20 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-20 -right-20 size-72 rounded-full bg-accent-500/30 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-24 -left-16 size-72 rounded-full bg-brand-400/30 blur-3xl"
        />
        <h2
          id={headingId}
          className="relative mx-auto max-w-2xl text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl"
          {...langOf(cta, "heading")}
        >
          {heading}
        </h2>
        {text && (
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-100" {...langOf(cta, "text")}>
            {text}
          </p>
        )}
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {primary && (
            <Link to={primary.href} className={buttonClass("light", "lg")} {...langOf(primary, "label")}>
              {primary.label}
            </Link>
          )}
          {secondary && (
            <Link to={secondary.href} className={buttonClass("outlineLight", "lg")} {...langOf(secondary, "label")}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
