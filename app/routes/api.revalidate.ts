import type { ActionFunctionArgs } from "@remix-run/node";
import { content } from "~/content/layer/content.server";
import { handleRevalidateWebhook } from "~/content/layer/webhook.server";
import { getEnv } from "@shared/setup/env.server";
import { methodNotAllowed, POST_ONLY } from "~/lib/allowed-methods";

/** Without a configured secret the endpoint does not exist. */
function requireSecret(): string {
  const secret = getEnv().SANITY_WEBHOOK_SECRET;
  if (!secret) throw new Response(null, { status: 404, statusText: "Not Found" });
  return secret;
}

export function loader() {
  requireSecret();
  return methodNotAllowed(POST_ONLY);
}

export function action({ request }: ActionFunctionArgs) {
  const secret = requireSecret();
  if (request.method !== "POST") return methodNotAllowed(POST_ONLY);
  return handleRevalidateWebhook(request, content, secret);
}
