import path from "node:path";
import { createClient } from "@sanity/client";
import { getEnv } from "@shared/setup/env.server";
import { writeClientConfig } from "@shared/setup/sanity-client.server";
import { createRateLimit, type RateLimit } from "~/leads/guard.server";
import { onShutdown } from "~/lib/shutdown.server";
import { openOnce } from "~/lib/open-once.server";
import { VisitCounter } from "./counter.server";
import { SanityCounts } from "./sanity-counts.server";

/*
 * This server process's count of page views (./counter.server.ts), opened on the first view: the local store, and
 * with a Sanity write token the daily documents too (./sanity-counts.server.ts). If the local store cannot be opened
 * (a read-only disk), views are answered and not counted, and the log says why, once a try.
 */

export interface Results {
  counter: VisitCounter;
}

let rateLimit: RateLimit | undefined;

/** Views one address may have counted a minute: taken before the store is opened or read. */
export function viewsRateLimit(): RateLimit {
  const env = getEnv();
  return (rateLimit ??= createRateLimit(env.VISITS_RATE_LIMIT, { redisUrl: env.REDIS_URL, keyPrefix: "ihuza:views" }));
}

/** The counter, opened on the first view; a failed open is tried again only after a pause (openOnce). */
export const results = openOnce(
  async (): Promise<Results> => {
    const env = getEnv();
    const config = writeClientConfig(env);
    const sanity = config
      ? new SanityCounts(createClient(config), { everyMs: env.VISITS_SANITY_SECONDS * 1000 })
      : null;
    const counter = await VisitCounter.open(path.resolve(env.DATA_DIR), {
      flushMs: env.VISITS_FLUSH_SECONDS * 1000,
      maxBytes: env.VISITS_STORE_MAX_MB * 2 ** 20,
      retentionDays: env.VISITS_RETENTION_DAYS,
      onFlush: sanity ? (records) => sanity.add(records) : undefined,
    });
    onShutdown(async () => {
      await counter.close();
      await sanity?.close();
    });
    return { counter };
  },
  {
    onError: (error, pauseMs) =>
      console.error(
        `[results] views cannot be counted (tried again in ${Math.round(pauseMs / 1000)} s): ${error instanceof Error ? error.message : error}`,
      ),
  },
);
