import type { SanityQueries } from "@sanity/client";
import type { QueryParams } from "@shared/content/groq";
import { localeFromPath } from "@shared/addresses/locales";
import type { Env } from "@shared/setup/env.server";
import { deriveResultTypes } from "./answers.server";
import { resolveImages, type WithResolvedImages } from "./images.server";
import { LiveUpdates } from "./live.server";
import { localize, type Localized } from "./localize";
import { createPreview, type Preview } from "./preview.server";
import { SITE_SETTINGS_QUERY } from "../queries";
import { QueryCache, type ContentChangeListener, type QueryCacheOptions } from "./query-cache.server";
import { newUsage, type ContentUsage } from "./usage";
import { sanityClientConfig } from "@shared/setup/sanity-client.server";
import { Schedule } from "./schedule.server";
import { createBundledSource, createSanitySource, type ContentSource } from "./source.server";

/*
 * The content layer: the one way a page gets content. Between the pages and the CMS it keeps the last good result
 * of every query, waits for the CMS at most a deadline, and treats every way the CMS can fail (down, slow, an HTTP
 * error, a body that is not JSON, JSON of the wrong shape, a page's document missing, content that fails the
 * schema) as one class: the page is served from the last good value, else from the bundled dataset, and the log
 * gets one warning naming the query, the document and the cause. Sanity's Live Content API (or the webhook) tells
 * it what changed, and exactly the cached queries that read it are refetched. See docs/decisions/004-content-layer-v2.md.
 *
 * It is three parts, each in its own module: the cache of answers (query-cache.server.ts, with the checked answer
 * from the CMS in answers.server.ts), the live stream (live.server.ts) and the schedule (schedule.server.ts). This
 * class puts them together and hands each request its content (forRequest).
 */

/** The result type of a query in queries.ts, as `sanity typegen` generated it. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown;
/**
 * What a page gets for a query: its result in the page's language (localize.ts), with image fields resolved for the
 * <img> (images.server.ts).
 */
export type Content<Q extends string> = WithResolvedImages<Localized<QueryResult<Q>>>;

export interface ContentLayerOptions extends Omit<QueryCacheOptions, "logger" | "now"> {
  preview?: Preview | null;
  logger?: Pick<Console, "warn" | "info">;
  /** For tests: the clock the cache and the schedule read. */
  now?: () => number;
}

export class ContentLayer {
  readonly mode: ContentSource["mode"];
  readonly description: string;
  readonly images: ContentSource["images"];
  readonly preview: Preview | null;
  private readonly cache: QueryCache;
  private readonly live: LiveUpdates;
  private readonly schedule: Schedule;

  constructor(private readonly options: ContentLayerOptions) {
    this.mode = options.primary.mode;
    this.description = options.primary.description;
    this.images = options.primary.images;
    this.preview = options.preview ?? null;
    const logger = options.logger ?? console;
    const now = options.now ?? Date.now;
    this.cache = new QueryCache({ ...options, logger, now });
    this.live = new LiveUpdates(options.primary, this.cache, { logger, ttlMs: options.ttlMs });
    this.schedule = new Schedule(this, now);
  }

  /** Published content for a query, never an exception (QueryCache.fetch). */
  fetch<T>(query: string, params: QueryParams = {}, options: { required?: boolean; usage?: ContentUsage } = {}) {
    return this.cache.fetch<T>(query, params, options);
  }

  /** Calls `listener` after every change to an answer pages have shown; returns the unsubscribe function. */
  onChange(listener: ContentChangeListener): () => void {
    return this.cache.onChange(listener);
  }

  /** After a webhook (or a scheduled time): refetches every cached query that reads one of `types` (all without). */
  revalidateTypes(types?: string[]): Promise<number> {
    return this.cache.revalidateTypes(types);
  }

  /** After a Live Content API message: refetches exactly the cached queries whose sync tags it names. */
  revalidateSyncTags(tags: string[], lastLiveEventId?: string): Promise<number> {
    return this.cache.revalidateSyncTags(tags, lastLiveEventId);
  }

  /** Refetches everything cached. */
  revalidateAll(lastLiveEventId?: string): Promise<number> {
    return this.cache.revalidateAll(lastLiveEventId);
  }

  /** Watches the schedule: scheduled posts and announcements change on time, with no publish (schedule.server.ts). */
  watchSchedule(): Promise<void> {
    return this.schedule.watch();
  }

  /** Holds one Live Content API stream for this process (live.server.ts). */
  startLive(): void {
    this.live.start();
  }

  /** Whether the live event stream is connected. */
  get liveConnected(): boolean {
    return this.live.connected;
  }

  /**
   * Done once at start-up rather than on the first visitor's time: the bundled dataset is parsed and every
   * query's result type derived, so a fallback answer costs a few milliseconds even on a cold server.
   */
  warmUp(): void {
    deriveResultTypes();
    void this.options.fallback.fetch(SITE_SETTINGS_QUERY, {}).catch(() => {});
  }

  /** Stops the live stream and the schedule (tests, shutdown). */
  close(): void {
    this.schedule.close();
    this.live.close();
  }

  /**
   * The content runner for one request: published content through the cache, or the editor's drafts in preview.
   * `page()` is for the document a page is about: it is never missing (see fetch).
   */
  async forRequest(request: Request, usage?: ContentUsage) {
    const preview = (await this.preview?.isPreviewRequest(request)) ?? false;
    // The URL decides the language; one cached answer holds every language and serves the three.
    const locale = localeFromPath(new URL(request.url).pathname);
    // Image fields leave the layer resolved (src, srcset, size, placeholder): see app/content/layer/images.server.ts.
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
       * A list read only to find which document an address names, and whether it is a stand-in (Sanity unreachable
       * or its answer unusable), for a page that must not decide on one (a 404 from a list that may be old). Not
       * among what the page shows, so not among its keys: the page reads what it found with `run`, and an edit to
       * another member of the list does not drop it. When nothing is found, `missed()` files the page under the
       * list (a new member may be the one it looked for). A stand-in still marks the render.
       */
      async lookup<const Q extends string>(query: Q, params: QueryParams = {}) {
        const own = newUsage();
        const value = await run(query, params, false, own);
        if (own.degraded && usage) usage.degraded = true;
        const missed = () => {
          for (const answer of own.answers) usage?.answers.add(answer);
          for (const type of own.types) usage?.types.add(type);
        };
        return { value, standIn: own.degraded, missed };
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
