import { routeComponent } from "~/lib/route-component";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { LegalDocument } from "~/components/legal/LegalDocument";
import { contentFor } from "~/content/layer/content.server";
import { LEGAL_SLUGS } from "@shared/addresses/pages";
import { LEGAL_PAGE_QUERY } from "~/content/queries";
import { stegaClean } from "~/content/layer/stega.server";
import { getMeta } from "~/lib/meta";
import { formatDate } from "~/lib/format";
import { stripLocale } from "@shared/addresses/locales";

/** Every legal page of the registry (app/shared/addresses/pages.ts), found by its slug: the path without its slash. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = stripLocale(new URL(request.url).pathname).replace(/^\/+|\/+$/g, "");
  if (!LEGAL_SLUGS.includes(slug)) throw new Response(null, { status: 404, statusText: "Not Found" });
  const content = await contentFor(request, context);
  const page = await content.page(LEGAL_PAGE_QUERY, { slug });
  return {
    page,
    lastUpdated: formatDate(page.lastUpdated, content.locale),
    head: { title: stegaClean(page.title), description: stegaClean(page.summary) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  getMeta(args, { title: data?.head.title ?? "Legal", description: data?.head.description });

export default routeComponent<typeof loader>(function LegalRoute({ page, lastUpdated }) {
  return <LegalDocument page={page} lastUpdated={lastUpdated} />;
});
