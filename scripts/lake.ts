// The local Content Lake: Sanity's HTTP API for one project and dataset, played over the bundled dataset, so the
// real Studio and the site can be tried and tested on a machine with no Sanity account. Never part of the
// production build. See docs/decisions/010-local-content-lake.md.
//
//   tsx scripts/lake.ts [--port 3400] [--tls-port 3443] [--data data/lake] [--fresh] [--studio <built Studio>]
//                       [--studio-port 3401] [--dataset-file <ndjson>]
//
// - The API (the handlers of tests/mocks/lake, which the site's tests use too) answers on --port.
// - Edits are kept in --data (documents.ndjson, transactions.ndjson, assets/): a restart keeps them; --fresh starts
//   again from fixtures/data.ndjson (or --dataset-file: the dataset at ten times today's, `npm run scale`).
// - POST /__lake/reset goes back to the bundled dataset; GET /__lake/log lists the writes since the start (tests).
// - With --studio, a built Studio is served beside the API on the HTTPS port (one origin, one certificate to
//   accept), and with --studio-port on a plain HTTP port too (the journeys).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import {
  createServer,
  type Server as HttpServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import { createSecureServer, Http2ServerResponse, type Http2SecureServer, type Http2ServerRequest } from "node:http2";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Readable, type Duplex } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { getResponse } from "msw";
import { WebSocketServer } from "ws";
import { lakeHandlers } from "../tests/mocks/lake/handlers";
import { withImageAssets } from "../tests/mocks/lake/images";
import { Lake } from "../tests/mocks/lake/store";
import { ensureDebianPackage } from "./debian-package.mjs";
import { JOURNEYS, LOCAL_COPY, localHostNames, localOrigins } from "./lake-addresses.mjs";
import { fixtureDocuments } from "../tests/mocks/dataset";
import { parseNdjson } from "@shared/content/groq";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: String(LOCAL_COPY.lakePort) },
    data: { type: "string", default: "data/lake" },
    fresh: { type: "boolean", default: false },
    studio: { type: "string" },
    "studio-port": { type: "string" },
    "tls-port": { type: "string", default: String(LOCAL_COPY.lakeTlsPort) },
    project: { type: "string", default: LOCAL_COPY.projectId },
    dataset: { type: "string", default: LOCAL_COPY.dataset },
    "dataset-file": { type: "string" },
  },
});

const directory = path.resolve(values.data);
if (values.fresh) rmSync(directory, { recursive: true, force: true });
const imagesDirectory = path.resolve("fixtures/images");
const datasetFile = values["dataset-file"];
const seed = () =>
  withImageAssets(datasetFile ? parseNdjson(readFileSync(datasetFile, "utf8")) : fixtureDocuments(), {
    projectId: values.project,
    dataset: values.dataset,
    imagesDirectory,
  });
const lake = new Lake(seed, directory);
/** An answer slower than this, or a loop held this long, is written in the log (a test waiting on the lake says why). */
const SLOW_MS = 2_000;
const loopDelay = monitorEventLoopDelay({ resolution: 50 });
loopDelay.enable();
setInterval(() => {
  const held = loopDelay.max / 1e6;
  if (held > SLOW_MS) console.warn(`[lake] its event loop was held ${Math.round(held)} ms at once`);
  loopDelay.reset();
}, 5_000).unref();
const handlers = lakeHandlers({
  lake,
  projectId: values.project,
  dataset: values.dataset,
  assetsDirectory: path.join(directory, "assets"),
  imagesDirectory,
});

type AnyRequest = IncomingMessage | Http2ServerRequest;
type AnyResponse = ServerResponse | Http2ServerResponse;

/** Starts an answer over either protocol (their writeHead overloads are alike, but a union of them is not callable). */
function writeHead(response: AnyResponse, status: number, headers: OutgoingHttpHeaders = {}) {
  if (response instanceof Http2ServerResponse) response.writeHead(status, headers);
  else response.writeHead(status, headers);
  return response;
}

/**
 * Who may call the lake. Like a development server (Vite, webpack-dev-server), it answers only its own: a Host that
 * is one of its local names with one of its ports (so a DNS-rebinding name gets nothing), CORS for the Studio's and
 * the site's local origins only (lake-addresses.mjs: the set whose lake port this is), and a write only from one of
 * those origins or with a token (the site's; any token here, as the lake plays Sanity's API without accounts).
 */
const addresses = [JOURNEYS, LOCAL_COPY].find((set) => set.lakePort === Number(values.port)) ?? {
  projectId: values.project,
  lakePort: Number(values.port),
  lakeTlsPort: Number(values["tls-port"]),
  studioPort: values["studio-port"] ? Number(values["studio-port"]) : undefined,
};
const ALLOWED_ORIGINS = new Set(localOrigins(addresses));
const ALLOWED_HOSTS = new Set(
  localHostNames(addresses).flatMap((name) =>
    [values.port, values["tls-port"], values["studio-port"]].filter(Boolean).map((port) => `${name}:${port}`),
  ),
);
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Why a request is refused, as [status, reason], or null. */
function refusedBecause(request: Pick<IncomingMessage, "headers" | "method">): [number, string] | null {
  const host = request.headers.host ?? (request.headers as Record<string, string | undefined>)[":authority"];
  if (!host || !ALLOWED_HOSTS.has(host.toLowerCase())) return [403, `Host ${host ?? "(none)"} is not this lake's`];
  const origin = request.headers.origin;
  if (origin !== undefined && !ALLOWED_ORIGINS.has(origin)) return [403, `Origin ${origin} may not call this lake`];
  const write = !READS.has((request.method ?? "GET").toUpperCase());
  if (write && origin === undefined && !/^Bearer \S+/.test(request.headers.authorization ?? ""))
    return [401, "A write needs a token, or to come from the Studio"];
  return null;
}

/** CORS as Sanity answers it for an allowed origin, with credentials (the Studio's session). */
function allowOrigin(request: AnyRequest, response: AnyResponse) {
  const origin = request.headers.origin;
  if (!origin || !ALLOWED_ORIGINS.has(origin)) return;
  response.setHeader("Access-Control-Allow-Origin", origin);
  response.setHeader("Access-Control-Allow-Credentials", "true");
  response.setHeader("Vary", "Origin");
}

async function readBody(request: AnyRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const studioRoot = values.studio ? path.resolve(values.studio) : null;
const STUDIO_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/**
 * The built Studio's files; any other path is one of its routes, answered with index.html. A missing asset (under
 * /static/) is a 404, not the page.
 */
function serveStudio(root: string, pathname: string, response: AnyResponse) {
  const wanted = path.resolve(root, `.${pathname}`);
  const inside = !path.relative(root, wanted).startsWith("..");
  const isFile = inside && existsSync(wanted) && statSync(wanted).isFile();
  if (!isFile && pathname.startsWith("/static/")) {
    writeHead(response, 404, { "Content-Type": "text/plain" }).end("Not found\n");
    return;
  }
  const file = isFile ? wanted : path.join(root, "index.html");
  const immutable = file.includes(`${path.sep}static${path.sep}`);
  writeHead(response, 200, {
    "Content-Type": STUDIO_TYPES[path.extname(file)] ?? "application/octet-stream",
    "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
  });
  response.end(readFileSync(file));
}

async function handle(request: AnyRequest, response: AnyResponse) {
  const refused = refusedBecause(request);
  if (refused) {
    writeHead(response, refused[0], { "Content-Type": "application/json", Vary: "Origin" });
    response.end(JSON.stringify({ error: { description: refused[1] } }));
    return;
  }
  allowOrigin(request, response);
  const host = request.headers.host ?? request.headers[":authority"] ?? "localhost";
  const scheme = "encrypted" in request.socket && request.socket.encrypted ? "https" : "http";
  const url = new URL(request.url ?? "/", `${scheme}://${host}`);
  if (process.env.LAKE_DEBUG) console.info(`[lake] ${request.method} ${url.pathname}${url.search}`.slice(0, 200));
  if (request.method === "OPTIONS") {
    writeHead(response, 204, {
      "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
      "Access-Control-Allow-Headers": request.headers["access-control-request-headers"] ?? "*",
      "Access-Control-Max-Age": "600",
    });
    response.end();
    return;
  }
  if (url.pathname === "/__lake/reset" && request.method === "POST") {
    lake.reset();
    writeHead(response, 204).end();
    return;
  }
  if (url.pathname === "/__lake/log") {
    const writes = lake.log.map((transaction) => ({
      id: transaction.id,
      author: transaction.author,
      kinds: transaction.kinds,
      documents: transaction.changes.map((change) => change.id),
    }));
    writeHead(response, 200, { "Content-Type": "application/json" }).end(JSON.stringify(writes));
    return;
  }

  // Hand the request to the msw handlers as a Fetch API Request; a closed connection aborts it (ends the streams).
  const aborted = new AbortController();
  response.on("close", () => aborted.abort());
  const body = ["GET", "HEAD"].includes(request.method ?? "GET") ? undefined : await readBody(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(":")) continue;
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const fetchRequest = new Request(url, {
    method: request.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
    signal: aborted.signal,
  });
  let answer: Response | undefined;
  const started = performance.now();
  try {
    answer = await getResponse(handlers, fetchRequest);
    const ms = performance.now() - started;
    if (ms > SLOW_MS)
      console.warn(
        `[lake] slow answer (${Math.round(ms)} ms): ${request.method} ${url.pathname}${url.search}`.slice(0, 400),
      );
  } catch (error) {
    console.error(`[lake] ${request.method} ${url.pathname}: ${(error as Error).stack}`);
    answer = Response.json({ error: { description: (error as Error).message } }, { status: 500 });
  }
  // What no handler answers is the Studio's, when the lake serves one (its files and its routes).
  if (!answer && studioRoot && request.method === "GET") {
    serveStudio(studioRoot, url.pathname, response);
    return;
  }
  if (!answer) {
    console.warn(`[lake] not played: ${request.method} ${url.pathname}`);
    answer = Response.json({ error: { description: `The local lake does not play ${url.pathname}` } }, { status: 404 });
  }
  const outgoing: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    // HTTP/2 forbids connection-specific headers.
    if (!["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te"].includes(name)) {
      outgoing[name] = value;
    }
  });
  writeHead(response, answer.status, outgoing);
  if (!answer.body || request.method === "HEAD") {
    response.end();
    return;
  }
  if ("flushHeaders" in response) response.flushHeaders();
  await pipeline(Readable.fromWeb(answer.body as never), response as NodeJS.WritableStream).catch(() => {});
}

/**
 * A certificate for localhost and <project>.localhost, made once with openssl. The browser side needs HTTP/2, hence
 * TLS: the Studio holds a dozen listen streams open, and over HTTP/1.1 a browser's six connections per host are all
 * taken by them, so every other request would wait forever (Sanity's API is HTTP/2 too).
 */
function certificate(): { key: Buffer; cert: Buffer } {
  const folder = path.resolve(".cache/lake-tls");
  const key = path.join(folder, `${values.project}-key.pem`);
  const cert = path.join(folder, `${values.project}-cert.pem`);
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(folder, { recursive: true });
    const openssl = ensureDebianPackage(["/usr/bin/openssl"], ["openssl"]);
    execFileSync(
      openssl,
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "3650"],
        ...["-keyout", key, "-out", cert, "-subj", "/CN=localhost"],
        ...["-addext", `subjectAltName=DNS:localhost,DNS:${values.project}.localhost,IP:127.0.0.1`],
      ],
      { stdio: "ignore" },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** A request the lake cannot take (a client gone mid-body, a path that does not decode) answers, never crashes it. */
function safely(request: AnyRequest, response: AnyResponse) {
  handle(request, response).catch((error: Error) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const status = error instanceof URIError ? 400 : 500;
    if (status === 500) console.error(`[lake] ${request.method} ${request.url}: ${error.stack}`);
    writeHead(response, status, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: { description: error.message } }));
  });
}

// The Studio's presence socket: accepted, its JSON-RPC calls answered, nothing ever pushed (one editor here).
const sockets = new WebSocketServer({ noServer: true });
const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
  if (!/\/socket\//.test(request.url ?? "") || refusedBecause(request)) {
    socket.destroy();
    return;
  }
  sockets.handleUpgrade(request, socket, head, (ws) => {
    ws.on("message", (data) => {
      try {
        const call = JSON.parse(String(data)) as { id?: string; method?: string };
        if (call.id) ws.send(JSON.stringify({ jsonrpc: "2.0", id: call.id, result: call.id }));
      } catch {
        // Heartbeats and anything else need no answer.
      }
    });
  });
};

/**
 * Listens on loopback only (IPv4, and IPv6 where there is one): the lake takes writes from anyone who reaches it,
 * so it must not be reachable from the network.
 */
function onLoopback(make: () => HttpServer | Http2SecureServer, port: number, ready: () => void) {
  const [v4, v6] = [make(), make()];
  v4.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      `[lake] cannot listen on port ${port}: ${error.code === "EADDRINUSE" ? "another program uses it" : error.message}`,
    );
    process.exit(1);
  });
  v6.on("error", () => {}); // no IPv6 here: IPv4 is enough
  v4.listen(port, "127.0.0.1", ready);
  v6.listen(port, "::1");
}

const certificateFiles = certificate();
onLoopback(
  () => createServer(safely).on("upgrade", upgrade),
  Number(values.port),
  () => {
    console.info(
      `[lake] Sanity API for project "${values.project}", dataset "${values.dataset}": http://localhost:${values.port}`,
    );
    console.info(`[lake] documents kept in ${path.relative(process.cwd(), directory) || "."}`);
  },
);
onLoopback(
  () => createSecureServer({ ...certificateFiles, allowHTTP1: true }, safely).on("upgrade", upgrade),
  Number(values["tls-port"]),
  () => console.info(`[lake] the same over HTTP/2 for browsers (the Studio): https://localhost:${values["tls-port"]}`),
);
const studioPort = values["studio-port"];
if (studioRoot && studioPort) {
  onLoopback(
    () =>
      createServer((request, response) =>
        serveStudio(studioRoot, new URL(request.url ?? "/", "http://localhost").pathname, response),
      ),
    Number(studioPort),
    () => console.info(`[lake] the built Studio: http://localhost:${studioPort}`),
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
