import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { onContentChange } from "~/content/changes";
import type { ContentUsage } from "~/content/layer.server";
import { PREVIEW_COOKIE } from "~/content/preview.server";
import { mayBeShared, withoutTracking } from "~/lib/cache-control";

/**
 * Rendered pages kept in memory, so a view of a page whose content has not changed costs no render: per URL
 * (pages and their `.data` twins for client navigations), dropped when the content layer reports a change to a
 * document type the page read (`drop`, called on every content change: `listen`), and never kept across a change
 * that happened while it rendered. It wraps the server's request handler (server/index.ts): what a render read
 * comes back in the load context it was given (`usage`). Only what a shared cache may store is kept (`Cache-Control: public`, so never a
 * preview, a form's answer or a page with someone's link token); a page rendered from stand-in content (the
 * CMS failing) is not kept. Each page is stored once plain and once gzipped, with a weak validator (the same for the plain and the gzipped bytes): a
 * conditional request that still matches gets 304.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  etag: string;
  types: Set<string>;
}

/** Renders a request; the content it read is recorded in `usage` (the request's load context). */
export type Render = (request: Request, usage: ContentUsage) => Promise<Response>;

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  hits = 0;
  misses = 0;

  /** Goes up by one on every content change (`drop`): a page rendered across one is not kept. */
  private version = 0;

  constructor(maxBytes: number) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.body.length + page.gzip.length + 512,
    });
  }

  /** Drops pages on every change the content layer publishes; returns the unsubscribe function. */
  listen(log: (message: string) => void = console.info): () => void {
    return onContentChange(({ types }) =>
      log(`[cache] ${this.drop(types)} kept page(s) dropped (${types.join(", ")})`),
    );
  }

  /**
   * The kept answer to a request, if there is one, ready to send (304, gzip or plain). Works on any request shape,
   * so the server can answer a hit before building a fetch Request for Remix (server/index.ts).
   */
  reply(request: PageRequest): Reply | null {
    if (!isCacheableRequest(request)) return null;
    const page = this.pages.get(cacheKey(request.path));
    if (!page) return null;
    this.hits += 1;
    return replyWith(request, page);
  }

  /** Answers `request` from memory when it can; otherwise renders it and keeps what may be kept. */
  async serve(request: Request, render: Render): Promise<Response> {
    const asked = fromFetch(request);
    const kept = this.reply(asked);
    if (kept) return toResponse(kept);
    const usage: ContentUsage = { types: new Set(), degraded: false };
    // Only a GET's answer is kept: Remix answers HEAD without a body, and that would be kept as an empty page.
    if (!isCacheableRequest(asked) || asked.method !== "GET") return render(request, usage);
    const key = cacheKey(asked.path);
    this.misses += 1;
    const started = this.version;
    const response = await render(request, usage);
    if (!isKeepable(response) || usage.degraded) return response;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers.entries()].filter(([name]) => !HOP_HEADERS.has(name));
    const page: CachedPage = {
      status: response.status,
      headers,
      body,
      gzip: gzipSync(body),
      // Weak: the same validator stands for the plain and the gzipped bytes (as nginx does when it compresses).
      etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      types: usage.types,
    };
    // Content that changed while this rendered may not be in it: answer this visitor, but keep nothing.
    if (this.version === started) this.pages.set(key, page);
    return toResponse(replyWith(asked, page));
  }

  /** Forgets every page that read one of `types` ("*": everything). Returns how many were dropped. */
  drop(types: readonly string[]): number {
    this.version += 1;
    let dropped = 0;
    for (const [key, page] of this.pages.entries()) {
      if (types.includes("*") || page.types.has("*") || types.some((type) => page.types.has(type))) {
        this.pages.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  get size() {
    return this.pages.size;
  }
}

/** Connection-level headers and the length, which the sender sets for what it actually sends. */
const HOP_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
]);

/** What the cache reads of a request: its method, path with query, and headers by lower-case name. */
export interface PageRequest {
  method: string;
  path: string;
  header(name: "cookie" | "authorization" | "if-none-match" | "accept-encoding"): string | undefined;
}

/** A kept page as sent: status, headers and bytes (null for a 304 or a HEAD). */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

function fromFetch(request: Request): PageRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: `${url.pathname}${url.search}`,
    header: (name) => request.headers.get(name) ?? undefined,
  };
}

function isCacheableRequest(request: PageRequest) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  // Editors previewing drafts (and anyone sending credentials) always get a fresh render.
  if (request.header("cookie")?.includes(PREVIEW_COOKIE) || request.header("authorization")) return false;
  return true;
}

function isKeepable(response: Response) {
  return response.status === 200 && mayBeShared(response.headers) && !response.headers.has("Set-Cookie");
}

/**
 * The path as the URL parser spells it, so raw and parsed forms of one address share an entry, less the tracking
 * parameters of campaign links (utm_source, gclid…), which change nothing a page shows.
 */
function cacheKey(path: string) {
  return withoutTracking(path);
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** The kept page for this request: 304 when the client's copy still matches, gzip when the client takes it. */
function replyWith(request: PageRequest, page: CachedPage): Reply {
  const headers: Record<string, string> = Object.fromEntries(page.headers);
  headers.etag = page.etag;
  headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  if (matches(request.header("if-none-match"), page.etag)) return { status: 304, headers, body: null };
  const gzip = /\bgzip\b/.test(request.header("accept-encoding") ?? "");
  if (gzip) headers["content-encoding"] = "gzip";
  const body = gzip ? page.gzip : page.body;
  headers["content-length"] = String(body.length);
  return { status: page.status, headers, body: request.method === "HEAD" ? null : body };
}

function toResponse({ status, headers, body }: Reply): Response {
  return new Response(body as unknown as BodyInit | null, { status, headers });
}
