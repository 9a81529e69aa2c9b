import type { ClientConfig } from "@sanity/client";
import type { Env } from "@shared/env.server";

/**
 * The one Sanity client configuration of the site (published reads, the live event stream, draft preview and the
 * preview secret check all start from it). Null when no project is configured: the site runs on the bundled dataset.
 */
export function sanityClientConfig(env: Env, overrides: Partial<ClientConfig> = {}): ClientConfig | null {
  if (!env.SANITY_PROJECT_ID) return null;
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_READ_TOKEN,
    perspective: "published",
    useCdn: true,
    timeout: env.SANITY_TIMEOUT_MS,
    // One retry, soon: the page waits at most CONTENT_DEADLINE_MS for both together (see layer.server.ts).
    maxRetries: 1,
    retryDelay: () => 100,
    // Another API host than Sanity's (the local Content Lake of `npm run studio`), reached without a project
    // subdomain: Node does not resolve `<project>.localhost` everywhere.
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
    ...overrides,
  };
}
