import { Link } from "@remix-run/react";
import { ContentImage } from "~/components/common/ContentImage";
import { buttonClass } from "~/components/ui/button-styles";
import { langOf } from "~/i18n/lang";
import type { BlockProps } from "../types";

/** The page's opening: eyebrow, headline (the page's h1 when it comes first), text, buttons and a picture. */
export function HeroBlock({ block, first }: BlockProps<"heroBlock">) {
  const Heading = first ? "h1" : "h2";
  return (
    <section
      aria-labelledby={`${block._key}-heading`}
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          {block.eyebrow && (
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase" {...langOf(block, "eyebrow")}>
              {block.eyebrow}
            </p>
          )}
          <Heading
            id={`${block._key}-heading`}
            className="mt-3 text-4xl font-extrabold tracking-tight text-balance break-words hyphens-auto sm:text-5xl"
            {...langOf(block, "heading")}
          >
            {block.heading}
          </Heading>
          {block.text && (
            <p className="mt-6 max-w-xl text-lg leading-8 text-ink-600" {...langOf(block, "text")}>
              {block.text}
            </p>
          )}
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
