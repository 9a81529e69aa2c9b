import path from "node:path";
import { getEnv } from "@shared/env.server";
import { createRateLimit, type RateLimit } from "~/leads/guard.server";
import { onShutdown } from "~/lib/shutdown.server";
import { VisitCounter } from "./counter.server";

/*
 * This server process's count of page views (./counter.server.ts), opened on the first view. If the local store
 * cannot be opened (a read-only disk), views are answered and not counted, and the log says why once.
 */

export interface Results {
  counter: VisitCounter;
  rateLimit: RateLimit;
}

let opened: Promise<Results> | undefined;

export function results(): Promise<Results> {
  opened ??= (async () => {
    const env = getEnv();
    const counter = await VisitCounter.open(path.resolve(env.DATA_DIR));
    onShutdown(() => counter.close());
    return { counter, rateLimit: createRateLimit(env.VISITS_RATE_LIMIT, { redisUrl: env.REDIS_URL }) };
  })().catch((error: unknown) => {
    console.error(`[results] views cannot be counted: ${error instanceof Error ? error.message : error}`);
    opened = undefined;
    throw error;
  });
  return opened;
}
