import { routeComponent, type RouteData } from "~/lib/route-component";
import { sectionId } from "~/content/sections";
import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Check } from "~/components/common/icons";
import { CtaBannerNear } from "~/components/common/CtaBannerNear";
import { Icon } from "~/components/common/Icon";
import { PageIntro } from "~/components/common/PageIntro";
import { contentFor } from "~/content/layer/content.server";
import { FEATURE_GROUPS_QUERY, FEATURES_PAGE_QUERY } from "~/content/queries";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";
import { langOf } from "~/i18n/lang";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const content = await contentFor(request, context);
  const [page, groups] = await Promise.all([content.page(FEATURES_PAGE_QUERY), content.run(FEATURE_GROUPS_QUERY)]);
  return { page, groups };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  getMeta(args, {
    title: data?.page.seo?.title ?? dictionaryOf(args.matches)?.features.title ?? "Features",
    description: data?.page.seo?.description,
  });

export default routeComponent<typeof loader>(FeaturesPage);

function FeaturesPage({ page, groups }: RouteData<typeof loader>) {
  const featureCount = groups.reduce((total, group) => total + (group.features?.length ?? 0), 0);
  const t = useT().features;
  return (
    <>
      <PageIntro
        eyebrow={page.eyebrow ?? undefined}
        title={page.heading}
        fallback={page._fallback}
        fields={{ eyebrow: "eyebrow", title: "heading", text: "" }}
      >
        <p {...langOf(page, "intro")}>{page.intro}</p>
        <p
          className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200"
          data-testid="feature-count"
        >
          {fill(t.count, { features: featureCount, groups: groups.length })}
        </p>
      </PageIntro>

      <section aria-label={t.groups} className="py-16 sm:py-24">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
          {groups.map((group) => (
            <li
              key={group._id}
              id={sectionId("featureGroup", group._id)}
              className="flex flex-col rounded-3xl bg-white p-7 ring-1 ring-ink-200 transition-shadow hover:shadow-lg hover:shadow-brand-900/5"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-600 text-white">
                <Icon name={group.icon} className="size-6" />
              </span>
              <h2 className="mt-5 text-xl font-bold" {...langOf(group, "title")}>
                {group.title}
              </h2>
              <p className="mt-2 text-ink-600" {...langOf(group, "description")}>
                {group.description}
              </p>
              <ul className="mt-5 space-y-2.5 border-t border-ink-100 pt-5 text-sm" {...langOf(group, "features")}>
                {(group.features ?? []).map((feature) => (
                  <li key={feature} className="flex gap-2.5 text-ink-700">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <CtaBannerNear cta={page.cta} />
    </>
  );
}
