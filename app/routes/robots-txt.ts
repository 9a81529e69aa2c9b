import type { LoaderFunctionArgs } from "@remix-run/node";
import { ROBOTS_ROUTE } from "@shared/addresses/pages";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { movedToOwnAddress } from "~/lib/canonical-path";
import { getEnv } from "@shared/setup/env.server";
import { buildRobotsTxt } from "~/content/site/sitemap";
import { readOnly } from "~/lib/allowed-methods";

export function loader({ request }: LoaderFunctionArgs) {
  const moved = movedToOwnAddress(request, ROBOTS_ROUTE.path);
  if (moved) return moved;
  const env = getEnv();
  return new Response(buildRobotsTxt(env.SITE_URL, env.ALLOW_INDEXING, env.AI_CRAWLERS), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.crawler },
  });
}

export const action = readOnly;
