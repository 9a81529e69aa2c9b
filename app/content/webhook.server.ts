import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { CACHE_CONTROL, SITE_KEY, typeKeys } from "~/lib/cache-control";
import type { ContentLayer } from "./layer.server";
import { PAGES, pagesShowing } from "./pages";
import { LOCALES, localePath } from "~/i18n/locales";
import { methodNotAllowed, POST_ONLY } from "~/lib/methods";

/*
 * Sanity's GROQ-powered webhook (projection `{_id, _type}`), the second path to freshness beside the Live Content
 * API: for hosts that cannot hold a long-lived connection, and (later) CDN purges. The signature is checked with
 * the shared secret, then every cached query tagged with the changed document's type is refetched from the live API.
 */

/** Sanity's webhook payloads are small ({_id, _type}); anything bigger is refused unread. */
export const MAX_BODY_BYTES = 64 * 1024;

const reply = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": CACHE_CONTROL.none, ...headers } });

/** Reads at most `limit` bytes of the body; null when it is longer. */
async function readBody(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A legal page's slug, when the webhook's projection includes it (`{_id, _type, "slug": slug.current}`). */
function slugOf(payload: object): string | null {
  const slug = (payload as { slug?: unknown }).slug;
  return typeof slug === "string" ? slug : null;
}

export async function handleRevalidateWebhook(
  request: Request,
  layer: ContentLayer,
  secret: string,
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed(POST_ONLY);
  const body = await readBody(request, MAX_BODY_BYTES);
  if (body === null) return reply(413, { error: `Body larger than ${MAX_BODY_BYTES} bytes` });
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return reply(401, { error: "Missing signature" });
  const valid = await isValidSignature(body, signature, secret).catch(() => false);
  if (!valid) return reply(401, { error: "Invalid signature" });

  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return reply(400, { error: "Body is not JSON" });
  }
  if (!payload || typeof payload !== "object" || Array.isArray(payload))
    return reply(400, { error: "Body is not a JSON object" });
  const rawType = (payload as { _type?: unknown })._type;
  const type = typeof rawType === "string" && rawType.length > 0 ? rawType : null;
  // A payload without a type (another projection) refreshes everything rather than guessing.
  const refreshed = await layer.revalidateTypes(type ? [type] : undefined);
  // The fixed pages that show the change (from the page registry), in every language; and the surrogate keys a CDN
  // in front purges, which reach every page showing the type, landing pages included (their blocks are content).
  const pages = (type ? pagesShowing(type, slugOf(payload)) : PAGES).flatMap((page) =>
    LOCALES.map((locale) => localePath(locale, page.path)),
  );
  const keys = type ? typeKeys([type]) : [SITE_KEY];
  console.info(
    `[content] webhook: ${type ?? "unknown type"} changed, ${refreshed} cached queries refreshed ` +
      `(${pages.join(", ")}; keys ${keys.join(" ")})`,
  );
  return reply(200, { revalidated: true, type, refreshed, pages, keys });
}
