import { AfterFirstScreen } from "~/lib/after-first-screen";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { routeComponent } from "~/lib/route-component";
import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { CtaBannerNear } from "~/components/common/CtaBannerNear";
import { Hero } from "~/components/home/Hero";
import { withDates } from "~/content/blog/blog.server";
import { contentFor } from "~/content/layer/content.server";
import { HOME_PAGE_QUERY, RUNNING_EXPERIMENTS_QUERY, SITE_SETTINGS_QUERY, TESTIMONIALS_QUERY } from "~/content/queries";
import { underTest } from "~/content/site/experiments";
import { stegaClean } from "~/content/layer/stega.server";
import { getEnv } from "@shared/setup/env.server";
import { formatStats } from "~/lib/format";
import { organizationJsonLd } from "~/content/site/structured-data";

import { useMemo } from "react";
import { StatsBand } from "~/components/common/StatsBand";
import { lazyNear, LoadsNear } from "~/lib/loads-near";
import { useT } from "~/i18n/use-t";

/**
 * The sections below the stats band (app/components/home/HomeSections.tsx): their code loads as they come near the
 * viewport, not with the page (app/lib/loads-near.tsx). Until then React keeps the server's HTML of their boundary as
 * it is and hydrates it once the code is there (React 18's selective hydration); in preview, after hydration.
 */
const HomeSections = lazyNear("home-sections", () => import("~/components/home/HomeSections").then((m) => m.default));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const content = await contentFor(request, context);
  const [page, testimonials, settings, experiments] = await Promise.all([
    content.page(HOME_PAGE_QUERY),
    content.run(TESTIMONIALS_QUERY),
    content.run(SITE_SETTINGS_QUERY),
    content.run(RUNNING_EXPERIMENTS_QUERY),
  ]);
  // Built here rather than in meta(): plain text (no preview markers) and no JSON-LD code in the browser.
  return {
    // Figures are written on the server (the browser's Intl data may differ): the page hydrates what was rendered.
    page: { ...page, stats: formatStats(page.stats, content.locale) },
    testimonials,
    heroTest: underTest(experiments, "homeHero"),
    // The blog's newest posts, their dates written here too (app/blocks/latest-posts).
    latestPosts: page.latestPosts
      ? { ...page.latestPosts, posts: withDates(page.latestPosts.posts, content.locale) }
      : null,
    organization: organizationJsonLd(getEnv().SITE_URL, stegaClean(settings), content.locale),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => {
  return [
    ...getMeta(args, {
      title: data?.page.seo?.title ?? dictionaryOf(args.matches)?.pages["/"].title ?? "Ihuza",
      description: data?.page.seo?.description,
    }),
    ...(data ? [{ "script:ld+json": data.organization }] : []),
  ];
};

export default routeComponent<typeof loader>(function HomeRoute({ page, heroTest, testimonials, latestPosts }) {
  const t = useT();
  // The same element while the data is (app/lib/loads-near.tsx).
  const sections = useMemo(
    () => <HomeSections page={page} testimonials={testimonials} latestPosts={latestPosts} />,
    [page, testimonials, latestPosts],
  );
  return (
    <>
      <Hero hero={page.hero} test={heroTest} />
      <AfterFirstScreen>
        {/* Right below the hero, often partly on the first screen: it comes with the page (small and static). */}
        {page.stats && <StatsBand stats={page.stats} label={t.home.inNumbers} />}
        <LoadsNear name="home-sections">{sections}</LoadsNear>
        <CtaBannerNear cta={page.finalCta} />
      </AfterFirstScreen>
    </>
  );
});
