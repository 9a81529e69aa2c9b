import type { Stat } from "~/content/types";
import { langOf } from "~/i18n/lang";

/**
 * Four figures in a band, each already written the page's language's way by the loader ('10,000+', '10 000+',
 * '10.000+': formatStats, app/lib/format.ts): the browser's Intl data may differ from the server's.
 */
export function StatsBand({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="border-y border-ink-200/70 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat._key} className="flex flex-col-reverse items-center py-8 text-center">
            <dt className="mt-1 text-sm font-medium text-ink-600" {...langOf(stat, "label")}>
              {stat.label}
            </dt>
            <dd className="font-display text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
