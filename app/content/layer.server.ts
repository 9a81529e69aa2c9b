import { isDeepStrictEqual } from "node:util";
import type { SanityQueries } from "@sanity/client";
import { LRUCache } from "lru-cache";
import type { Env } from "@shared/env.server";
import { documentTypesOf, type QueryParams } from "@shared/groq";
import * as queries from "./queries";
import { createPreview, type Preview } from "./preview.server";
import { sanityClientConfig } from "./sanity-client.server";
import {
  ContentError,
  createBundledSource,
  createSanitySource,
  type ContentSource,
  type FetchOptions,
  type LiveSubscription,
} from "./source.server";
import { checkResult, formatIssue, resultTypeOf } from "./validate.server";
import { nextDue } from "./blog";
import { resolveImages, type WithResolvedImages } from "~/content/images.server";
import { localeFromPath } from "@shared/locales";
import { localize, type Localized } from "./localize";

/*
 * The content layer: the one way a page gets content. Between the pages and the CMS it keeps the last good result
 * of every query, waits for the CMS at most a deadline, and treats every way the CMS can fail (down, slow, an HTTP
 * error, a body that is not JSON, JSON of the wrong shape, a page's document missing, content that fails the
 * schema) as one class: the page is served from the last good value, else from the bundled dataset, and the log
 * gets one warning naming the query, the document and the cause. Sanity's Live Content API (or the webhook) tells
 * it what changed, and exactly the cached queries that read it are refetched. See docs/decisions/004-content-layer-v2.md.
 */

/** The result type of a query in queries.ts, as `sanity typegen` generated it. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown;
/**
 * What a page gets for a query: its result in the page's language (localize.ts), with image fields resolved for the
 * <img> (images.server.ts).
 */
export type Content<Q extends string> = WithResolvedImages<Localized<QueryResult<Q>>>;

export interface ContentLayerOptions {
  primary: ContentSource;
  /** The bundled dataset: the answer of last resort. */
  fallback: ContentSource;
  /** How long a result is fresh; after it the stale value is served while one refresh runs. 0: always ask. */
  ttlMs: number;
  /** The longest a page waits on the CMS, retries included; past it the page is served at once from a fallback. */
  deadlineMs: number;
  /** How long a fallback answer is served before the CMS is asked again by a page (it is retried in the background). */
  fallbackTtlMs?: number;
  preview?: Preview | null;
  logger?: Pick<Console, "warn" | "info">;
  /** For tests: the clock the cache reads. */
  now?: () => number;
}

interface Entry {
  query: string;
  params: QueryParams;
  required: boolean;
  value: unknown;
  /** false: `value` is the bundled dataset's answer, held briefly because the CMS failed. */
  good: boolean;
  expiresAt: number;
  syncTags: string[];
  /** The fetch in flight for this entry, shared by every view that needs it. */
  loading?: Promise<Outcome>;
  /** Increases with every fetch started, so an older answer never overwrites a newer one. */
  generation: number;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: ContentError };

const QUERY_NAMES = new Map<string, string>(
  Object.entries(queries).flatMap(([name, value]) =>
    typeof value === "string" ? [[value, name] as [string, string]] : [],
  ),
);

/** How a query is named in the log: its export name in queries.ts, else its first words. */
export function queryName(query: string): string {
  return QUERY_NAMES.get(query) ?? query.replace(/\s+/g, " ").slice(0, 40);
}

/** The document types a query reads; "*" (any) for a query that names none. */
function typesOf(query: string, params: QueryParams): readonly string[] {
  const types = documentTypesOf(query, params);
  return types.length ? types : ["*"];
}

/** What a query shows, for the log: its document types, and its parameters. */
function documentOf(query: string, params: QueryParams): string {
  const types = documentTypesOf(query, params).join(", ") || "documents";
  const args = Object.entries(params).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return args.length ? `${types} ${args.join(" ")}` : types;
}

/** Resolves to the outcome, or to a timeout once `ms` have passed (the work itself carries on). */
function withDeadline(loading: Promise<Outcome>, ms: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () =>
        resolve({
          ok: false,
          error: new ContentError(`no answer within the ${ms} ms deadline (the fetch carries on)`, "timeout"),
        }),
      ms,
    );
    timer.unref?.();
    void loading.then((outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    });
  });
}

/**
 * What one render read from the content layer: the document types of its queries (a page's surrogate keys, and
 * what drops it from the page cache) and whether any answer was a stand-in (the bundled dataset or a last good
 * value after a failure), which must not be kept as the page. The server puts one in each request's load context
 * (server/page-cache.ts); loaders hand it to the layer with `contentFor(request, context)`.
 */
export interface ContentUsage {
  types: Set<string>;
  degraded: boolean;
}

/**
 * A change to published content: the document type each query whose answer changed is about (the first its filters
 * name: `redirect` for the redirects, `homePage` for the home page's query, not the landing pages its links may
 * name). Every page that ran the query carries that type's key, so purging it reaches them all, and a change to
 * the redirects does not purge every page that merely links to a landing page.
 */
export type ContentChangeListener = (change: { types: string[] }) => void;

/** How long after a scheduled time (a post's, an announcement's) the layer refetches (GROQ's now() is the CMS's clock, not this one's). */
const DUE_MARGIN_MS = 300;
/** The longest a timer waits (setTimeout's limit is 2^31 - 1 ms, about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class ContentLayer {
  readonly mode: ContentSource["mode"];
  readonly description: string;
  readonly images: ContentSource["images"];
  readonly preview: Preview | null;
  private readonly cache = new LRUCache<string, Entry>({ max: 1_000 });
  private readonly logger: Pick<Console, "warn" | "info">;
  private readonly now: () => number;
  private live: LiveSubscription | null = null;
  private liveRetry: ReturnType<typeof setTimeout> | null = null;
  private liveBackoffMs = 5_000;
  private dueTimer: ReturnType<typeof setTimeout> | null = null;
  /** Whether the live event stream is connected (a welcome was received and nothing broke it since). */
  liveConnected = false;
  private readonly changeListeners = new Set<ContentChangeListener>();

  constructor(private readonly options: ContentLayerOptions) {
    this.mode = options.primary.mode;
    this.description = options.primary.description;
    this.images = options.primary.images;
    this.preview = options.preview ?? null;
    this.logger = options.logger ?? console;
    this.now = options.now ?? Date.now;
  }

  /**
   * Scheduled posts go out on time, and announcements come and go at theirs, with no publish event: the layer knows
   * the next such time ahead (from SCHEDULE_QUERY, itself refreshed by publishes) and at that moment refetches every
   * query that reads the types due then, as a publish would. The answers that change are published as changes: the
   * page cache drops them and the CDN keys are purged (content.server.ts). Every instance does it on its own clock.
   */
  async watchSchedule(): Promise<void> {
    const entries = await this.fetch<{ _type: string; times: (string | null)[] | null }[] | null>(
      queries.SCHEDULE_QUERY,
    );
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimer = null;
    const dueOf = (entry: { times: (string | null)[] | null }) => nextDue(entry.times ?? [], this.now());
    const ahead = (entries ?? []).flatMap((entry) => {
      const due = dueOf(entry);
      return due === null ? [] : [{ type: entry._type, due }];
    });
    if (ahead.length === 0) return;
    const due = Math.min(...ahead.map((entry) => entry.due));
    const types = [...new Set(ahead.filter((entry) => entry.due === due).map((entry) => entry.type))];
    // Past the time by a little, so that the CMS's own clock (GROQ's now()) has reached it too; a timer cannot wait
    // longer than about 24 days: it then looks again.
    const wait = Math.min(due - this.now() + DUE_MARGIN_MS, MAX_TIMER_MS);
    this.dueTimer = setTimeout(() => {
      this.dueTimer = null;
      void (wait < MAX_TIMER_MS ? this.revalidateTypes(types) : Promise.resolve(0))
        .catch(() => 0)
        .then(() => this.watchSchedule());
    }, wait);
    this.dueTimer.unref?.();
  }

  private key(query: string, params: QueryParams) {
    return JSON.stringify([query, params]);
  }

  /**
   * Published content for a query, never an exception: fresh from the cache; else stale while one refresh runs;
   * else from the CMS within the deadline; else the last good value; else the bundled dataset. `required` means a
   * null answer is a failure too (a page's own document).
   */
  async fetch<T>(
    query: string,
    params: QueryParams = {},
    { required = false, usage }: { required?: boolean; usage?: ContentUsage } = {},
  ): Promise<T> {
    const key = this.key(query, params);
    for (const type of typesOf(query, params)) usage?.types.add(type);
    const entry = this.cache.get(key);
    if (entry && this.now() < entry.expiresAt) {
      if (usage && !entry.good) usage.degraded = true;
      return entry.value as T;
    }
    const loading = this.load(key, query, params, required);
    if (entry?.good && this.options.ttlMs > 0) return entry.value as T; // stale while it revalidates
    const outcome = await withDeadline(loading, this.options.deadlineMs);
    if (outcome.ok) return outcome.value as T;
    if (usage) usage.degraded = true;
    return (await this.fallBack(key, query, params, required, outcome.error)) as T;
  }

  /** The last good value, else the bundled dataset's answer (held for fallbackTtlMs); one warning says which. */
  private async fallBack(
    key: string,
    query: string,
    params: QueryParams,
    required: boolean,
    error: ContentError,
  ): Promise<unknown> {
    const entry = this.cache.get(key);
    const what = `[content] ${queryName(query)} (${documentOf(query, params)}): ${error.message}`;
    if (entry?.good) {
      this.logger.warn(`${what}; serving the last good value`);
      return entry.value;
    }
    this.logger.warn(`${what}; serving the bundled dataset`);
    const value = (await this.options.fallback.fetch(query, params)).result;
    const current = this.cache.get(key);
    if (!current?.good) {
      this.cache.set(key, {
        query,
        params,
        required,
        value,
        good: false,
        expiresAt: this.now() + (this.options.fallbackTtlMs ?? 5_000),
        syncTags: current?.syncTags ?? [],
        generation: current?.generation ?? 0,
        loading: current?.loading,
      });
    }
    return value;
  }

  /** Starts (or joins) a fetch from the CMS for this entry; a good answer replaces the cached one. */
  private load(
    key: string,
    query: string,
    params: QueryParams,
    required: boolean,
    options: FetchOptions & { force?: boolean } = {},
  ): Promise<Outcome> {
    const existing = this.cache.get(key);
    if (existing?.loading && !options.force) return existing.loading;
    const generation = (existing?.generation ?? 0) + 1;
    const { force: _force, ...fetchOptions } = options;
    const loading = this.ask(query, params, required, fetchOptions).then((outcome) => {
      const current = this.cache.get(key);
      if (current && current.generation > generation) return outcome; // a newer fetch has started since
      if (outcome.ok) {
        // A first answer is not a change (no page has shown it); a different answer than the one shown is. Listeners
        // hear of it once the cache holds it: one that reads the answer again gets the new one.
        const changed =
          current !== undefined &&
          current.value !== undefined &&
          (!current.good || !isDeepStrictEqual(current.value, outcome.value));
        this.cache.set(key, {
          query,
          params,
          required,
          value: outcome.value,
          good: true,
          expiresAt: this.now() + this.options.ttlMs,
          syncTags: outcome.syncTags,
          generation,
        });
        if (changed) this.changed(query, params);
      } else if (current) {
        current.loading = undefined;
      }
      return outcome;
    });
    const placeholder: Entry = existing ?? {
      query,
      params,
      required,
      value: undefined,
      good: false,
      expiresAt: 0,
      syncTags: [],
      generation,
    };
    placeholder.loading = loading;
    placeholder.generation = generation;
    if (!existing) this.cache.set(key, placeholder);
    return loading;
  }

  /** Asks the CMS once and checks the answer: every failure comes back as a ContentError, never thrown. */
  private async ask(
    query: string,
    params: QueryParams,
    required: boolean,
    options: FetchOptions,
  ): Promise<Outcome & { syncTags: string[] }> {
    try {
      const answer = await this.options.primary.fetch(query, params, options);
      if (required && (answer.result === null || answer.result === undefined)) {
        throw new ContentError(`${this.options.primary.description}: the document is missing`, "missing");
      }
      const checked = checkResult(query, answer.result, params);
      if (checked.issues.length > 0) {
        const list = checked.issues.map(formatIssue).join("; ");
        if (!checked.valid) throw new ContentError(`the content fails the schema: ${list}`, "wrong-shape");
        this.logger.warn(
          `[content] ${queryName(query)} (${documentOf(query, params)}): malformed content repaired: ${list}`,
        );
      }
      if (!checked.valid) throw new ContentError("the content fails the schema", "wrong-shape");
      return { ok: true, value: checked.value, syncTags: answer.syncTags };
    } catch (error) {
      const contentError =
        error instanceof ContentError
          ? error
          : new ContentError((error as Error).message, "unreachable", undefined, { cause: error });
      return { ok: false, error: contentError, syncTags: [] };
    }
  }

  /** Calls `listener` after every change to an answer pages have shown; returns the unsubscribe function. */
  onChange(listener: ContentChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(query: string, params: QueryParams) {
    const types = typesOf(query, params).slice(0, 1);
    for (const listener of this.changeListeners) {
      try {
        listener({ types });
      } catch (error) {
        this.logger.warn(`[content] a change listener failed: ${(error as Error).message}`);
      }
    }
  }

  /** Refetches the given entries now and waits for them; a failure keeps the last good value. */
  private async refresh(keys: string[], options: FetchOptions): Promise<number> {
    await Promise.all(
      keys.map(async (key) => {
        const entry = this.cache.get(key);
        if (!entry) return;
        const outcome = await this.load(key, entry.query, entry.params, entry.required, { ...options, force: true });
        if (!outcome.ok) {
          this.logger.warn(
            `[content] ${queryName(entry.query)} (${documentOf(entry.query, entry.params)}): refresh failed: ${outcome.error.message}; keeping the last good value`,
          );
        }
      }),
    );
    return keys.length;
  }

  private keysWhere(match: (entry: Entry) => boolean): string[] {
    return [...this.cache.entries()].filter(([, entry]) => match(entry)).map(([key]) => key);
  }

  /** After a webhook: refetches, from the live API, every cached query that reads one of `types` (all without). */
  revalidateTypes(types?: string[]): Promise<number> {
    const keys = this.keysWhere(
      (entry) =>
        !types ||
        types.length === 0 ||
        typesOf(entry.query, entry.params).some((type) => type === "*" || types.includes(type)),
    );
    return this.refresh(keys, { fresh: true });
  }

  /** After a Live Content API message: refetches exactly the cached queries whose sync tags it names. */
  revalidateSyncTags(tags: string[], lastLiveEventId?: string): Promise<number> {
    const keys = this.keysWhere((entry) => entry.syncTags.some((tag) => tags.includes(tag)));
    return this.refresh(keys, { lastLiveEventId });
  }

  /** Refetches everything cached (a live `restart` or `reconnect`: events may have been missed). */
  revalidateAll(lastLiveEventId?: string): Promise<number> {
    return this.refresh(
      this.keysWhere(() => true),
      { lastLiveEventId },
    );
  }

  /**
   * Holds one Live Content API stream for this process. While it is down, the TTL keeps content fresh enough; the
   * stream is tried again with a growing delay (5 s up to 5 min).
   */
  startLive(): void {
    const { primary } = this.options;
    if (!primary.liveEvents || this.live) return;
    const lost = (reason: string) => {
      if (this.liveConnected || !this.liveRetry) {
        this.logger.warn(
          `[content] live updates: ${reason}; content is refreshed every ${this.options.ttlMs / 1000} s until the stream is back`,
        );
      }
      this.liveConnected = false;
      this.live?.unsubscribe();
      this.live = null;
      if (this.liveRetry) return;
      this.liveRetry = setTimeout(() => {
        this.liveRetry = null;
        // (a stream that failed while it was being opened is dropped here)
        this.live?.unsubscribe();
        this.live = null;
        this.startLive();
      }, this.liveBackoffMs);
      this.liveRetry.unref?.();
      this.liveBackoffMs = Math.min(this.liveBackoffMs * 2, 5 * 60_000);
    };
    try {
      this.live = this.subscribeLive(primary, lost);
    } catch (error) {
      // e.g. an API version older than the Live Content API: the TTL alone keeps content fresh.
      lost(`the stream cannot be opened (${(error as Error).message})`);
    }
  }

  private subscribeLive(primary: ContentSource, lost: (reason: string) => void): LiveSubscription {
    return primary.liveEvents!({
      next: (event) => {
        switch (event.type) {
          case "welcome":
            if (!this.liveConnected) this.logger.info("[content] live updates: connected to the Live Content API");
            this.liveConnected = true;
            this.liveBackoffMs = 5_000;
            return;
          case "message":
            void this.revalidateSyncTags(event.tags, event.id);
            return;
          case "restart":
            void this.revalidateAll(event.id);
            return;
          case "reconnect":
            void this.revalidateAll();
            return;
          case "goaway":
            lost(`the stream was closed (${event.reason})`);
            return;
        }
      },
      error: (error) => lost(`the stream failed (${(error as Error).message ?? error})`),
      complete: () => lost("the stream ended"),
    });
  }

  /**
   * Done once at start-up rather than on the first visitor's time: the bundled dataset is parsed and every
   * query's result type derived, so a fallback answer costs a few milliseconds even on a cold server.
   */
  warmUp(): void {
    for (const query of QUERY_NAMES.keys()) {
      try {
        resultTypeOf(query);
      } catch {
        // A query sliced by parameters ([$start...$end]) is derived at its first use, with them.
      }
    }
    void this.options.fallback.fetch(queries.SITE_SETTINGS_QUERY, {}).catch(() => {});
  }

  /** Stops the live stream (tests, shutdown). */
  close(): void {
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimer = null;
    if (this.liveRetry) clearTimeout(this.liveRetry);
    this.liveRetry = null;
    this.live?.unsubscribe();
    this.live = null;
    this.liveConnected = false;
  }

  /**
   * The content runner for one request: published content through the cache, or the editor's drafts in preview.
   * `page()` is for the document a page is about: it is never missing (see fetch).
   */
  async forRequest(request: Request, usage?: ContentUsage) {
    const preview = (await this.preview?.isPreviewRequest(request)) ?? false;
    // The URL decides the language; one cached answer holds every language and serves the three.
    const locale = localeFromPath(new URL(request.url).pathname);
    // Image fields leave the layer resolved (src, srcset, size, placeholder): see app/content/images.server.ts.
    const run = async <const Q extends string>(
      query: Q,
      params: QueryParams = {},
      required = false,
      record = usage,
    ): Promise<Content<Q>> => {
      const published = () => this.fetch<QueryResult<Q>>(query, params, { required, usage: record });
      const value = await (preview && this.preview ? this.preview.fetch(query, params, published) : published());
      return resolveImages(localize(value, locale), this.images);
    };
    return {
      preview,
      locale,
      /** Content a page shows; `required`: a null answer is a failure too (a singleton every page needs). */
      run<const Q extends string>(query: Q, params: QueryParams = {}, options: { required?: boolean } = {}) {
        return run(query, params, options.required);
      },
      /**
       * Content, and whether this answer is a stand-in (Sanity unreachable or its answer unusable: the last good
       * value or the bundled dataset's), for a page that must not decide on one (a 404 from a list that may be old).
       */
      async runTelling<const Q extends string>(query: Q, params: QueryParams = {}) {
        const own: ContentUsage = { types: new Set(), degraded: false };
        const value = await run(query, params, false, own);
        for (const type of own.types) usage?.types.add(type);
        if (own.degraded && usage) usage.degraded = true;
        return { value, standIn: own.degraded };
      },
      /** The page's own document: a CMS that lacks it falls back like any failure; absent everywhere it is a 404. */
      async page<const Q extends string>(query: Q, params: QueryParams = {}): Promise<NonNullable<Content<Q>>> {
        const value = await run(query, params, true);
        if (value === null || value === undefined) throw new Response(null, { status: 404, statusText: "Not Found" });
        return value as NonNullable<Content<Q>>;
      },
    };
  }
}

/** Builds the content layer from the validated environment: Sanity when a project is set, else the bundled dataset. */
export function createContentLayer(env: Env, overrides: Partial<ContentLayerOptions> = {}): ContentLayer {
  const config = sanityClientConfig(env);
  const fallback = createBundledSource();
  const primary = config ? createSanitySource(config) : fallback;
  return new ContentLayer({
    primary,
    fallback,
    ttlMs: env.CONTENT_TTL_SECONDS * 1000,
    deadlineMs: env.CONTENT_DEADLINE_MS,
    preview: createPreview(env),
    ...overrides,
  });
}
