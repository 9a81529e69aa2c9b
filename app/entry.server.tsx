import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { isPreviewRequest } from "~/content/preview.server";
import { CACHE_CONTROL, cacheControlFor } from "~/lib/cache-control";
import { getEnv } from "~/lib/env.server";
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
  const nonce = randomBytes(16).toString("base64");
  const preview = await isPreviewRequest(request);
  applySecurityHeaders(responseHeaders, nonce, preview ? { studioOrigin: new URL(getEnv().SANITY_STUDIO_URL).origin } : null);
  // Drafts are for the editor only; otherwise a route's own policy wins, else the status decides.
  if (preview) responseHeaders.set("Cache-Control", CACHE_CONTROL.private);
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

/** Single-fetch data requests (client navigations) get the same caching rules as documents. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  if (await isPreviewRequest(request)) response.headers.set("Cache-Control", CACHE_CONTROL.private);
  else if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", cacheControlFor(response.status));
  return response;
};
