import { createClient, type ClientConfig, type SanityClient } from "@sanity/client";
import { parseEnv, type Env } from "./env.server";

/*
 * The one Sanity client configuration of the site, its server and its scripts: the dataset the environment names
 * (SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_HOST for the local lake of `npm run studio`), or none (null: the
 * bundled dataset). Pages read through `sanityClientConfig`; what the server writes (leads, view counts, old
 * addresses) through `writeClientConfig`; the scripts through `configuredClient`.
 */

/**
 * Published reads (the content layer, the live event stream, draft preview and the preview secret check start from
 * it). Null when no project is configured: the site runs on the bundled dataset.
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
    // Another API host than Sanity's, reached without a project subdomain: Node does not resolve
    // `<project>.localhost` everywhere.
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
    ...overrides,
  };
}

/**
 * What the server writes with SANITY_WRITE_TOKEN: raw (it names drafts by their ids), never the CDN, no retry of its
 * own (its callers retry, each on its schedule). Null without a project or the token.
 */
export const writeClientConfig = (env: Env): ClientConfig | null =>
  env.SANITY_WRITE_TOKEN
    ? sanityClientConfig(env, { token: env.SANITY_WRITE_TOKEN, useCdn: false, perspective: "raw", maxRetries: 0 })
    : null;

/**
 * The scripts' client (the write token, else the read token), or null when no dataset is named (the bundled
 * dataset, the local store). `perspective`: "drafts" to read the Studio's drafts too. An environment that does not
 * parse calls `fail` with its problems in one line.
 */
export function configuredClient(
  fail: (message: string) => never,
  { perspective = "published" }: { perspective?: "published" | "drafts" } = {},
): SanityClient | null {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    // (the environment's problems, one line: "Invalid environment variables: - SANITY_…: …")
    fail((error as Error).message.split("\n").slice(0, -1).join(" ").replace(/\s+/g, " "));
  }
  const config = sanityClientConfig(env, {
    token: env.SANITY_WRITE_TOKEN ?? env.SANITY_READ_TOKEN,
    useCdn: false,
    perspective,
  });
  return config ? createClient(config) : null;
}
