import { Link } from "@remix-run/react";
import { ContentImage } from "~/components/common/ContentImage";
import { buttonClass } from "~/components/ui/button-styles";
import { langOf } from "~/i18n/lang";
import type { BlockProps } from "../types";
import { UnderTest, useVariant } from "~/components/common/UnderTest";
import { CONTROL } from "@shared/results/experiments";

/** The page's opening: eyebrow, headline (the page's h1 when it comes first), text, buttons and a picture. */
export function HeroBlock({ block, first }: BlockProps<"heroBlock">) {
  const Heading = first ? "h1" : "h2";
  // A version under test has a heading id of its own (the page holds every version until it hydrates): the section
  // is named by the page as published until the visit's version is known (without scripts, that is the one shown).
  const headingId = (key: string) => (key === CONTROL ? `${block._key}-heading` : `${block._key}-${key}-heading`);
  const shown = useVariant(block.test);
  const words = (key: string, heading: string, text: string | null | undefined, from: object) => (
    <>
      <Heading
        id={headingId(key)}
        className="mt-3 text-4xl font-extrabold tracking-tight text-balance break-words hyphens-auto sm:text-5xl"
        {...langOf(from, "heading")}
      >
        {heading}
      </Heading>
      {text && (
        <p className="mt-6 max-w-xl text-lg leading-8 text-ink-600" {...langOf(from, "text")}>
          {text}
        </p>
      )}
    </>
  );
  return (
    <section
      aria-labelledby={headingId(shown ?? CONTROL)}
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          {block.eyebrow && (
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase" {...langOf(block, "eyebrow")}>
              {block.eyebrow}
            </p>
          )}
          <UnderTest
            test={block.test}
            variant={(variant) =>
              words(variant.key, variant.heading ?? block.heading, variant.text ?? block.text, {
                _fallback: {
                  heading: variant.heading ? variant._fallback?.heading : block._fallback?.heading,
                  text: variant.text ? variant._fallback?.text : block._fallback?.text,
                },
              })
            }
          >
            {words(CONTROL, block.heading, block.text, block)}
          </UnderTest>
          {(block.primaryCta || block.secondaryCta) && (
            <div className="mt-10 flex flex-wrap gap-4">
              {(
                [
                  [block.primaryCta, "primary"],
                  [block.secondaryCta, "secondary"],
                ] as const
              ).map(
                ([cta, style]) =>
                  cta && (
                    <Link key={style} to={cta.href} className={buttonClass(style, "lg")} {...langOf(cta, "label")}>
                      {cta.label}
                    </Link>
                  ),
              )}
            </div>
          )}
        </div>
        {block.image && (
          <ContentImage
            image={block.image}
            width={640}
            priority={first}
            className="h-auto w-full rounded-3xl shadow-xl shadow-brand-900/15"
          />
        )}
      </div>
    </section>
  );
}
