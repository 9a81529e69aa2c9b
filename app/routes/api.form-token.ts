import { leadsOrNull } from "~/leads/leads.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { readOnly } from "~/lib/allowed-methods";

/**
 * A form token of the visitor's own: a page from a cache asks for one when it runs its scripts
 * (app/leads/own-form-token.ts), so that the lead forms' too-fast check measures this visitor's time, not how long ago
 * the cached page was rendered. Never cached. Without JavaScript the page's own token serves.
 */
export async function loader() {
  const service = await leadsOrNull();
  if (!service)
    return Response.json({ token: null }, { status: 503, headers: { "Cache-Control": CACHE_CONTROL.none } });
  return Response.json({ token: service.formToken() }, { headers: { "Cache-Control": CACHE_CONTROL.none } });
}

export const action = readOnly;
