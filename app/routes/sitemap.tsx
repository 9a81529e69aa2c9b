import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PageIntro } from "~/components/common/PageIntro";
import { PAGE_GROUPS, PAGES } from "~/content/pages";
import { getMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) =>
  getMeta(args, { title: "Sitemap", description: "Every page of the Ihuza website, grouped." });

export default function SitemapRoute() {
  return (
    <>
      <PageIntro eyebrow="Sitemap" title="Every page of this site">
        Find your way around: all of our pages, grouped.
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {PAGE_GROUPS.map((group) => (
          <nav key={group} aria-labelledby={`sitemap-${group.replace(/\s+/g, "-")}`}>
            <h2 id={`sitemap-${group.replace(/\s+/g, "-")}`} className="text-lg font-bold">
              {group}
            </h2>
            <ul className="mt-4 space-y-4">
              {PAGES.filter((page) => page.group === group).map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {page.title}
                  </Link>
                  <p className="text-sm text-ink-600">{page.description}</p>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </>
  );
}
