import { content } from "~/content/layer/content.server";
import { SITE_SETTINGS_QUERY } from "~/content/queries";
import { leadsOrNull } from "~/leads/leads.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { readOnly } from "~/lib/allowed-methods";

/**
 * For load balancers: 200 when this instance can serve pages (the content layer answers, from the CMS, its last
 * good value or the bundled dataset) and keep leads (the local store is open and writable); 503 and which check
 * failed otherwise. Never cached; not logged per request. `/healthz` (server/index.ts) only says the process answers.
 */
export async function loader() {
  const checks = {
    content: await content
      .fetch(SITE_SETTINGS_QUERY, {}, { required: true })
      .then((settings) => settings != null)
      .catch(() => false),
    leads: await leadsOrNull()
      .then((service) => service?.store.writable() ?? false)
      .catch(() => false),
  };
  const ready = checks.content && checks.leads;
  const body = Object.entries(checks)
    .map(([name, ok]) => `${name}: ${ok ? "ok" : "failing"}`)
    .join("\n");
  return new Response(`${body}\n`, {
    status: ready ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
  });
}

export const action = readOnly;
