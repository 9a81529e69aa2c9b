// The production server: Express in front of the Remix build (what `remix-serve` does, plus the answers the
// framework cannot give by itself and the page cache). Built to build/start.js by `npm run build`, run by
// `npm start`; tests start it with the mocked Sanity loaded first
// (`node --import tsx --import ./tests/mocks/start.ts build/start.js`).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { MAX_BODY_BYTES as MAX_WEBHOOK_BYTES } from "~/content/layer/webhook.server";
import { createPreview } from "~/content/layer/preview.server";
import { MAX_FORM_BYTES } from "~/leads/guard.server";
import { onShutdown, shutdown } from "~/lib/shutdown.server";
import { CACHE_CONTROL, carryTracking, queryWithoutTracking } from "~/lib/cache-control";
import { MARKDOWN_TYPE, markdownAddress } from "~/lib/markdown-address";
import { getEnv } from "@shared/setup/env.server";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { PageCache } from "./page-cache";
import { newUsage } from "~/content/layer/usage";
import { resourceDataMatcher } from "./resource-routes";
import { checkOrigin, limitedLog } from "./origin-check";
import { readCapped } from "~/lib/body.server";
import { discard, PLAIN_ANSWERS, refusal } from "./request-checks";
import { pageRequestFor, twinLocation, twinRequest, type TwinRequest } from "./markdown-twins";
import { localeFromPath, localePath } from "@shared/addresses/locales";

process.env.NODE_ENV ??= "production";
// Node 20's own fetch, Request and Response serve Remix (single fetch); no polyfill is installed over them.

/** The build directory, found from this file's own place, whatever the working directory. */
const buildDir = path.dirname(fileURLToPath(import.meta.url));
const build: ServerBuild = await import(path.join(buildDir, "server/index.js"));
const env = getEnv();

/**
 * Methods a route can be asked with: a fetch Request (what Remix takes) cannot even represent TRACE. Any other
 * method (OPTIONS, TRACE, WebDAV verbs…) is asked as PATCH, which no route takes either, so each route's own refusal
 * answers it: 405 with that route's Allow (a page with a form says it takes POST).
 */
const ROUTE_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * Which proxies in front may say who the client is (X-Forwarded-For): Express's 'trust proxy' setting, from
 * TRUST_PROXY ('false' by default; a number of hops, addresses, or 'true'). The lead forms' rate limit counts posts
 * per client address, so behind a CDN or load balancer this must be set, or every visitor shares one address.
 * 'true' trusts whatever address a client writes itself (docs/operators.md): it is allowed, with a warning.
 */
function trustProxy(value: string) {
  if (value === "true" || value === "false") return value === "true";
  return /^\d+$/.test(value) ? Number(value) : value;
}
if (env.TRUST_PROXY === "true")
  console.warn(
    "[server] TRUST_PROXY=true believes any X-Forwarded-For: every client can choose the address its form posts are " +
      "counted under. Set the number of proxies in front (TRUST_PROXY=1) or their addresses instead.",
  );

/** The largest body any route reads (a lead form's post, the CMS's webhook), enforced here for every request. */
const MAX_BODY_BYTES = Math.max(MAX_FORM_BYTES, MAX_WEBHOOK_BYTES);

/** One line in the log for a request the server refuses, never a stack; LOG_REFUSALS_PER_MINUTE at most, the rest counted. */
const warnLimited = limitedLog(env.LOG_REFUSALS_PER_MINUTE, (line) => console.warn(line));
// (the refusals counted but not yet said are said as the server stops)
onShutdown(async () => warnLimited.flush());
function logRefusal(status: number, req: express.Request, reason: string) {
  const target = (req.url ?? "").slice(0, 120);
  warnLimited(`[http] ${status} ${req.method.slice(0, 16)} ${JSON.stringify(target)}: ${reason}`);
}

function sendPlain(res: express.Response, status: number, extra: Record<string, string> = {}) {
  const body = `${PLAIN_ANSWERS[status] ?? "Error"}\n`;
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    ...extra,
  });
  res.end(body);
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy(env.TRUST_PROXY));
// The security headers every answer carries, the health check and the server's own refusals included; a page's CSP
// and framing rule come with the page (app/lib/security-headers.server.ts), as they depend on what it renders.
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
// For load balancers: the process answers. Never cached, never logged. (/readyz, in the app, says whether it can
// serve content and keep leads.)
app.get("/healthz", (_req, res) => {
  res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("ok\n");
});
app.use((req, res, next) => {
  const refused = refusal(req);
  if (!refused) return next();
  logRefusal(refused.status, req, refused.reason);
  sendPlain(res, refused.status, { Connection: "close" });
});
app.use(compression());
// Vite copied public/ into the client build: hashed assets are kept a year, the other files an hour.
const clientDir = path.join(buildDir, "client");
app.use(
  path.posix.join(build.publicPath, "assets"),
  express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static(clientDir, { maxAge: "1h", index: false }));

const handleRemix = createRequestHandler(build, process.env.NODE_ENV);
// A preview is told by its signed cookie, checked as the app checks it: a cookie that only has the name is not one.
const preview = createPreview(env);
const pageCache =
  env.HTML_CACHE_MB > 0
    ? new PageCache(env.HTML_CACHE_MB * 1024 * 1024, async (cookie) =>
        preview ? preview.isPreviewRequest(new Request("http://localhost/", { headers: { cookie } })) : false,
      )
    : null;
pageCache?.listen();
// `kill -USR2 <pid>`: one line in the log saying what the page cache holds, by kind (docs/operators.md).
process.on("SIGUSR2", () => console.info(`[cache] ${pageCache ? pageCache.describe() : "off (HTML_CACHE_MB=0)"}`));

const READS = new Set(["GET", "HEAD"]);
const isResourceData = resourceDataMatcher(build);

app.all("*", async (req, res, next) => {
  try {
    // A form sent from another site: refused before Remix, with the site's page saying so in the page's language.
    const origin = checkOrigin(req.method, req.headers);
    if (!origin.ok) {
      logRefusal(403, req, origin.reason);
      if (!(await discard(req))) return;
      // The page the form was on (a single-fetch post names `/path.data`, or `/_root.data` for the home page).
      const pathname = new URL(`http://localhost${req.originalUrl}`).pathname
        .replace(/\.data$/, "")
        .replace(/^\/_root$/, "/");
      const page = `${localePath(localeFromPath(pathname), "/form-refused")}?from=${encodeURIComponent(pathname)}`;
      const refused = toFetchRequest(req, res, { path: page, method: "GET" });
      await sendFetchResponse(res, await handleRemix(refused, { clientIp: req.ip }));
      return;
    }
    if (origin.dropOrigin) delete req.headers.origin;
    // A feed's, a file's or the API's `.data` twin is no page's data: not found, and never kept anywhere.
    if (isResourceData(req.originalUrl)) return sendPlain(res, 404);
    // A page's Markdown twin (its `.md` address, or Accept: text/markdown on a page's address: ./markdown-twins.ts).
    const asked = twinRequest(req.originalUrl, req.get("accept"));
    if (asked?.byAddress && !READS.has(req.method)) return sendPlain(res, 405, { Allow: "GET, HEAD" });
    // (a form posted with an Accept that prefers Markdown is a form post all the same: its page answers it)
    const twin = asked && READS.has(req.method) ? asked : null;
    if (twin?.movedTo) {
      res.writeHead(301, {
        Location: carryTracking(twin.movedTo, req.originalUrl),
        "Cache-Control": CACHE_CONTROL.redirect,
      });
      return res.end();
    }
    if (twin && (await answerTwin(req, res, twin))) return;
    // (a page with no twin asked for by Accept: its HTML, as to any visitor)
    if (twin) req.headers.accept = "text/html";
    // A page kept in memory goes out as it is, before any fetch Request is built for Remix.
    const kept = await pageCache?.reply({ method: req.method, path: req.originalUrl, header: (name) => req.get(name) });
    if (kept) {
      res.writeHead(kept.status, withTracking(req, kept.headers));
      res.end(kept.body ?? undefined);
      return;
    }
    // The body is read here, whatever its framing, so a post over the cap gets its 413 (not a reset connection).
    const body = READS.has(req.method) ? undefined : await readCapped(req, MAX_BODY_BYTES);
    if (body === "too large") {
      logRefusal(413, req, "body over the cap");
      if (await discard(req)) sendPlain(res, 413, { "Cache-Control": "private, no-store", Connection: "close" });
      return;
    }
    // Tracking parameters never reach a page: what the cache leaves out of its key cannot show in what it keeps.
    const method = ROUTE_METHODS.has(req.method) ? req.method : "PATCH";
    const request = toFetchRequest(req, res, { path: withoutTrackingParameters(req.originalUrl), method, body });
    const response = await serve(request, null, req.ip);
    if (response.status === 405) logRefusal(405, req, "method not allowed");
    await sendFetchResponse(res, withTracking(req, response));
  } catch (error) {
    next(error);
  }
});

// Anything that still goes wrong: a plain answer and one line in the log (the site's own errors are logged, with
// their stack, where they happen: app/entry.server.tsx).
app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
  const status = Number((error as { status?: unknown }).status);
  const code = status >= 400 && status < 500 ? status : 500;
  logRefusal(code, req, error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : String(error));
  if (res.headersSent) return res.destroy();
  sendPlain(res, code);
});

/**
 * Answers a request for a page's Markdown twin from the page cache (kept at the twin's address, whichever way it
 * was asked), or renders it; false when a request by Accept finds no twin (a page kept from indexes, the search
 * results, a preview): its page then answers as HTML. An answer to a request by Accept tells CDNs that ignore
 * `Vary: Accept` not to keep it (`CDN-Cache-Control`), so that it never stands for the HTML at the same address.
 */
async function answerTwin(req: express.Request, res: express.Response, twin: TwinRequest): Promise<boolean> {
  const negotiated: Record<string, string> = twin.byAddress ? {} : { "CDN-Cache-Control": "no-store" };
  const kept = await pageCache?.reply({ method: req.method, path: twin.address, header: (name) => req.get(name) });
  if (kept) {
    res.writeHead(kept.status, withTracking(req, { ...kept.headers, ...negotiated }));
    res.end(kept.body ?? undefined);
    return true;
  }
  const request = toFetchRequest(req, res, { path: withoutTrackingParameters(twin.address), method: req.method });
  const response = await serve(request, twin, req.ip);
  const markdown = (response.headers.get("Content-Type") ?? "").startsWith(MARKDOWN_TYPE);
  if (!twin.byAddress && (response.status === 404 || !markdown)) return false;
  // What a path that is no page's answers (a file's, a resource route's) is not a twin.
  if (response.status === 200 && !markdown) {
    sendPlain(res, 404);
    return true;
  }
  // A redirect from a twin's address leads to the twin of the page it leads to.
  const location = response.headers.get("Location");
  if (twin.byAddress && location) response.headers.set("Location", twinLocation(location) ?? location);
  for (const [name, value] of Object.entries(negotiated)) response.headers.set(name, value);
  await sendFetchResponse(res, withTracking(req, response));
  return true;
}

/** Renders a request through the page cache, when it may: a twin's as its page, asked for as Markdown. */
function serve(request: Request, twin: TwinRequest | null, clientIp: string | undefined) {
  const render = (request: Request, usage = newUsage()) =>
    handleRemix(twin ? pageRequestFor(request, withoutTrackingParameters(twin.page)) : request, {
      clientIp,
      usage,
      readTwin,
    });
  return pageCache ? pageCache.serve(request, render) : render(request);
}

/** A page's Markdown twin as a visitor's GET of it gets it, kept or rendered: what llms-full.txt is made of. */
function readTwin(pagePath: string): Promise<Response> {
  const address = markdownAddress(pagePath);
  return serve(new Request(`http://localhost${address}`), twinRequest(address, undefined), undefined);
}

/**
 * A redirect's Location with the request's tracking parameters back on it (carryTracking): they were taken off
 * before the app and the page cache saw the request, so every kept redirect serves every campaign.
 */
function withTracking(req: express.Request, answer: Response): Response;
function withTracking(req: express.Request, answer: Record<string, string>): Record<string, string>;
function withTracking(req: express.Request, answer: Response | Record<string, string>) {
  if (answer instanceof Response) {
    const location = answer.headers.get("Location");
    if (location) answer.headers.set("Location", carryTracking(location, req.originalUrl));
    return answer;
  }
  const name = Object.keys(answer).find((key) => key.toLowerCase() === "location");
  return name ? { ...answer, [name]: carryTracking(answer[name]!, req.originalUrl) } : answer;
}

/** The request target less its tracking parameters; the path is left as it was sent. */
function withoutTrackingParameters(target: string) {
  const at = target.indexOf("?");
  return at < 0 ? target : `${target.slice(0, at)}${queryWithoutTracking(target.slice(at))}`;
}

const port = Number(process.env.PORT ?? 3000);
const server = createServer(app).listen({ port, host: process.env.HOST }, () => {
  // The port listened on, which the system chose when PORT is 0 (the tests' servers take one so no two collide).
  console.info(`[server] http://localhost:${(server.address() as AddressInfo).port}`);
});
// A port already in use is said in one line, not a stack: the operator's fix is to free it or choose another PORT.
server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(
    `[server] cannot listen on port ${port}: ${error.code === "EADDRINUSE" ? "another program uses it (set PORT to choose another)" : error.message}`,
  );
  process.exit(1);
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    // What the app keeps in memory for a moment (the visit counts) is written before the process goes.
    server.close(() => void shutdown().then(() => process.exit(0)));
    // Idle keep-alive connections would hold the close open; requests under way finish first.
    server.closeIdleConnections();
  });
}
