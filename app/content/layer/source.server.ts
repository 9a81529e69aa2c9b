import { createClient, type ClientConfig, type LiveEvent } from "@sanity/client";
import type { ImageSourceConfig } from "../types";
import { evaluateBundled } from "./bundled-dataset.server";
import type { QueryParams } from "@shared/content/groq";

/*
 * Where content comes from: Sanity's query API, or the bundled dataset. A source answers with the raw result and
 * the result's sync tags, or throws a ContentError that says what went wrong; deciding what to show instead is the
 * content layer's job (layer.server.ts).
 */

export type ContentMode = "sanity" | "bundled";

export interface FetchOptions {
  /** Ask the live API rather than the CDN (after a webhook, when the CDN may lag). */
  fresh?: boolean;
  /** The Live Content API event that caused this fetch: the CDN answers with content at least that new. */
  lastLiveEventId?: string;
}

export interface SourceAnswer {
  result: unknown;
  /** Sanity's sync tags for this result (Live Content API); none for the bundled dataset. */
  syncTags: string[];
}

export interface LiveSubscription {
  unsubscribe(): void;
}

export interface LiveObserver {
  next(event: LiveEvent): void;
  error(error: unknown): void;
  complete(): void;
}

export interface ContentSource {
  mode: ContentMode;
  /** One line for logs: which mode and which dataset. */
  description: string;
  images: ImageSourceConfig;
  fetch(query: string, params: QueryParams, options?: FetchOptions): Promise<SourceAnswer>;
  /** Sanity's Live Content API: one event stream of changed sync tags (absent for the bundled dataset). */
  liveEvents?(observer: LiveObserver): LiveSubscription;
}

/** Why a query could not be used: every way the CMS can fail ends up as one of these. */
export type FailureKind =
  | "unreachable" // network error, refused connection, DNS
  | "timeout" // no answer within SANITY_TIMEOUT_MS (or the page's deadline)
  | "http" // a 4xx or 5xx answer
  | "not-json" // a 200 whose body is not the query API's JSON (a proxy's HTML page, an empty or truncated body)
  | "wrong-shape" // JSON, but not of the query's type (after repairs)
  | "missing"; // a page's document is not there

/** A content query that could not be used; the message says where and why, the cause keeps the original error. */
export class ContentError extends Error {
  override name = "ContentError";
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly statusCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function describeBody(body: unknown): string {
  if (body === undefined || body === null || body === "") return "an empty body";
  if (typeof body === "string") {
    const start = body.trimStart().slice(0, 40).replace(/\s+/g, " ");
    return /^<(!doctype|html)/i.test(start) ? "an HTML page" : `text that is not JSON ("${start}…")`;
  }
  if (Buffer.isBuffer(body)) return "binary data";
  return `JSON without a "result" (${JSON.stringify(body).slice(0, 60)})`;
}

function isQueryResponse(body: unknown): body is { result: unknown; syncTags?: unknown } {
  return typeof body === "object" && body !== null && !Array.isArray(body) && "result" in body;
}

function toContentError(error: unknown, where: string): ContentError {
  const statusCode = (error as { statusCode?: number }).statusCode;
  const message = (error as Error).message ?? String(error);
  if (statusCode)
    return new ContentError(`${where}: HTTP ${statusCode}: ${message}`, "http", statusCode, { cause: error });
  if (/timed? ?out|ETIMEDOUT|ESOCKETTIMEDOUT/i.test(message) || (error as Error).name === "TimeoutError") {
    return new ContentError(`${where}: no answer in time (${message})`, "timeout", undefined, { cause: error });
  }
  if (/JSON|Unexpected (token|end)/i.test(message)) {
    return new ContentError(`${where}: the answer is not valid JSON (${message})`, "not-json", undefined, {
      cause: error,
    });
  }
  return new ContentError(`${where}: unreachable (${message})`, "unreachable", undefined, { cause: error });
}

export function createSanitySource(config: ClientConfig, images?: ImageSourceConfig): ContentSource {
  const client = createClient(config);
  const where = `Sanity project ${config.projectId}, dataset ${config.dataset}`;
  return {
    mode: "sanity",
    description: `${where} (API ${config.apiVersion}, CDN)`,
    images: images ?? {
      kind: "sanity",
      projectId: config.projectId as string,
      dataset: config.dataset as string,
      ...(config.apiHost ? { baseUrl: config.apiHost } : {}),
    },
    async fetch(query, params, options = {}) {
      let body: unknown;
      try {
        // filterResponse: false keeps the sync tags beside the result.
        body = await client.fetch(query, params as Record<string, never>, {
          filterResponse: false,
          useCdn: !options.fresh,
          ...(options.lastLiveEventId ? { lastLiveEventId: options.lastLiveEventId } : {}),
        });
      } catch (error) {
        throw toContentError(error, where);
      }
      if (!isQueryResponse(body)) {
        throw new ContentError(
          `${where}: answered with ${describeBody(body)} instead of the query API's JSON`,
          "not-json",
        );
      }
      const syncTags = Array.isArray(body.syncTags)
        ? body.syncTags.filter((tag): tag is string => typeof tag === "string")
        : [];
      return { result: body.result, syncTags };
    },
    liveEvents(observer) {
      // One EventSource per process: the client shares the stream between subscribers of the same URL.
      return client.live.events({ tag: "ihuza-site" }).subscribe(observer);
    },
  };
}

export function createBundledSource(): ContentSource {
  return {
    mode: "bundled",
    description: "bundled dataset fixtures/data.ndjson (groq-js, offline)",
    images: { kind: "bundled" },
    async fetch(query, params) {
      return { result: await evaluateBundled(query, params), syncTags: [] };
    },
  };
}
