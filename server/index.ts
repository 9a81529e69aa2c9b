// The production server: Express in front of the Remix build (what `remix-serve` does, plus the answers the
// framework cannot give by itself and the page cache). Built to build/start.js by `npm run build`, run by
// `npm start`; tests start it with the mocked Sanity loaded first
// (`node --import tsx --import ./tests/mocks/start.ts build/start.js`).
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { getEnv } from "~/lib/env.server";
import { methodNotAllowed, READ_METHODS } from "~/lib/methods";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { PageCache } from "./page-cache";

process.env.NODE_ENV ??= "production";
// Node 20's own fetch, Request and Response serve Remix (single fetch); no polyfill is installed over them.

/** The build directory, found from this file's own place, whatever the working directory. */
const buildDir = path.dirname(fileURLToPath(import.meta.url));
const build: ServerBuild = await import(path.join(buildDir, "server/index.js"));
const env = getEnv();

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

/**
 * The largest form post a page takes (the lead forms; app/leads/guard.server.ts holds the same cap for bodies sent
 * without a length, and for `npm run dev`). A post that declares more is answered here, before the app sees it;
 * its body is read and thrown away (up to 8 MB) so the client hears the answer rather than a reset connection.
 */
const MAX_FORM_BYTES = 64 * 1024;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy(process.env.TRUST_PROXY));
app.use((req, res, next) => {
  if (KNOWN_METHODS.has(req.method)) return next();
  void sendFetchResponse(res, methodNotAllowed(READ_METHODS));
});
app.use((req, res, next) => {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (req.method !== "POST" || !(declared > MAX_FORM_BYTES)) return next();
  res
    .status(413)
    .set({ "Cache-Control": "private, no-store", "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  res.end("This form post is too large. Please go back, shorten your message and send it again.\n");
  if (declared <= 8 * 1024 * 1024) req.resume();
  else req.destroy();
});
// The security headers every answer carries; a page's CSP and framing rule come with the page
// (app/lib/security-headers.server.ts), as they depend on what it renders.
app.use(
  helmet({
    contentSecurityPolicy: false,
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false, // images may come from Sanity's CDN
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity:
      process.env.NODE_ENV === "production" ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
  }),
  (_req, res, next) => {
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    );
    next();
  },
);
app.use(compression());
// Vite copied public/ into the client build: hashed assets are kept a year, the other files an hour.
const clientDir = path.join(buildDir, "client");
app.use(
  path.posix.join(build.publicPath, "assets"),
  express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static(clientDir, { maxAge: "1h", index: false }));

const handleRemix = createRequestHandler(build, process.env.NODE_ENV);
const pageCache = env.HTML_CACHE_MB > 0 ? new PageCache(env.HTML_CACHE_MB * 1024 * 1024) : null;
pageCache?.listen();

app.all("*", async (req, res, next) => {
  try {
    // A page kept in memory goes out as it is, before any fetch Request is built for Remix.
    const kept = pageCache?.reply({ method: req.method, path: req.originalUrl, header: (name) => req.get(name) });
    if (kept) {
      res.writeHead(kept.status, kept.headers);
      res.end(kept.body ?? undefined);
      return;
    }
    const request = toFetchRequest(req, res);
    const render = (request: Request, usage = { types: new Set<string>(), degraded: false }) =>
      handleRemix(request, { clientIp: req.ip, usage });
    await sendFetchResponse(res, await (pageCache ? pageCache.serve(request, render) : render(request)));
  } catch (error) {
    next(error);
  }
});

const port = Number(process.env.PORT ?? 3000);
const server = createServer(app).listen({ port, host: process.env.HOST }, () => {
  console.info(`[server] http://localhost:${port}`);
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
