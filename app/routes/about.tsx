import { routeComponent, type RouteData } from "~/lib/route-component";
import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Compass, Eye, Sparkles } from "~/components/common/icons";
import { ContentImage } from "~/components/common/ContentImage";
import { CtaBannerNear } from "~/components/common/CtaBannerNear";
import { IconCard } from "~/components/common/IconCard";
import { Section } from "~/components/common/Section";
import { SectionHeading } from "~/components/common/SectionHeading";
import { StatsBand } from "~/components/common/StatsBand";
import { contentFor } from "~/content/layer/content.server";
import { ABOUT_PAGE_QUERY } from "~/content/queries";
import { formatStats } from "~/lib/format";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { useT } from "~/i18n/use-t";
import { langOf } from "~/i18n/lang";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const content = await contentFor(request, context);
  const page = await content.page(ABOUT_PAGE_QUERY);
  return { page: { ...page, stats: formatStats(page.stats, content.locale) } };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  getMeta(args, {
    title: data?.page.seo?.title ?? dictionaryOf(args.matches)?.about.title ?? "About us",
    description: data?.page.seo?.description,
  });

export default routeComponent<typeof loader>(AboutPage);

function AboutPage({ page }: RouteData<typeof loader>) {
  const t = useT().about;
  return (
    <>
      <section
        aria-labelledby="about-intro"
        className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 right-0 size-96 rounded-full bg-accent-200/40 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
          <div>
            {page.intro.eyebrow && (
              <p
                className="text-sm font-semibold uppercase tracking-widest text-brand-700"
                {...langOf(page.intro, "eyebrow")}
              >
                {page.intro.eyebrow}
              </p>
            )}
            <h1
              id="about-intro"
              className="mt-3 animate-fade-in text-4xl font-extrabold tracking-tight text-balance break-words hyphens-auto sm:text-5xl"
              {...langOf(page.intro, "heading")}
            >
              {page.intro.heading}
            </h1>
            {page.intro.text && (
              <p className="mt-6 text-lg leading-8 text-ink-600" {...langOf(page.intro, "text")}>
                {page.intro.text}
              </p>
            )}
          </div>
          <ContentImage
            image={page.image}
            width={640}
            priority
            className="h-auto w-full rounded-3xl shadow-xl shadow-brand-900/10"
          />
        </div>
      </section>

      <section aria-label={t.visionMission} className="py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          {[
            { block: page.vision, icon: Eye, tone: "bg-brand-700 text-white", sub: "text-brand-100" },
            {
              block: page.mission,
              icon: Compass,
              tone: "bg-accent-50 text-ink-900 ring-1 ring-accent-200",
              sub: "text-ink-700",
            },
          ].map(({ block, icon: BlockIcon, tone, sub }) => (
            <article key={block.title} className={`rounded-3xl p-8 sm:p-10 ${tone}`}>
              <BlockIcon aria-hidden className="size-8" />
              <h2 className="mt-5 text-2xl font-extrabold text-inherit" {...langOf(block, "title")}>
                {block.title}
              </h2>
              <p className={`mt-3 text-lg leading-8 ${sub}`} {...langOf(block, "text")}>
                {block.text}
              </p>
            </article>
          ))}
        </div>
      </section>

      {page.values && (
        <Section
          id="values-heading"
          background="muted"
          eyebrow={page.valuesSection?.eyebrow}
          heading={page.valuesSection?.heading ?? t.values}
          from={page.valuesSection}
        >
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {page.values.map((value) => (
              <IconCard key={value._key} from={value} icon={value.icon} title={value.title} text={value.text} />
            ))}
          </ul>
        </Section>
      )}

      {page.highlights && (
        <Section
          id="highlights-heading"
          eyebrow={page.highlightsSection?.eyebrow}
          heading={page.highlightsSection?.heading ?? t.highlights}
          from={page.highlightsSection}
        >
          <ul className="mt-12 grid gap-x-10 gap-y-8 sm:grid-cols-2">
            {page.highlights.map((highlight) => (
              <li key={highlight._key} className="flex gap-4">
                <Sparkles aria-hidden className="mt-1 size-6 shrink-0 text-accent-600" />
                <div>
                  <h3 className="text-lg font-bold" {...langOf(highlight, "title")}>
                    {highlight.title}
                  </h3>
                  <p className="mt-1 text-ink-600" {...langOf(highlight, "text")}>
                    {highlight.text}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {page.stats && <StatsBand stats={page.stats} label={t.atAGlance} />}

      {page.profile && (
        <section aria-labelledby="profile-heading" className="py-16 sm:py-24">
          <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
            <SectionHeading id="profile-heading" heading={page.profile.heading} align="left" from={page.profile}>
              {page.profile.text}
            </SectionHeading>
            <dl className="grid gap-px overflow-hidden rounded-3xl bg-ink-200 ring-1 ring-ink-200 sm:grid-cols-2 lg:col-span-2">
              {(page.profile.facts ?? []).map((fact) => (
                <div key={fact._key} className="bg-white p-6">
                  <dt className="text-sm font-medium text-ink-500" {...langOf(fact, "label")}>
                    {fact.label}
                  </dt>
                  <dd className="mt-1 font-semibold text-ink-900" {...langOf(fact, "value")}>
                    {fact.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      )}

      <CtaBannerNear cta={page.cta} />
    </>
  );
}
