import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBanner } from "~/components/common/CtaBanner";
import { Hero } from "~/components/home/Hero";
import { contentFor } from "~/content/content.server";
import { HOME_PAGE_QUERY, SITE_SETTINGS_QUERY, TESTIMONIALS_QUERY } from "~/content/queries";
import { stegaClean } from "~/content/stega.server";
import { getEnv } from "~/lib/env.server";
import { formatStats } from "~/lib/format";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/content/structured-data";

import { lazy, Suspense } from "react";
import { AfterHydration } from "~/lib/after-hydration";
import { useRootData } from "~/use-root-data";

/**
 * The sections below the hero (app/components/home/HomeSections.tsx): their code is not part of the page's first
 * load. While it comes, React keeps the server's HTML of this Suspense boundary as it is and hydrates it
 * once the code is there (React 18's selective hydration). In preview they are rendered in the browser only, after
 * hydration: the visual-editing overlays update the page early, and an update reaching a boundary whose code has
 * not arrived makes React throw its server HTML away (error 421).
 */
const HomeSections = lazy(() => import("~/components/home/HomeSections"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const content = await contentFor(request, context);
  const [page, testimonials, settings] = await Promise.all([
    content.page(HOME_PAGE_QUERY),
    content.run(TESTIMONIALS_QUERY),
    content.run(SITE_SETTINGS_QUERY),
  ]);
  // Built here rather than in meta(): plain text (no preview markers) and no JSON-LD code in the browser.
  return {
    // Figures are written on the server (the browser's Intl data may differ): the page hydrates what was rendered.
    page: { ...page, stats: formatStats(page.stats, content.locale) },
    testimonials,
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

export default function HomeRoute() {
  const { page, testimonials } = useLoaderData<typeof loader>();
  const preview = useRootData()?.preview ?? false;
  const sections = <HomeSections page={page} testimonials={testimonials} />;
  return (
    <>
      <Hero hero={page.hero} />
      {preview ? <AfterHydration>{sections}</AfterHydration> : <Suspense fallback={null}>{sections}</Suspense>}
      <CtaBanner cta={page.finalCta} />
    </>
  );
}
