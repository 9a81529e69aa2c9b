import { content } from "~/content/content.server";
import { getEnv } from "~/lib/env.server";
import { createCdnPurger } from "./cdn-purge.server";
import { PageCache, SITE_KEY, typeKeys, type PageRequest, type Reply } from "./page-cache.server";

/*
 * This process's page cache, and what a content change does to the caches: when the content layer reports that an
 * answer changed (a live event or the webhook made it refetch, and the result differs), the pages that read that
 * document type are dropped here and purged, by surrogate key, at the shared cache in front (CDN_PURGE_URL).
 */
const env = getEnv();

export const pageCache = env.HTML_CACHE_MB > 0 ? new PageCache(() => content.version, env.HTML_CACHE_MB * 1024 * 1024) : null;

const purge = env.CDN_PURGE_URL ? createCdnPurger({ url: env.CDN_PURGE_URL, token: env.CDN_PURGE_TOKEN }) : null;

content.onChange(({ types }) => {
  const dropped = pageCache?.drop(types) ?? 0;
  // A query of unknown types may have touched any page: purge the key every page carries.
  const keys = types.includes("*") ? [SITE_KEY] : typeKeys(types);
  console.info(`[cache] content changed (${types.join(", ")}): ${dropped} kept page(s) dropped${purge ? `; purging ${keys.join(" ")}` : ""}`);
  void purge?.(keys);
});

/** The kept answer to a request, if the page cache has one (server.mjs asks before building a fetch Request). */
export function keptPage(request: PageRequest): Reply | null {
  return pageCache?.reply(request) ?? null;
}

/** Renders through the page cache when it is on. */
export function servePage(request: Request, render: () => Promise<Response>): Promise<Response> {
  return pageCache ? pageCache.serve(request, render) : render();
}
