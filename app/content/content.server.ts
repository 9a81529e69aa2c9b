import type { SanityQueries } from "@sanity/client";
import { getEnv } from "~/lib/env.server";
import type { QueryParams } from "./bundled-dataset.server";
import { createBundledSource, createSourceFromEnv, type ContentSource } from "./source.server";
import { fetchPreview, isPreviewRequest } from "./preview.server";
import { ContentStore } from "./store.server";

/*
 * The one entry point loaders use. The environment is validated and the mode chosen once, when the server
 * starts (this module is evaluated at start-up): a bad variable stops the server with a clear message.
 */
const env = getEnv();

// With MOCKS=true the mocked Sanity API (msw) runs inside this process, so the real @sanity/client path runs.
const mocksReady: Promise<void> = env.MOCKS
  ? import("../../tests/mocks/node").then(({ startMockServer }) => startMockServer())
  : Promise.resolve();

const source: ContentSource = createSourceFromEnv(env);
console.info(
  `[content] mode: ${source.mode}${env.MOCKS ? " (mocked by msw)" : ""}; ${source.description}; ` +
    (env.CONTENT_TTL_SECONDS > 0 ? `cached for ${env.CONTENT_TTL_SECONDS} s` : "not cached"),
);

/** The cache and fallbacks in front of the source; the revalidation webhook talks to it too. */
export const contentStore = new ContentStore({
  primary: source,
  fallback: source.mode === "bundled" ? source : createBundledSource(),
  ttlMs: env.CONTENT_TTL_SECONDS * 1000,
});

/** The result type of a query in queries.ts, as `sanity typegen` generated it. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown;

export async function runQuery<const Q extends string>(query: Q, params: QueryParams = {}): Promise<QueryResult<Q>> {
  await mocksReady;
  return contentStore.fetch<QueryResult<Q>>(query, params);
}

export const imageSource = source.images;

/**
 * The content runner for one request: published, cached content, or drafts when the editor is in preview.
 * Loaders use this; it is the only place that knows about preview.
 */
export async function contentFor(request: Request) {
  await mocksReady;
  const preview = await isPreviewRequest(request);
  return {
    preview,
    run<const Q extends string>(query: Q, params: QueryParams = {}): Promise<QueryResult<Q>> {
      return preview ? fetchPreview(query, params, () => runQuery(query, params)) : runQuery(query, params);
    },
  };
}

/** After a publish: refresh what the changed type affects (see ContentStore.revalidate). */
export async function revalidateContent(type?: string): Promise<number> {
  await mocksReady;
  return contentStore.revalidate(type);
}
