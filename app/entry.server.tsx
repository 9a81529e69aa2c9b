import { createHash, randomBytes } from "node:crypto";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { content } from "~/content/layer/content.server";
import { CACHE_CONTROL, cacheControlFor, mayBeShared, surrogateKeyHeaders } from "~/lib/cache-control";
import { FORM_METHODS, methodNotAllowed, READ_METHODS } from "~/lib/allowed-methods";
import { NonceProvider } from "~/lib/nonce";
import { applySecurityHeaders } from "~/lib/security-headers.server";
import { StylesheetProvider } from "~/lib/stylesheet";
import { renderToHtml, renderToResponse } from "~/lib/render.server";
import { prefersMarkdown } from "~/lib/markdown-request.server";
import { markdownTwin } from "~/markdown/twin.server";
import { inlineStylesheet } from "~/lib/stylesheet.server";
import { VIDEO_PLAYER_ORIGINS } from "@shared/content/video";
import stylesheetHref from "~/tailwind.css?url";

/** How long a streamed response may take before Remix gives up on pending data. */
export const streamTimeout = 5_000;

/**
 * Two ways to render a page. One that a shared cache may keep (a GET outside preview) is rendered whole, then its
 * inline scripts are hashed into its CSP: the page carries no per-request secret, so it is safe to store and replay
 * to anyone (docs/decisions/006-caching-and-hash-csp.md). A preview or a form's answer, never stored, streams as soon as
 * its shell is ready, with a fresh nonce.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A method the route does not take (PUT on a page, POST where there is no form): a plain 405, no framework text.
  if (responseStatusCode === 405) return methodNotAllowed(loadContext.allow ?? allowedMethods(remixContext));
  const preview = (await content.preview?.isPreviewRequest(request)) ?? false;
  // A machine's request for the page as Markdown (its `.md` address, or its Accept: server/index.ts), from the
  // same loader data as the HTML (app/markdown).
  if (prefersMarkdown(request.headers.get("accept")))
    return markdownTwin(request, responseStatusCode, responseHeaders, remixContext, loadContext, preview);
  // The same address answers Markdown to a request that prefers it: shared caches keep the two apart.
  responseHeaders.append("Vary", "Accept");
  // Drafts are for the editor only, and so is the answer to a form post (it shows what the visitor typed);
  // otherwise a route's own policy wins, else the status decides.
  if (preview || !isRead(request)) responseHeaders.set("Cache-Control", CACHE_CONTROL.private);
  else if (!responseHeaders.has("Cache-Control"))
    responseHeaders.set("Cache-Control", cacheControlFor(responseStatusCode));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  // Images from another host than Sanity's CDN (the local Content Lake) are allowed by the CSP too, and a post's
  // video is framed from its host once played (app/shared/content/video.ts).
  const origins = {
    images: content.images.kind === "sanity" && content.images.baseUrl ? [content.images.baseUrl] : [],
    frames: VIDEO_PLAYER_ORIGINS,
  };
  const stylesheet = inlineStylesheet(stylesheetHref);
  const styleSources = stylesheet ? [stylesheet.hash] : [];
  if (preview || !isRead(request)) {
    const nonce = randomBytes(16).toString("base64");
    applySecurityHeaders(
      responseHeaders,
      [`'nonce-${nonce}'`],
      // (a part under test brings its own style: components/common/UnderTest.tsx)
      [...styleSources, `'nonce-${nonce}'`],
      preview && content.preview ? { studioOrigin: content.preview.studioOrigin } : null,
      origins,
    );
    return streamed(request, responseStatusCode, responseHeaders, remixContext, nonce, stylesheet?.css ?? null);
  }

  const { html, status } = await renderWhole(request, responseStatusCode, remixContext, stylesheet?.css ?? null);
  // A render that failed after its shell is a 500: never kept by a shared cache, whatever the status was before.
  if (status !== responseStatusCode) responseHeaders.set("Cache-Control", cacheControlFor(status));
  applySecurityHeaders(
    responseHeaders,
    inlineScriptHashes(html),
    [...new Set([...styleSources, ...inlineStyleHashes(html)])],
    null,
    origins,
  );
  setSurrogateKeys(responseHeaders, loadContext);
  return new Response(html, { headers: responseHeaders, status });
}

/** The whole page as one string (every Suspense boundary resolved), for hashing and keeping. */
function renderWhole(request: Request, status: number, remixContext: EntryContext, css: string | null) {
  return renderToHtml(
    <StylesheetProvider value={css}>
      <RemixServer context={remixContext} url={request.url} />
    </StylesheetProvider>,
    status,
    streamTimeout + 1_000,
  );
}

function streamed(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  nonce: string,
  css: string | null,
): Promise<Response> {
  return renderToResponse(
    <NonceProvider value={nonce}>
      <StylesheetProvider value={css}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </StylesheetProvider>
    </NonceProvider>,
    {
      status,
      headers,
      nonce,
      // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
      whole: isbot(request.headers.get("user-agent") ?? ""),
      timeoutMs: streamTimeout + 1_000,
    },
  );
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;

/** Script types that run (JSON-LD and other data blocks do not). */
const RUNNABLE_TYPES = new Set(["module", "text/javascript", "application/javascript"]);

/** `'sha256-…'` for every inline script the browser would run (JSON-LD and other data blocks are never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !RUNNABLE_TYPES.has(type)) continue;
    hashes.add(sha256Source(body));
  }
  return [...hashes];
}

const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;

/**
 * `'sha256-…'` for every inline style of the page: the site's stylesheet, inlined, and the style of a part under test
 * (components/common/UnderTest.tsx), which differs from page to page.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, body = ""]) => sha256Source(body)))];
}

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * What the page shows, as surrogate keys for the shared cache (Varnish's xkey, Fastly's Surrogate-Key,
 * Cloudflare's Cache-Tag): `ihuza` on every page, and one key per query answer it showed (surrogateKeys).
 */
function setSurrogateKeys(headers: Headers, { usage }: AppLoadContext) {
  if (!usage || !mayBeShared(headers)) return;
  for (const [name, value] of Object.entries(surrogateKeyHeaders(usage, "a page"))) headers.set(name, value);
}

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** The methods the matched route answers: GET and HEAD, and POST where it has an action. */
function allowedMethods(remixContext: EntryContext): string {
  const leaf = remixContext.staticHandlerContext.matches.at(-1)?.route.id;
  return leaf && remixContext.manifest.routes[leaf]?.hasAction ? FORM_METHODS : READ_METHODS;
}

/** Single-fetch data requests (client navigations) get the keys of documents, and their rules but for staleness. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  // Remix's own 405 body names its internals ("did not provide an `action`…"): answer plainly instead.
  // A route with a form says so when it refuses a method (assertPost); one without takes reads only.
  if (response.status === 405) return methodNotAllowed(context.allow ?? READ_METHODS);
  if (!isRead(request) || (await content.preview?.isPreviewRequest(request)))
    response.headers.set("Cache-Control", CACHE_CONTROL.private);
  else if (!response.headers.has("Cache-Control"))
    response.headers.set("Cache-Control", cacheControlFor(response.status, "data"));
  // A page for one visitor (its lead form's token): its data as a prefetched copy the tap can use.
  else if (response.status === 200 && response.headers.get("Cache-Control") === CACHE_CONTROL.private)
    response.headers.set("Cache-Control", CACHE_CONTROL.privateData);
  setSurrogateKeys(response.headers, context);
  return response;
};

/**
 * Errors Remix reports from loaders and actions. A method a route does not take is answered 405 (see above) and
 * is not an error of the site; a request the visitor abandoned is not either.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 405) return;
  console.error(error);
};
