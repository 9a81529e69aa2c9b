import { createHash, timingSafeEqual } from "node:crypto";
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { LRUCache } from "lru-cache";
import { readCapped } from "~/lib/body.server";
import { CACHE_CONTROL, purgeKeys } from "~/lib/cache-control";
import type { ContentChange } from "./changes";
import type { ContentLayer } from "./layer.server";
import { PAGES, pagesShowing } from "@shared/addresses/pages";
import { LOCALES, localePath } from "@shared/addresses/locales";
import { methodNotAllowed, POST_ONLY } from "~/lib/allowed-methods";

/*
 * Sanity's GROQ-powered webhook (projection `{_id, _type}`), the second path to freshness beside the Live Content
 * API: for hosts that cannot hold a long-lived connection, and (later) CDN purges. The signature is checked with
 * the shared secret (in constant time), its time must be within 5 minutes of now, and a delivery already acted on
 * is answered without acting again; then every cached query tagged with the changed document's type is refetched
 * from the live API.
 */

/** Sanity's webhook payloads are small ({_id, _type}); anything bigger is refused unread. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * How far a signature's time may be from now, either way: Sanity signs a delivery as it sends it (and each retry
 * anew), so an older one is a replay, and one from the future is forged or from a clock far off.
 */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/**
 * Deliveries acted on within the window, by Sanity's `idempotency-key` (the same for a delivery's retries) or else
 * the signature itself: a second one is answered 200 without refetching or purging again. Bounded: a flood of
 * validly signed calls cannot grow it past this many.
 */
const delivered = new LRUCache<string, true>({ max: 10_000, ttl: 2 * SIGNATURE_WINDOW_MS });

/** Whether `signature` is the one `secret` gives `body` at its own time, compared in constant time. */
async function signedBy(body: string, signature: string, timestamp: number, secret: string): Promise<boolean> {
  const expected = await encodeSignatureHeader(body, timestamp, secret).catch(() => null);
  if (expected === null) return false;
  // Digests of both, so that the comparison takes the same time whatever their lengths.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(expected), digest(signature.trim()));
}

const reply = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": CACHE_CONTROL.none, ...headers } });

/** A legal page's slug, when the webhook's projection includes it (`{_id, _type, "slug": slug.current}`). */
function slugOf(payload: object): string | null {
  const slug = (payload as { slug?: unknown }).slug;
  return typeof slug === "string" ? slug : null;
}

export async function handleRevalidateWebhook(
  request: Request,
  layer: ContentLayer,
  secret: string,
  now = Date.now(),
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed(POST_ONLY);
  const read = await readCapped(request, MAX_BODY_BYTES);
  if (read === "too large") return reply(413, { error: `Body larger than ${MAX_BODY_BYTES} bytes` });
  const body = read.toString("utf8");
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return reply(401, { error: "Missing signature" });
  let timestamp: number;
  try {
    timestamp = decodeSignatureHeader(signature).timestamp;
  } catch {
    return reply(401, { error: "Invalid signature" });
  }
  if (!(await signedBy(body, signature, timestamp, secret))) return reply(401, { error: "Invalid signature" });
  if (Math.abs(now - timestamp) > SIGNATURE_WINDOW_MS)
    return reply(401, { error: "Signature too old or from the future (more than 5 minutes from now)" });
  // Known by its signature (signed) and by Sanity's idempotency-key (the same for a delivery's retries, which are
  // signed anew): a replay with a fresh key still has a signature already seen.
  const names = [signature.trim(), request.headers.get("idempotency-key")].filter((name): name is string => !!name);
  if (names.some((name) => delivered.has(name))) return reply(200, { revalidated: false, duplicate: true });
  // Taken before acting, so that two copies arriving together act once; given back if acting fails.
  for (const name of names) delivered.set(name, true);

  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return reply(400, { error: "Body is not JSON" });
  }
  if (!payload || typeof payload !== "object" || Array.isArray(payload))
    return reply(400, { error: "Body is not a JSON object" });
  try {
    return await act(payload as object, layer);
  } catch (error) {
    for (const name of names) delivered.delete(name);
    throw error;
  }
}

/**
 * Refetches what shows the changed document and answers with the pages that may show it and the keys a CDN in front
 * purges: those of the answers whose content changed (the site purges them itself at CDN_PURGE_URL).
 */
async function act(payload: object, layer: ContentLayer): Promise<Response> {
  const rawType = (payload as { _type?: unknown })._type;
  const type = typeof rawType === "string" && rawType.length > 0 ? rawType : null;
  const changed: ContentChange[] = [];
  const stop = layer.onChange((change) => changed.push(change));
  let refreshed: number;
  try {
    // A payload without a type (another projection) refreshes everything rather than guessing.
    refreshed = await layer.revalidateTypes(type ? [type] : undefined);
  } finally {
    stop();
  }
  // The fixed pages that show the type (from the page registry), in every language.
  const pages = (type ? pagesShowing(type, slugOf(payload)) : PAGES).flatMap((page) =>
    LOCALES.map((locale) => localePath(locale, page.path)),
  );
  const keys = [...new Set(changed.flatMap(purgeKeys))];
  console.info(
    `[content] webhook: ${type ?? "unknown type"} changed, ${refreshed} cached queries refreshed ` +
      `(${pages.join(", ")}; keys ${keys.join(" ")})`,
  );
  return reply(200, { revalidated: true, type, refreshed, pages, keys });
}
