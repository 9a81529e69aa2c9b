import { SURROGATE_KEYS_MAX_BYTES } from "~/lib/cache-control";

/**
 * Tells the shared cache in front of the site (Varnish, Fastly, Cloudflare…) to forget the pages that show
 * something that changed, by surrogate key. One request carries the keys in every form the usual caches read:
 *
 * - `xkey-purge: k1 k2` and `Surrogate-Key: k1 k2` headers (Varnish with vmod_xkey, as in scripts/varnish/site.vcl;
 *   Fastly's purge-by-key API reads `Surrogate-Key`);
 * - a JSON body `{"tags": [...]}` (Cloudflare's purge_cache API; Cache-Tag values are the same keys);
 * - `Authorization: Bearer <CDN_PURGE_TOKEN>` and `Fastly-Key` when a token is set.
 *
 * Many keys go in several requests, one after the other (`purgeBatches`). A failed request is retried (1 s, 2 s,
 * 4 s…, up to 5 tries) and then logged: the shared cache's own expiry (`s-maxage`) still bounds how stale a page can
 * be.
 */
export interface PurgeOptions {
  url: string;
  token?: string;
  logger?: Pick<Console, "warn" | "info">;
  fetch?: typeof fetch;
  /** For tests: the first retry's delay. */
  retryMs?: number;
}

/** The most keys one request names: Cloudflare takes 100 tags a purge (Fastly 256 keys, Varnish any number). */
export const PURGE_KEYS_PER_REQUEST = 100;

/**
 * The keys in groups of one request each: at most PURGE_KEYS_PER_REQUEST, in a request header Varnish takes
 * (http_req_hdr_len is 8 kB, as its response limit: SURROGATE_KEYS_MAX_BYTES). A key past that goes in a group alone.
 */
export function purgeBatches(keys: readonly string[]): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let bytes = 0; // the batch's keys joined by spaces, as the headers carry them
  for (const key of keys) {
    const joined = batch.length === 0 ? Buffer.byteLength(key) : bytes + 1 + Buffer.byteLength(key);
    if (batch.length > 0 && (batch.length >= PURGE_KEYS_PER_REQUEST || joined > SURROGATE_KEYS_MAX_BYTES)) {
      batches.push(batch);
      batch = [key];
      bytes = Buffer.byteLength(key);
    } else {
      batch.push(key);
      bytes = joined;
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export function createCdnPurger({ url, token, logger = console, fetch: send = fetch, retryMs = 1_000 }: PurgeOptions) {
  const attempt = async (keys: string[], tries: number): Promise<boolean> => {
    try {
      const response = await send(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "xkey-purge": keys.join(" "),
          "Surrogate-Key": keys.join(" "),
          ...(token ? { Authorization: `Bearer ${token}`, "Fastly-Key": token } : {}),
        },
        body: JSON.stringify({ tags: keys }),
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) return true;
      throw new Error(`${response.status} ${response.statusText}`);
    } catch (error) {
      if (tries >= 5) {
        logger.warn(
          `[cache] purging ${keys.join(" ")} at the shared cache failed ${tries} times (${(error as Error).message}); its s-maxage bounds the staleness`,
        );
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs * 2 ** (tries - 1)).unref?.());
      return attempt(keys, tries + 1);
    }
  };
  /** Purges the keys; true when every request went through. */
  return async (keys: string[]) => {
    let ok = true;
    // (one after the other: a CDN counts purge requests against a rate limit)
    for (const batch of purgeBatches(keys)) ok = (await attempt(batch, 1)) && ok;
    return ok;
  };
}
