import { Link } from "@remix-run/react";
import { ContentImage } from "~/components/common/ContentImage";
import { Check } from "~/components/common/icons";
import { SectionHeading } from "~/components/common/SectionHeading";
import { buttonClass } from "~/components/ui/button-styles";
import { langOf } from "~/i18n/lang";
import type { BlockOf } from "../types";

/** The block's content; its text may be empty where the home page's education section renders it too. */
type ImageText = Omit<BlockOf<"imageTextBlock">, "text"> & { text: string | null };

/** A picture beside a heading, text, points and a button; the picture on the side the editor chose. */
export function ImageTextBlock({ block }: { block: ImageText; first: boolean }) {
  return (
    <section aria-labelledby={`${block._key}-heading`} className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className={block.imageSide === "left" ? "" : "lg:order-2"}>
          <ContentImage
            image={block.image}
            width={640}
            className="h-auto w-full rounded-3xl shadow-xl shadow-brand-900/15"
          />
        </div>
        <div>
          <SectionHeading
            id={`${block._key}-heading`}
            eyebrow={block.eyebrow}
            heading={block.heading}
            align="left"
            from={block}
          >
            {block.text}
          </SectionHeading>
          {block.points && block.points.length > 0 && (
            <ul className="mt-8 space-y-3" {...langOf(block, "points")}>
              {block.points.map((point) => (
                <li key={point} className="flex gap-3 text-ink-700">
                  <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                    <Check aria-hidden className="size-4" />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          )}
          {block.cta && (
            <Link
              to={block.cta.href}
              className={`${buttonClass("primary", "lg")} mt-10`}
              {...langOf(block.cta, "label")}
            >
              {block.cta.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
