import { ContentImage } from "~/components/common/ContentImage";
import { langOf } from "~/i18n/lang";
import type { BlockProps } from "../types";

/** A row of logos under a short line; each logo's name is its alt text. */
export function LogosBlock({ block }: BlockProps<"logosBlock">) {
  return (
    <section aria-labelledby={`${block._key}-heading`} className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id={`${block._key}-heading`}
          className="text-center text-sm font-semibold tracking-widest text-ink-600 uppercase"
          {...langOf(block, "heading")}
        >
          {block.heading}
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {block.logos.map((logo) => (
            <li key={logo._key}>
              {logo.image ? (
                <ContentImage
                  image={{ ...logo.image, alt: logo.name }}
                  width={160}
                  sizes="160px"
                  className="h-10 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
                />
              ) : (
                <span className="font-display text-lg font-bold text-ink-500">{logo.name}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
