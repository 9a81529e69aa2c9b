import { routeComponent } from "~/lib/route-component";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { contentFor } from "~/content/layer/content.server";
import { ROUTED_DOCUMENTS_QUERY } from "@shared/content/fragments";
import { PageIntro } from "~/components/common/PageIntro";
import { PAGE_GROUPS, PAGES, routedPath } from "@shared/addresses/pages";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { useLocalePath, useT } from "~/i18n/use-t";
import { pageText } from "~/i18n/layout-dictionary";

/** The pages editors made (but those kept from search engines), besides the registry's pages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const documents = await (await contentFor(request, context)).run(ROUTED_DOCUMENTS_QUERY);
  return {
    landingPages: documents.flatMap((document) => {
      const path = document.noindex ? null : routedPath(document._type, document.name);
      return path ? [{ path, title: document.title }] : [];
    }),
  };
}

export const meta: MetaFunction = (args) => {
  const t = dictionaryOf(args.matches)?.sitemap;
  return getMeta(args, { title: t?.title ?? "Sitemap", description: t?.description });
};

export default routeComponent<typeof loader>(function SitemapRoute({ landingPages }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <PageIntro eyebrow={t.sitemap.title} title={t.sitemap.heading}>
        {t.sitemap.intro}
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {PAGE_GROUPS.map((group) => (
          <nav key={group} aria-labelledby={`sitemap-${group.replace(/\s+/g, "-")}`}>
            <h2 id={`sitemap-${group.replace(/\s+/g, "-")}`} className="text-lg font-bold">
              {t.groups[group]}
            </h2>
            <ul className="mt-4 space-y-4">
              {PAGES.filter((page) => page.group === group).map((page) => (
                <li key={page.path}>
                  <Link to={lp(page.path)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {pageText(t, page.path)?.title}
                  </Link>
                  <p className="text-sm text-ink-600">{pageText(t, page.path)?.description}</p>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {landingPages.length > 0 && (
          <nav aria-labelledby="sitemap-more">
            <h2 id="sitemap-more" className="text-lg font-bold">
              {t.sitemap.more}
            </h2>
            <ul className="mt-4 space-y-4">
              {landingPages.map((page) => (
                <li key={page.path}>
                  <Link to={lp(page.path)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
});
