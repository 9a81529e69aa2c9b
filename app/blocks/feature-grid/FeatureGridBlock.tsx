import { IconCard } from "~/components/common/IconCard";
import { SectionHeading } from "~/components/common/SectionHeading";
import type { BlockProps } from "../types";

/** A heading and a grid of icon cards. */
export function FeatureGridBlock({ block }: BlockProps<"featureGridBlock">) {
  return (
    <section aria-labelledby={`${block._key}-heading`} className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${block._key}-heading`}
          eyebrow={block.eyebrow}
          heading={block.heading}
          from={block}
          fields={{ eyebrow: "eyebrow", heading: "heading", text: "intro" }}
        >
          {block.intro}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {block.items.map((item) => (
            <IconCard key={item._key} from={item} icon={item.icon} title={item.title} text={item.text} />
          ))}
        </ul>
      </div>
    </section>
  );
}
