import type { SanityQueries } from "@sanity/client";
import { getEnv } from "~/lib/env.server";
import type { QueryParams } from "./bundled-dataset.server";
import { createSourceFromEnv, type ContentSource } from "./source.server";

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
console.info(`[content] mode: ${source.mode}${env.MOCKS ? " (mocked by msw)" : ""}; ${source.description}`);

/** The result type of a query in queries.ts, as `sanity typegen` generated it. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown;

export async function runQuery<const Q extends string>(query: Q, params: QueryParams = {}): Promise<QueryResult<Q>> {
  await mocksReady;
  return source.fetch<QueryResult<Q>>(query, params);
}

export const imageSource = source.images;
