import type { AppLoadContext } from "@remix-run/node";
import { purgeKeys } from "~/lib/cache-control";
import { createCdnPurger } from "~/lib/cdn-purge.server";
import { getEnv } from "@shared/setup/env.server";
import { publishContentChange } from "./changes";
import { SCHEDULED_TYPES } from "@shared/addresses/pages";
import { createContentLayer, type ContentLayer } from "./layer.server";
import { keepAddresses } from "../site/address-memory.server";

/*
 * This server process's content layer, built once from the validated environment when the server starts (this
 * module is evaluated as the server build loads): a bad variable stops the server with a clear message. Loaders
 * use `contentFor(request, context)`; tests build their own layer with createContentLayer. A content change is
 * published on a diagnostics channel (./changes.ts) for the server's page cache, and purged at the shared cache.
 */
const env = getEnv();
export const content: ContentLayer = createContentLayer(env);

console.info(
  `[content] mode: ${content.mode}; ${content.description}; ` +
    `${env.CONTENT_TTL_SECONDS > 0 ? `fresh for ${env.CONTENT_TTL_SECONDS} s` : "asked on every view"}, ` +
    `pages wait at most ${env.CONTENT_DEADLINE_MS} ms for the CMS` +
    (content.mode === "sanity" ? "; live updates from the Live Content API" : ""),
);
content.warmUp();
content.startLive();
void content.watchSchedule();
// Every name a document has had keeps leading to it, whoever changed it (docs/decisions/022-addresses-remembered.md).
keepAddresses(content, env);

const purge = env.CDN_PURGE_URL ? createCdnPurger({ url: env.CDN_PURGE_URL, token: env.CDN_PURGE_TOKEN }) : null;
content.onChange((change) => {
  const { types } = change;
  publishContentChange(change);
  // A publish may have scheduled, moved or unscheduled a post or an announcement: look again for the next time.
  if (types.some((type) => type === "*" || (SCHEDULED_TYPES as readonly string[]).includes(type))) {
    void content.watchSchedule();
  }
  const keys = purgeKeys(change);
  console.info(`[cache] content changed (${types.join(", ")})${purge ? `: purging ${keys.join(" ")}` : ""}`);
  if (purge) purgeSoon(keys);
});

/** The keys to purge, sent together a moment after the first (a refresh reports its answers one by one). */
const waiting = new Set<string>();
function purgeSoon(keys: string[]) {
  if (waiting.size === 0)
    setTimeout(() => {
      const batch = [...waiting];
      waiting.clear();
      void purge?.(batch);
    }, PURGE_BATCH_MS);
  for (const key of keys) waiting.add(key);
}
const PURGE_BATCH_MS = 50;

/**
 * The content runner for one request (published and cached, or drafts in preview). What it reads is recorded in
 * the request's load context, when the server gave one (server/page-cache.ts).
 */
export function contentFor(request: Request, context: AppLoadContext) {
  return content.forRequest(request, context.usage);
}
