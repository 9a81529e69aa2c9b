import { data, type ActionFunctionArgs } from "@remix-run/node";
import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { revalidateContent } from "~/content/content.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { getEnv } from "~/lib/env.server";

/** Sanity's webhook payloads are small ({_id, _type}); anything bigger is refused unread. */
export const MAX_BODY_BYTES = 64 * 1024;

const reply = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": CACHE_CONTROL.none } });

/** Without a configured secret the endpoint does not exist. */
function requireSecret(): string {
  const secret = getEnv().SANITY_WEBHOOK_SECRET;
  if (!secret) throw data(null, { status: 404, statusText: "Not Found" });
  return secret;
}

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

export function loader() {
  requireSecret();
  return reply(405, { error: "Use POST" });
}

/**
 * Sanity's GROQ-powered webhook (projection `{_id, _type}`): the signature is checked with the shared secret,
 * then every cached query that reads the changed type is refetched from the live API.
 */
export async function action({ request }: ActionFunctionArgs) {
  const secret = requireSecret();
  if (request.method !== "POST") return reply(405, { error: "Use POST" });
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
  if (!payload || typeof payload !== "object") return reply(400, { error: "Body is not a JSON object" });
  const type = typeof (payload as { _type?: unknown })._type === "string" ? (payload as { _type: string })._type : undefined;
  const refreshed = await revalidateContent(type);
  console.info(`[content] webhook: ${type ?? "unknown type"} changed, ${refreshed} cached queries refreshed`);
  return reply(200, { revalidated: true, type: type ?? null, refreshed });
}
