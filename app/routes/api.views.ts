import type { ActionFunctionArgs } from "@remix-run/node";
import { contentFor } from "~/content/layer/content.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { results, viewsRateLimit } from "~/results/results.server";
import { clientOf, countable, readView, runningVariants, servedPaths, VIEW_BODY_MAX } from "~/results/views.server";

const HEADERS = { "Cache-Control": CACHE_CONTROL.none, "X-Robots-Tag": "noindex" };
const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { ...HEADERS, ...headers } });

/**
 * A page view's beacon (app/results/visit.ts), and a visit when it is the visit's landing, or the versions a visit was
 * shown after its page's view was said: 204 whether it is counted or not (a bot, Global Privacy Control, a page the
 * site does not serve, an address over its limit are not), 413 over 2 kB, 400 for what is no view.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer(405, { Allow: "POST" });
  if (Number(request.headers.get("content-length") ?? 0) > VIEW_BODY_MAX) return answer(413);
  const text = await request.text();
  if (Buffer.byteLength(text) > VIEW_BODY_MAX) return answer(413);
  const read = readView(text);
  if (!read) return answer(400);
  if (!countable((name) => request.headers.get(name))) return answer(204);
  // The address's limit first: a view over it costs nothing more, the store is not even opened for it.
  const client = clientOf(context.clientIp);
  if ((await viewsRateLimit().take(client)) !== null) return answer(204);
  // A store that cannot be opened (a read-only disk) is said in the log; the view is answered and not counted.
  const opened = await results().catch(() => null);
  if (!opened) return answer(204);
  const content = await contentFor(request, context);
  const served = await servedPaths(content);
  if (!served(read.view.path)) return answer(204);
  const shown = await runningVariants(content, read.variants);
  if (read.exposure) opened.counter.countShown(shown);
  else opened.counter.count(read.view, client, { landing: read.landing, shown });
  return answer(204);
}

export function loader() {
  return answer(405, { Allow: "POST" });
}
