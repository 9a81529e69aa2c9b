import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentFor } from "~/content/layer/content.server";
import { SHOWN_TYPES, SITEMAP_ROUTE } from "@shared/addresses/pages";
import { ROUTED_STAMPS_QUERY, SITEMAP_QUERY } from "~/content/queries";
import { ROUTED_DOCUMENTS_QUERY } from "@shared/content/fragments";
import { CACHE_CONTROL, surrogateKeyHeaders } from "~/lib/cache-control";
import { movedToOwnAddress } from "~/lib/canonical-path";
import { getEnv } from "@shared/setup/env.server";
import { buildSitemapPart, buildSitemapXml, sitemapPartPath } from "./sitemap";

/** A part's name in its address ("2.xml"): a number from 1, written as such. */
const PART = /^([1-9]\d{0,5})\.xml$/;

/**
 * sitemap.xml (`part` undefined), or one of its parts once it is an index (`part`: the route's "2.xml"), from the
 * published content; a part that is not one is a 404.
 */
export async function sitemapAnswer(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  part?: string,
) {
  const number = part === undefined ? undefined : Number(PART.exec(part)?.[1] ?? Number.NaN);
  if (Number.isNaN(number)) return notFound();
  const moved = movedToOwnAddress(request, number === undefined ? SITEMAP_ROUTE.path : sitemapPartPath(number));
  if (moved) return moved;
  const content = await contentFor(request, context);
  const [stamps, routed, routedStamps] = await Promise.all([
    content.run(SITEMAP_QUERY, { types: SHOWN_TYPES }),
    content.run(ROUTED_DOCUMENTS_QUERY),
    content.run(ROUTED_STAMPS_QUERY),
  ]);
  const changedAt = new Map(routedStamps.map((stamp) => [stamp._id, stamp._updatedAt]));
  const documents = routed.map((document) => ({ ...document, _updatedAt: changedAt.get(document._id) ?? "" }));
  const { SITE_URL } = getEnv();
  const xml =
    number === undefined
      ? await buildSitemapXml(SITE_URL, stamps, documents)
      : await buildSitemapPart(SITE_URL, stamps, documents, number);
  if (xml === null) return notFound();
  const kept = !content.preview && !(context.usage?.degraded ?? false);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": kept ? CACHE_CONTROL.crawler : CACHE_CONTROL.none,
      ...(kept && context.usage ? surrogateKeyHeaders(context.usage, "sitemap.xml") : {}),
    },
  });
}

function notFound() {
  return new Response("No part of the sitemap at this address", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
  });
}
