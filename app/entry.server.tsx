import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { content } from "~/content/content.server";
import { CACHE_CONTROL, cacheControlFor } from "~/lib/cache-control";
import { NonceProvider } from "~/lib/nonce";
import { applySecurityHeaders } from "~/lib/security-headers.server";

/** How long a streamed response may take before Remix gives up on pending data. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // A method the route does not take (PUT on a page, POST where there is no form): a plain 405, no framework text.
  if (responseStatusCode === 405) return methodNotAllowed(remixContext);
  const nonce = randomBytes(16).toString("base64");
  const preview = (await content.preview?.isPreviewRequest(request)) ?? false;
  applySecurityHeaders(responseHeaders, nonce, preview && content.preview ? { studioOrigin: content.preview.studioOrigin } : null);
  // Drafts are for the editor only, and so is the answer to a form post (it shows what the visitor typed);
  // otherwise a route's own policy wins, else the status decides.
  if (preview || !isRead(request)) responseHeaders.set("Cache-Control", CACHE_CONTROL.private);
  else if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", cacheControlFor(responseStatusCode));

  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return await new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell has streamed are already handled by the error boundary; log the rest.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** The methods the matched route answers: GET and HEAD, and POST where it has an action. */
function allowedMethods(remixContext: EntryContext): string {
  const leaf = remixContext.staticHandlerContext.matches.at(-1)?.route.id;
  return leaf && remixContext.manifest.routes[leaf]?.hasAction ? "GET, HEAD, POST" : "GET, HEAD";
}

function methodNotAllowed(remixContext: EntryContext): Response {
  return new Response("Method Not Allowed\n", {
    status: 405,
    headers: { Allow: allowedMethods(remixContext), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
  });
}

/** Single-fetch data requests (client navigations) get the same caching rules as documents. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  // Remix's own 405 body names its internals ("did not provide an `action`…"): answer plainly instead.
  if (response.status === 405) {
    return new Response("Method Not Allowed\n", {
      status: 405,
      headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
    });
  }
  if (!isRead(request) || (await content.preview?.isPreviewRequest(request))) response.headers.set("Cache-Control", CACHE_CONTROL.private);
  else if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", cacheControlFor(response.status));
  return response;
};

/**
 * Errors Remix reports from loaders and actions. A method a route does not take is answered 405 (see above) and
 * is not an error of the site; a request the visitor abandoned is not either.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (!["GET", "HEAD"].includes(request.method) && error instanceof Error && error.message.includes("did not provide an `action`")) return;
  console.error(error);
};
