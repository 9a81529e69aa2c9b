import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/*
 * Express's request and response as the web's Request and Response, which Remix's request handler takes and
 * returns (the same conversion @remix-run/express does inside its handler; done here so the page cache can sit
 * between the two, on public APIs only).
 */

/**
 * The fetch Request for an Express request. `path` and `method`: what the site sees (by default the request's
 * own); `body`: the body, already read (server/index.ts reads it to enforce its cap), else the request's stream.
 */
export function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  { path = req.originalUrl, method = req.method, body }: { path?: string; method?: string; body?: Buffer } = {},
): Request {
  // Joined, not resolved: a request target such as //other.host/pricing stays a path of this site.
  const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${path}`);
  // A visitor who goes away before the answer is sent aborts the render (loaders see request.signal).
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: body ?? createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  res.statusMessage = response.statusText || res.statusMessage;
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  // Written chunk by chunk, each flushed through compression: a streamed preview shows as it renders.
  await writeReadableStreamToWritable(response.body, res);
}
