import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/*
 * The two ways a page is rendered (app/entry.server.tsx). Each gives up after `timeoutMs` (React aborts what is
 * still pending), and clears that timer as soon as the page is done: a pending timer would keep the whole render
 * (its HTML, its data) in memory until it fires, and a flood of renders would run the server out of memory.
 */

/** The whole page as one string (every Suspense boundary resolved); a failure after the shell makes it a 500. */
export function renderToHtml(
  app: ReactNode,
  status: number,
  timeoutMs: number,
): Promise<{ html: string; status: number }> {
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => rendering.abort(), timeoutMs);
    let failedAfterShell = false;
    const rendering = renderToPipeableStream(app, {
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(deadline);
          resolve({ html: Buffer.concat(chunks).toString("utf8"), status: failedAfterShell ? 500 : status });
        });
        body.on("error", reject);
        rendering.pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        failedAfterShell = true;
        console.error(error);
      },
    });
  });
}

/**
 * A streamed response: sent as soon as the shell is ready (or, with `whole`, once everything is), with `nonce` on
 * React's inline scripts. An error after the shell is logged; the error boundary has shown it.
 */
export function renderToResponse(
  app: ReactNode,
  options: { status: number; headers: Headers; nonce: string; whole: boolean; timeoutMs: number },
): Promise<Response> {
  let { status } = options;
  return new Promise<Response>((resolve, reject) => {
    const deadline = setTimeout(() => rendering.abort(), options.timeoutMs);
    let shellRendered = false;
    const rendering = renderToPipeableStream(app, {
      nonce: options.nonce,
      [options.whole ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        const body = new PassThrough();
        body.on("close", () => clearTimeout(deadline));
        resolve(new Response(createReadableStreamFromReadable(body), { headers: options.headers, status }));
        rendering.pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
