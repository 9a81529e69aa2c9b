import { leadsOrNull } from "~/leads/leads.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { readOnly } from "~/lib/methods";

/**
 * A form token of the visitor's own: the lead forms ask for one when the visitor starts on a form (SpamTrap), so
 * that the too-fast check measures that visitor's time on it, not how long ago a cached page was rendered. Never
 * cached. Without JavaScript the page's own token serves (app/leads/guard.server.ts).
 */
export async function loader() {
  const service = await leadsOrNull();
  if (!service)
    return Response.json({ token: null }, { status: 503, headers: { "Cache-Control": CACHE_CONTROL.none } });
  return Response.json({ token: service.formToken() }, { headers: { "Cache-Control": CACHE_CONTROL.none } });
}

export const action = readOnly;
