import { ContentImage } from "~/components/common/ContentImage";
import { IconCard } from "~/components/common/IconCard";
import { SectionHeading } from "~/components/common/SectionHeading";
import type { HomePage } from "~/content/types";

export function PlatformOverview({ platform }: { platform: NonNullable<HomePage["platform"]> }) {
  return (
    <section aria-labelledby="platform-heading" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="platform-heading" eyebrow={platform.eyebrow} heading={platform.heading} from={platform}>
          {platform.text}
        </SectionHeading>
        <div className="mt-14 grid items-center gap-12 lg:grid-cols-2">
          <ContentImage image={platform.image} width={560} className="h-auto w-full rounded-3xl" />
          <ul className="grid gap-6 sm:grid-cols-2">
            {(platform.items ?? []).map((item) => (
              <IconCard key={item._key} from={item} icon={item.icon} title={item.title} text={item.text} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
