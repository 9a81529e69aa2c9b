import { useT } from "~/i18n/use-t";
import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBanner } from "~/components/common/CtaBanner";
import { Hero } from "~/components/home/Hero";
import { TestimonialsCarousel } from "~/components/home/TestimonialsCarousel";
import { contentFor } from "~/content/content.server";
import { HOME_PAGE_QUERY, SITE_SETTINGS_QUERY, TESTIMONIALS_QUERY } from "~/content/queries";
import { stegaClean } from "~/content/stega.server";
import { getEnv } from "~/lib/env.server";
import { formatStats } from "~/lib/format";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/content/structured-data";

import HomeSections from "~/components/home/HomeSections";

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
  const t = useT();
  return (
    <>
      <Hero hero={page.hero} />
      <HomeSections page={page} />
      <TestimonialsCarousel
        testimonials={testimonials}
        eyebrow={page.testimonials?.eyebrow ?? null}
        heading={page.testimonials?.heading ?? t.home.testimonialsFallback}
        from={page.testimonials}
      />
      <CtaBanner cta={page.finalCta} />
    </>
  );
}
