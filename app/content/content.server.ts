import { getEnv } from "~/lib/env.server";
import { createContentLayer, type ContentLayer } from "./layer.server";

/*
 * This server process's content layer, built once from the validated environment when the server starts (this
 * module is evaluated as the server build loads): a bad variable stops the server with a clear message. Loaders
 * use `contentFor(request)`; tests build their own layer with createContentLayer.
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

/** The content runner for one request (published and cached, or drafts in preview). */
export function contentFor(request: Request) {
  return content.forRequest(request);
}
