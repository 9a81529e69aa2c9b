import { ContentImage } from "~/components/common/ContentImage";
import { Icon } from "~/components/common/Icon";
import { SectionHeading } from "~/components/common/SectionHeading";
import type { HomePage } from "~/content/types";

export function PlatformOverview({ platform }: { platform: NonNullable<HomePage["platform"]> }) {
  return (
    <section aria-labelledby="platform-heading" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="platform-heading" eyebrow={platform.eyebrow} heading={platform.heading}>
          {platform.text}
        </SectionHeading>
        <div className="mt-14 grid items-center gap-12 lg:grid-cols-2">
          <ContentImage image={platform.image} width={560} className="h-auto w-full rounded-3xl" />
          <ul className="grid gap-6 sm:grid-cols-2">
            {(platform.items ?? []).map((item) => (
              <li key={item._key} className="rounded-2xl bg-white p-5 ring-1 ring-ink-200 transition-shadow hover:shadow-md">
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-600">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
