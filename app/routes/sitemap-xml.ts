import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentFor } from "~/content/layer/content.server";
import { SHOWN_TYPES, SITEMAP_ROUTE } from "@shared/pages";
import { SITEMAP_QUERY } from "~/content/queries";
import { ROUTED_DOCUMENTS_QUERY } from "@shared/fragments";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { movedToOwnAddress } from "~/lib/canonical-path";
import { getEnv } from "@shared/env.server";
import { buildSitemapXml } from "~/content/site/sitemap";
import { readOnly } from "~/lib/methods";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const moved = movedToOwnAddress(request, SITEMAP_ROUTE.path);
  if (moved) return moved;
  const content = await contentFor(request, context);
  const [stamps, routed] = await Promise.all([
    content.run(SITEMAP_QUERY, { types: SHOWN_TYPES }),
    content.run(ROUTED_DOCUMENTS_QUERY),
  ]);
  return new Response(buildSitemapXml(getEnv().SITE_URL, stamps, routed), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.crawler },
  });
}

export const action = readOnly;
