import type { ActionFunctionArgs } from "@remix-run/node";
import { content } from "~/content/content.server";
import { handleRevalidateWebhook } from "~/content/webhook.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { getEnv } from "~/lib/env.server";

/** Without a configured secret the endpoint does not exist. */
function requireSecret(): string {
  const secret = getEnv().SANITY_WEBHOOK_SECRET;
  if (!secret) throw new Response(null, { status: 404, statusText: "Not Found" });
  return secret;
}

export function loader() {
  requireSecret();
  return Response.json(
    { error: "Use POST" },
    { status: 405, headers: { Allow: "POST", "Cache-Control": CACHE_CONTROL.none } },
  );
}

export const action = ({ request }: ActionFunctionArgs) => handleRevalidateWebhook(request, content, requireSecret());
