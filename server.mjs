// The production server: Express in front of the Remix build (what `remix-serve` does, plus the answers the
// framework cannot give by itself). Run by `npm start`; tests start it with the mocked Sanity loaded first
// (`node --import tsx --import ./tests/mocks/start.ts server.mjs`).
import path from "node:path";
import { fileURLToPath } from "node:url";
// The Express adapter's own request/response converters (what its createRequestHandler uses), so that rendered
// pages can go through the page cache (app/lib/page-cache.server.ts) before Remix is asked.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";

process.env.NODE_ENV ??= "production";
// Node 20's own fetch, Request and Response serve Remix (single fetch); no polyfill is installed over them.

const root = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(root, "build/server/index.js"));

/**
 * Methods a page can be asked with. Anything else (TRACE, TRACK, CONNECT, WebDAV verbs…) is refused here with a
 * plain 405: Node's fetch Request cannot even represent TRACE, so it must not reach the framework.
 */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Which proxies in front may say who the client is (X-Forwarded-For): Express's 'trust proxy' setting, from
 * TRUST_PROXY ('false' by default; 'true', a number of hops, or addresses). The lead forms' rate limit counts posts
 * per client address, so behind a CDN or load balancer this must be set, or every visitor shares one address.
 */
function trustProxy(value = "false") {
  if (value === "true" || value === "false") return value === "true";
  return /^\d+$/.test(value) ? Number(value) : value;
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy(process.env.TRUST_PROXY));
app.use((req, res, next) => {
  if (KNOWN_METHODS.has(req.method)) return next();
  res.status(405).set({ Allow: "GET, HEAD", "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" });
  res.end("Method Not Allowed\n");
});
/**
 * The largest form post a page takes (the lead forms; app/leads/guard.server.ts holds the same cap for bodies sent
 * without a length, and for `npm run dev`). A post that declares more is answered here, before the app sees it;
 * its body is read and thrown away (up to 8 MB) so the client hears the answer rather than a reset connection.
 */
const MAX_FORM_BYTES = 64 * 1024;
app.use((req, res, next) => {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (req.method !== "POST" || !(declared > MAX_FORM_BYTES)) return next();
  res.status(413).set({ "Cache-Control": "private, no-store", "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end("This form post is too large. Please go back, shorten your message and send it again.\n");
  if (declared <= 8 * 1024 * 1024) req.resume();
  else req.destroy();
});
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(path.join(root, "public"), { maxAge: "1h", index: false }));
const handleRemix = createRequestHandler(build, process.env.NODE_ENV);
const { keptPage, servePage } = build.entry.module;
app.all("*", async (req, res, next) => {
  try {
    // A page kept in memory goes out as it is, before any fetch Request is built for Remix.
    const kept = keptPage({ method: req.method, path: req.originalUrl, header: (name) => req.headers[name] });
    if (kept) {
      res.writeHead(kept.status, kept.headers);
      res.end(kept.body ?? undefined);
      return;
    }
    const request = createRemixRequest(req, res);
    const response = await servePage(request, () => handleRemix(request, { clientIp: req.ip }));
    await sendRemixResponse(res, response);
  } catch (error) {
    next(error);
  }
});

const port = Number(process.env.PORT ?? 3000);
const server = app.listen(port, process.env.HOST ?? undefined, () => {
  console.info(`[server] http://localhost:${port}`);
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
