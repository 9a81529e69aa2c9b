import { IconCard } from "~/components/common/IconCard";
import { blockHeading, Section } from "~/components/common/Section";
import type { BlockProps } from "../types";

/** A heading and a grid of icon cards. */
export function FeatureGridBlock({ block }: BlockProps<"featureGridBlock">) {
  return (
    <Section {...blockHeading(block)}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item) => (
          <IconCard key={item._key} from={item} icon={item.icon} title={item.title} text={item.text} />
        ))}
      </ul>
    </Section>
  );
}
