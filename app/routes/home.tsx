import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBanner } from "~/components/common/CtaBanner";
import { StatsBand } from "~/components/common/StatsBand";
import { AboutSection } from "~/components/home/AboutSection";
import { ChatbotPromo } from "~/components/home/ChatbotPromo";
import { EducationSection } from "~/components/home/EducationSection";
import { Hero } from "~/components/home/Hero";
import { PlatformOverview } from "~/components/home/PlatformOverview";
import { ProcessSection } from "~/components/home/ProcessSection";
import { ServicesSection } from "~/components/home/ServicesSection";
import { TestimonialsCarousel } from "~/components/home/TestimonialsCarousel";
import { contentFor } from "~/content/content.server";
import { HOME_PAGE_QUERY, TESTIMONIALS_QUERY } from "~/content/queries";
import { getMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/structured-data";
import type { loader as rootLoader } from "~/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const [page, testimonials] = await Promise.all([
    content.page(HOME_PAGE_QUERY),
    content.run(TESTIMONIALS_QUERY),
  ]);
  return { page, testimonials };
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, ...args }) => {
  const root = args.matches.find((match) => match.id === "root")?.data;
  return [
    ...getMeta(args, {
      title: data?.page.seo?.title ?? "AI-powered business messaging",
      description: data?.page.seo?.description,
    }),
    { "script:ld+json": organizationJsonLd(root?.siteUrl ?? "", root?.settings ?? null) },
  ];
};

export default function HomeRoute() {
  const { page, testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero hero={page.hero} />
      {page.stats && <StatsBand stats={page.stats} label="Ihuza in numbers" />}
      {page.platform && <PlatformOverview platform={page.platform} />}
      <ChatbotPromo promo={page.chatbotPromo} />
      <AboutSection about={page.about} />
      <ProcessSection process={page.process} />
      <ServicesSection services={page.services} />
      {page.education && <EducationSection education={page.education} />}
      <TestimonialsCarousel
        testimonials={testimonials}
        eyebrow={page.testimonials?.eyebrow ?? null}
        heading={page.testimonials?.heading ?? "What our customers say"}
      />
      <CtaBanner cta={page.finalCta} />
    </>
  );
}
