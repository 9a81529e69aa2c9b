import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { onContentChange, type ContentChange } from "~/content/layer/changes";
import { newUsage, type ContentUsage } from "~/content/layer/usage";
import { CACHE_CONTROL, mayBeShared, sharedLifetimeMs, withoutTracking } from "~/lib/cache-control";
import { canonicalPath } from "~/lib/canonical-path";

/**
 * Rendered pages kept in memory, so a view of a page whose content has not changed costs no render: per URL
 * (pages and their `.data` twins for client navigations), dropped when the content layer reports a change to a
 * document type the page read (`drop`, called on every content change: `listen`), and never kept across a change
 * that happened while it rendered. It wraps the server's request handler (server/index.ts): what a render read
 * comes back in the load context it was given (`usage`).
 *
 * What is kept is what every visitor may get:
 * - only what a shared cache may store (`Cache-Control: public`: never a preview, a form's answer or a page with
 *   someone's link token), and nothing rendered from stand-in content (the CMS failing);
 * - only a page's own URL: with its tracking parameters left out (the server strips them before rendering, so
 *   they never reach a page), a URL with any other query is rendered and not kept, so a flood of unique URLs
 *   cannot push out the pages people read;
 * - no request header changes a kept page, and a cookie only when it is a valid preview cookie (`isPreview`, checked
 *   by its signature: a cookie that merely has the name gets the kept page);
 * - at most `MAX_PAGE_BYTES` an answer, and `maxBytes` in all, counting every stored byte, shared among the kinds of
 *   answer (`CACHE_SHARES`): each kind has a budget of its own, so that no kind (84 share images, 20 MB) can push
 *   out another (the pages people read).
 * Text (a page, its data, a feed) is stored gzipped and brotli-compressed (each made once, when it is kept; the
 * plain bytes inflated from the gzip for a client that takes neither); an image once, as it is (a PNG does not
 * shrink). Each has a weak validator (the same for every
 * variant): a conditional request that still matches gets 304.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The bytes as they are, kept for an image only. A text is kept compressed alone (a page is about five times its
   * brotli size plain): a client that takes neither encoding gets its bytes inflated from the gzip, once per visit.
   */
  body: Buffer | null;
  /** The compressed variants of text; none for an image. */
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  /** What it read: the answers that drop it when they change; a document type "*" (any answer) drops it on any. */
  answers: Set<string>;
  anyType: boolean;
}

/** The kinds of answer kept, each within its own share of the cache: by Content-Type (`kindOf`). */
export type Kind = "page" | "data" | "file" | "image";

/**
 * Each kind's share of the cache's bytes: pages (HTML, and their Markdown twins) most; their single-fetch data (client navigations); files
 * (feeds, sitemap.xml, robots.txt); share images (about 235 kB each: a quarter of 64 MB holds about 70).
 */
export const CACHE_SHARES: Record<Kind, number> = { page: 0.45, data: 0.25, file: 0.05, image: 0.25 };

/** The kind of an answer, from its Content-Type. */
export function kindOf(contentType: string | null): Kind {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type.startsWith("image/")) return "image";
  // (a page's Markdown twin is read as often as a page, and kept with them: app/markdown)
  if (type === "text/html" || type === "text/markdown") return "page";
  if (type === "text/x-script") return "data";
  return "file";
}

/** Renders a request; the content it read is recorded in `usage` (the request's load context). */
export type Render = (request: Request, usage: ContentUsage) => Promise<Response>;

/** Whether a request's cookies make it an editor's preview (a valid, signed preview cookie). */
export type IsPreview = (cookie: string) => Promise<boolean>;

/** The largest page kept (a page is about 100 kB plain); a larger one is rendered for each view. */
export const MAX_PAGE_BYTES = 1024 * 1024;

export class PageCache {
  /** One LRU per kind of answer, each within its share of the bytes; a URL is in one of them at most. */
  private readonly kinds: Record<Kind, LRUCache<string, CachedPage>>;
  hits = 0;
  misses = 0;

  /** Goes up by one on every content change (`drop`); the last few changes, by the version they made. */
  private version = 0;
  private readonly recent: { version: number; change: ContentChange }[] = [];

  constructor(
    maxBytes: number,
    private readonly isPreview: IsPreview = async () => false,
    /**
     * How long a page is kept at most: as long as a shared cache may serve it (its s-maxage and
     * stale-while-revalidate), so that a page's form token is never older than a page can be
     * (FORM_TOKEN_MAX_AGE_MS, app/leads/guard.server.ts).
     */
    readonly ttlMs = sharedLifetimeMs(CACHE_CONTROL.page),
    /** The clock lifetimes are counted by (a test's own, to pass time without waiting for it). */
    clock: { now(): number } = performance,
  ) {
    const lru = (share: number) =>
      new LRUCache<string, CachedPage>({
        maxSize: Math.max(1, Math.floor(maxBytes * share)),
        sizeCalculation: (page, key) => storedBytes(page) + key.length,
        ttl: ttlMs,
        perf: clock,
        ttlResolution: 0,
      });
    this.kinds = {
      page: lru(CACHE_SHARES.page),
      data: lru(CACHE_SHARES.data),
      file: lru(CACHE_SHARES.file),
      image: lru(CACHE_SHARES.image),
    };
  }

  private find(key: string): CachedPage | undefined {
    for (const kept of Object.values(this.kinds)) {
      const page = kept.get(key);
      if (page) return page;
    }
    return undefined;
  }

  /** Drops pages on every change the content layer publishes; returns the unsubscribe function. */
  listen(log: (message: string) => void = console.info): () => void {
    return onContentChange((change) =>
      log(`[cache] ${this.drop(change)} kept page(s) dropped (${change.types.join(", ")})`),
    );
  }

  /**
   * The kept answer to a request, if there is one, ready to send (304, gzip or plain). Works on any request shape,
   * so the server can answer a hit before building a fetch Request for Remix (server/index.ts).
   */
  async reply(request: PageRequest): Promise<Reply | null> {
    const key = cacheKey(request.path);
    if (!key || !isRead(request)) return null;
    const page = this.find(key);
    if (!page || (await this.bypasses(request))) return null;
    this.hits += 1;
    return replyWith(request, page);
  }

  /** Answers `request` from memory when it can; otherwise renders it and keeps what may be kept. */
  async serve(request: Request, render: Render): Promise<Response> {
    const asked = fromFetch(request);
    const kept = await this.reply(asked);
    if (kept) return toResponse(kept);
    const usage = newUsage();
    const key = cacheKey(asked.path);
    // Only a GET's answer is kept: Remix answers HEAD without a body, and that would be kept as an empty page.
    if (!key || asked.method !== "GET" || (await this.bypasses(asked))) return render(request, usage);
    this.misses += 1;
    const started = this.version;
    const response = await render(request, usage);
    if (!isKeepable(response) || usage.degraded) return response;
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > MAX_PAGE_BYTES) return new Response(body, response);
    const headers = [...response.headers.entries()].filter(([name]) => !HOP_HEADERS.has(name));
    const kind = kindOf(response.headers.get("Content-Type"));
    const text = kind !== "image";
    const page: CachedPage = {
      status: response.status,
      headers,
      body: text ? null : body,
      gzip: text ? gzipSync(body) : null,
      br: text
        ? brotliCompressSync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : null,
      // Weak: the same validator stands for the plain and the gzipped bytes (as nginx does when it compresses).
      etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      answers: usage.answers,
      anyType: usage.types.has("*"),
    };
    // Content that changed while this rendered may not be in it: answer this visitor, but keep nothing.
    if (!this.changedSince(started, page)) this.kinds[kind].set(key, page);
    return toResponse(replyWith(asked, page));
  }

  /** Forgets every page that read one of the changed answers (a type "*": everything). Returns how many. */
  drop(change: ContentChange): number {
    this.version += 1;
    this.recent.push({ version: this.version, change });
    if (this.recent.length > RECENT_CHANGES) this.recent.shift();
    let dropped = 0;
    for (const kept of Object.values(this.kinds)) {
      for (const [key, page] of kept.entries()) {
        if (reaches(change, page)) {
          kept.delete(key);
          dropped += 1;
        }
      }
    }
    return dropped;
  }

  /** Whether a change since `version` reached what `page` read (one too old to tell: yes). */
  private changedSince(version: number, page: CachedPage): boolean {
    if (version === this.version) return false;
    if (version < this.version - this.recent.length) return true;
    return this.recent.some(({ version: at, change }) => at > version && reaches(change, page));
  }

  /** How many answers are kept (of one kind, or in all). */
  count(kind?: Kind): number {
    return kind ? this.kinds[kind].size : Object.values(this.kinds).reduce((sum, kept) => sum + kept.size, 0);
  }

  get size() {
    return this.count();
  }

  /** Bytes held (of one kind, or in all: what `maxBytes` bounds). */
  heldBytes(kind?: Kind): number {
    return kind
      ? this.kinds[kind].calculatedSize
      : Object.values(this.kinds).reduce((sum, kept) => sum + kept.calculatedSize, 0);
  }

  get bytes() {
    return this.heldBytes();
  }

  /** One line for the log: what is kept, by kind. */
  describe(): string {
    const kinds = (Object.keys(this.kinds) as Kind[]).map(
      (kind) => `${kind} ${this.count(kind)} (${(this.heldBytes(kind) / 2 ** 20).toFixed(1)} MB)`,
    );
    return `${kinds.join(", ")}; ${this.hits} hits, ${this.misses} misses`;
  }

  private async bypasses(request: PageRequest) {
    const cookie = request.header("cookie");
    return cookie ? this.isPreview(cookie) : false;
  }
}

/** Whether a change reaches a kept page: one of the answers it read changed, or an answer of unknown types did. */
const reaches = (change: ContentChange, page: CachedPage) =>
  change.types.includes("*") || page.anyType || change.answers.some((answer) => page.answers.has(answer));

/** How many changed answers the cache remembers, for a page that rendered across them (older: it is not kept). */
const RECENT_CHANGES = 64;

/** Everything a kept page holds in memory, roughly: its bodies, headers and bookkeeping. */
function storedBytes(page: CachedPage) {
  let headers = 0;
  for (const [name, value] of page.headers) headers += name.length + value.length;
  return (
    (page.body?.length ?? 0) +
    (page.gzip?.length ?? 0) +
    (page.br?.length ?? 0) +
    headers +
    64 * page.answers.size +
    512
  );
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
  header(name: "cookie" | "if-none-match" | "accept-encoding"): string | undefined;
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

const isRead = (request: PageRequest) => request.method === "GET" || request.method === "HEAD";

function isKeepable(response: Response) {
  return response.status === 200 && mayBeShared(response.headers) && !response.headers.has("Set-Cookie");
}

/**
 * The key of a page's own URL, or null for a URL that is not kept. Only a path spelled as the site spells it is
 * kept: not another case, not a trailing or repeated slash, not a percent escape (the router decodes `/%70ricing`
 * and matches it to /pricing: every spelling would be an entry of its own). Tracking parameters (utm_source,
 * gclid…) change nothing a page shows; any other query makes the URL one that is not kept.
 */
export function cacheKey(path: string): string | null {
  const raw = path.split("?")[0] ?? "";
  if (raw.includes("%") || canonicalPath(raw) !== raw) return null;
  const key = withoutTracking(path);
  return key.includes("?") ? null : key;
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** What a kept page can be sent as, in the order the server prefers among encodings the client weighs alike. */
const ENCODINGS = ["br", "gzip"];

/**
 * The encoding to send, from an Accept-Encoding header weighed as HTTP says (`negotiator`): the one the client
 * takes best with a weight above 0 (named, or through `*`), brotli before gzip at equal weights; otherwise none.
 */
export function chooseEncoding(header: string | undefined): "br" | "gzip" | null {
  const encoding = new Negotiator({ headers: { "accept-encoding": header ?? "" } }).encoding(ENCODINGS, {
    preferred: ENCODINGS,
  });
  return encoding === "br" || encoding === "gzip" ? encoding : null;
}

/** The kept page for this request: 304 when the client's copy still matches, else the encoding it takes best. */
function replyWith(request: PageRequest, page: CachedPage): Reply {
  const headers: Record<string, string> = Object.fromEntries(page.headers);
  headers.etag = page.etag;
  if (page.gzip) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  if (matches(request.header("if-none-match"), page.etag)) return { status: 304, headers, body: null };
  // (an image has no compressed variant: it goes out as it is)
  const encoding = page.gzip && page.br ? chooseEncoding(request.header("accept-encoding")) : null;
  if (encoding) headers["content-encoding"] = encoding;
  const body = (encoding ? page[encoding] : null) ?? page.body ?? gunzipSync(page.gzip!);
  headers["content-length"] = String(body.length);
  return { status: page.status, headers, body: request.method === "HEAD" ? null : body };
}

function toResponse({ status, headers, body }: Reply): Response {
  return new Response(body as unknown as BodyInit | null, { status, headers });
}
