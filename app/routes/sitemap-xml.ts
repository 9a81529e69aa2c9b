import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentFor } from "~/content/layer/content.server";
import { SHOWN_TYPES, SITEMAP_ROUTE } from "@shared/addresses/pages";
import { ROUTED_STAMPS_QUERY, SITEMAP_QUERY } from "~/content/queries";
import { ROUTED_DOCUMENTS_QUERY } from "@shared/content/fragments";
import { CACHE_CONTROL, surrogateKeyHeaders } from "~/lib/cache-control";
import { movedToOwnAddress } from "~/lib/canonical-path";
import { getEnv } from "@shared/setup/env.server";
import { buildSitemapXml } from "~/content/site/sitemap";
import { readOnly } from "~/lib/allowed-methods";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const moved = movedToOwnAddress(request, SITEMAP_ROUTE.path);
  if (moved) return moved;
  const content = await contentFor(request, context);
  const [stamps, routed, routedStamps] = await Promise.all([
    content.run(SITEMAP_QUERY, { types: SHOWN_TYPES }),
    content.run(ROUTED_DOCUMENTS_QUERY),
    content.run(ROUTED_STAMPS_QUERY),
  ]);
  const changedAt = new Map(routedStamps.map((stamp) => [stamp._id, stamp._updatedAt]));
  const documents = routed.map((document) => ({ ...document, _updatedAt: changedAt.get(document._id) ?? "" }));
  const kept = !content.preview && !(context.usage?.degraded ?? false);
  return new Response(await buildSitemapXml(getEnv().SITE_URL, stamps, documents), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": kept ? CACHE_CONTROL.crawler : CACHE_CONTROL.none,
      ...(kept && context.usage ? surrogateKeyHeaders(context.usage, "sitemap.xml") : {}),
    },
  });
}

export const action = readOnly;
