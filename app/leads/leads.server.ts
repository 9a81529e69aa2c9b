import { getEnv } from "@shared/setup/env.server";
import { openOnce } from "~/lib/open-once.server";
import { onShutdown } from "~/lib/shutdown.server";
import { createRateLimit, type RateLimit } from "./guard.server";
import { createLeadService, type LeadService } from "./service.server";

/*
 * This server process's lead service, opened as the server starts (so leads a previous run could not deliver are
 * retried at once). If the local store cannot be opened (a read-only disk), pages still render; the forms say the
 * message could not be kept and how else to reach the team, and the store is tried again after a pause (openOnce),
 * never once a post.
 */
export const leads = openOnce(
  async (): Promise<LeadService> => {
    const opened = await createLeadService(getEnv());
    console.info(`[leads] contact messages and sign-ups go to ${opened.describe()}`);
    void opened.outbox.kick();
    // (a delivery under way when the server stops ends first, and the store is closed)
    onShutdown(() => opened.close());
    return opened;
  },
  {
    onError: (error, pauseMs) =>
      console.error(
        `[leads] the local store could not be opened (tried again in ${Math.round(pauseMs / 1000)} s): ${error instanceof Error ? error.message : error}`,
      ),
  },
);

/** The service, or null when it cannot be opened (the caller says so to the visitor). */
export async function leadsOrNull(): Promise<LeadService | null> {
  try {
    return await leads();
  } catch {
    return null;
  }
}

let rateLimit: RateLimit | undefined;

/** Form posts one address may send (LEADS_RATE_LIMIT a minute): taken before the store is opened or written. */
export function leadsRateLimit(): RateLimit {
  const env = getEnv();
  return (rateLimit ??= createRateLimit(env.LEADS_RATE_LIMIT, { redisUrl: env.REDIS_URL }));
}

if (!process.env.VITEST) void leadsOrNull();
