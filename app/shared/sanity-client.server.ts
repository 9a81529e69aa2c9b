import { createClient, type SanityClient } from "@sanity/client";
import { parseEnv } from "./env.server";

/**
 * The scripts' client for the dataset the environment names (SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_HOST for
 * the local lake; the write token, else the read token), or null when none is named (the bundled dataset, the local
 * store). `perspective`: "drafts" to read the Studio's drafts too. An environment that does not parse calls `fail`
 * with its problems in one line.
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
  if (!env.SANITY_PROJECT_ID) return null;
  return createClient({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_WRITE_TOKEN ?? env.SANITY_READ_TOKEN,
    useCdn: false,
    perspective,
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
  });
}
