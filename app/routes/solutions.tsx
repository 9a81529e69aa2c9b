import { routeComponent } from "~/lib/route-component";
import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { CtaBannerNear } from "~/components/common/CtaBannerNear";
import { IconCard } from "~/components/common/IconCard";
import { PageIntro } from "~/components/common/PageIntro";
import { Section } from "~/components/common/Section";
import { SolutionCard } from "~/components/solutions/SolutionCard";
import { contentFor } from "~/content/layer/content.server";
import { SOLUTIONS_PAGE_QUERY, SOLUTIONS_QUERY } from "~/content/queries";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { useT } from "~/i18n/use-t";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const content = await contentFor(request, context);
  const [page, solutions] = await Promise.all([content.page(SOLUTIONS_PAGE_QUERY), content.run(SOLUTIONS_QUERY)]);
  return { page, solutions };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  getMeta(args, {
    title: data?.page.seo?.title ?? dictionaryOf(args.matches)?.solutions.title ?? "Solutions",
    description: data?.page.seo?.description,
  });

export default routeComponent<typeof loader>(function SolutionsRoute({ page, solutions }) {
  const t = useT();
  return (
    <>
      <PageIntro eyebrow={page.eyebrow ?? undefined} title={page.heading} fallback={page._fallback}>
        {page.intro}
      </PageIntro>

      <section aria-label={t.solutions.industries} className="py-16 sm:py-24">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
          {solutions.map((solution) => (
            <SolutionCard key={solution._id} solution={solution} />
          ))}
        </ul>
      </section>
      <>
        {page.whiteLabel && (
          <Section
            id="white-label-heading"
            background="dark"
            eyebrow={page.whiteLabel.eyebrow}
            heading={page.whiteLabel.heading}
            from={page.whiteLabel}
            intro={page.whiteLabel.text}
          >
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {(page.whiteLabel.points ?? []).map((point) => (
                <IconCard
                  key={point._key}
                  from={point}
                  icon={point.icon}
                  title={point.title}
                  text={point.text}
                  tone="dark"
                />
              ))}
            </ul>
          </Section>
        )}

        <CtaBannerNear cta={page.cta} />
      </>
    </>
  );
});
