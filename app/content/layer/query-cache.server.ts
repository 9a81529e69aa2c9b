import { isDeepStrictEqual } from "node:util";
import { LRUCache } from "lru-cache";
import type { QueryParams } from "@shared/content/groq";
import { shortHash } from "@shared/setup/hash";
import type { ContentUsage } from "./usage";
import { aboutQuery, askChecked, typesOf, withDeadline, type Outcome } from "./answers.server";
import type { ContentError, ContentSource, FetchOptions } from "./source.server";

/*
 * The content layer's cache of query answers: the last good answer of every query, fresh for a time to live, then
 * served stale while one refresh runs; a page waits for the CMS at most a deadline, then gets the last good value,
 * else the bundled dataset's answer (held briefly). Refreshed by document type (webhooks), by sync tag (the Live
 * Content API) or all at once; an answer that changes is told to the listeners. See docs/decisions/004.
 */

/** The key of a query's answer: the same on every instance, whatever the order of its parameters. */
export const answerKey = (query: string, params: QueryParams = {}) =>
  `${ANSWER_KEY_PREFIX}${shortHash([query, params])}`;
const ANSWER_KEY_PREFIX = "q:";
export const isAnswerKey = (key: string) => key.startsWith(ANSWER_KEY_PREFIX);

/**
 * A change to published content: the answers that changed, and the document type each is about (the first its
 * filters name: `redirect` for the redirects, `homePage` for the home page's query, not the landing pages its links
 * may name). A post's body edited changes that post's answer, not a list's that shows only its title.
 */
export type ContentChangeListener = (change: { answers: string[]; types: string[] }) => void;

export interface QueryCacheOptions {
  primary: ContentSource;
  /** The bundled dataset: the answer of last resort. */
  fallback: ContentSource;
  /** How long a result is fresh; after it the stale value is served while one refresh runs. 0: always ask. */
  ttlMs: number;
  /** The longest a page waits on the CMS, retries included; past it the page is served at once from a fallback. */
  deadlineMs: number;
  /** How long a fallback answer is served before the CMS is asked again by a page (it is retried in the background). */
  fallbackTtlMs?: number;
  logger: Pick<Console, "warn" | "info">;
  /** The clock the cache reads. */
  now: () => number;
  /** The first wait before a failed refresh is tried again (REFRESH_RETRY_MS; 0: never, for tests about one try). */
  refreshRetryMs?: number;
  /** How many answers are held (CACHED_ANSWERS_MAX); those pushed out are still followed. */
  maxAnswers?: number;
}

/** How many answers a refresh asks the CMS for at once (thousands may read a changed type at ten times today's). */
export const REFRESH_CONCURRENCY = 16;

/** Runs `task` on each item, at most `limit` at a time. */
async function inTurn<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The first wait before a failed refresh is tried again (then doubling: 1, 2, 4 … 32 s). */
export const REFRESH_RETRY_MS = 1_000;
/** How many times a failed refresh is tried again; after that the entry refreshes at its next expiry. */
export const REFRESH_RETRIES = 6;

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

/** What is kept of an answer pushed out of the cache that pages may still show: enough to ask again and compare. */
interface Shown {
  query: string;
  params: QueryParams;
  required: boolean;
  syncTags: string[];
  digest: string;
}

/** How many answers the cache holds, and how many pushed-out answers it still follows (a few hundred bytes each). */
export const CACHED_ANSWERS_MAX = 1_000;
export const SHOWN_ANSWERS_MAX = 100_000;

export class QueryCache {
  private readonly entries: LRUCache<string, Entry>;
  /**
   * Answers pushed out of the cache that a kept page (here, in Varnish, at a CDN) may still show: a change to one
   * must still be found and purged, however many answers the site has.
   */
  private readonly shown = new Map<string, Shown>();
  /** Fetches started so far: each fetch's generation. */
  private fetches = 0;
  private readonly listeners = new Set<ContentChangeListener>();

  constructor(private readonly options: QueryCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      max: options.maxAnswers ?? CACHED_ANSWERS_MAX,
      dispose: (entry, key, reason) => {
        if (reason === "evict" && entry.good && entry.value !== undefined) this.stillShown(key, entry);
      },
    });
  }

  private stillShown(key: string, { query, params, required, syncTags, value }: Entry) {
    this.shown.set(key, { query, params, required, syncTags, digest: shortHash(value) });
    if (this.shown.size > SHOWN_ANSWERS_MAX) this.shown.delete(this.shown.keys().next().value!);
  }

  /** Whether `value` differs from the answer pages have shown for `key` (none shown yet: no). */
  private differs(key: string, current: Entry | undefined, value: unknown): boolean {
    if (current?.value !== undefined) return !current.good || !isDeepStrictEqual(current.value, value);
    const gone = this.shown.get(key);
    return gone !== undefined && gone.digest !== shortHash(value);
  }

  private get retryMs() {
    return this.options.refreshRetryMs ?? REFRESH_RETRY_MS;
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
    const key = JSON.stringify([query, params]);
    if (usage) {
      usage.answers.add(answerKey(query, params));
      for (const type of typesOf(query, params)) usage.types.add(type);
    }
    const entry = this.entries.get(key);
    if (entry && this.options.now() < entry.expiresAt) {
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
  private async fallBack(key: string, query: string, params: QueryParams, required: boolean, error: ContentError) {
    const entry = this.entries.get(key);
    const what = `${aboutQuery(query, params)}: ${error.message}`;
    if (entry?.good) {
      this.options.logger.warn(`${what}; serving the last good value`);
      return entry.value;
    }
    this.options.logger.warn(`${what}; serving the bundled dataset`);
    const value = (await this.options.fallback.fetch(query, params)).result;
    const current = this.entries.get(key);
    if (!current?.good) {
      this.entries.set(key, {
        ...{ query, params, required, value, good: false, loading: current?.loading },
        expiresAt: this.options.now() + (this.options.fallbackTtlMs ?? 5_000),
        syncTags: current?.syncTags ?? [],
        generation: current?.generation ?? 0,
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
    { force = false, ...options }: FetchOptions & { force?: boolean } = {},
  ): Promise<Outcome> {
    const existing = this.entries.get(key);
    if (existing?.loading && !force) return existing.loading;
    // (one counter for every entry: an entry pushed out while it loads and asked again starts above it)
    const generation = ++this.fetches;
    const asked = askChecked(this.options.primary, { query, params, required, options }, this.options.logger);
    const loading = asked.then((outcome) => {
      const current = this.entries.get(key);
      if (current && current.generation > generation) {
        // A newer fetch has started since. A page may show this answer: the newer one is compared with it.
        if (outcome.ok && current.value === undefined && !this.shown.has(key))
          this.shown.set(key, {
            query,
            params,
            required,
            syncTags: outcome.syncTags,
            digest: shortHash(outcome.value),
          });
        return outcome;
      }
      if (outcome.ok) {
        // A first answer is not a change (no page has shown it); a different answer than the one shown is. Listeners
        // hear of it once the cache holds it: one that reads the answer again gets the new one.
        const changed = this.differs(key, current, outcome.value);
        this.shown.delete(key);
        const expiresAt = this.options.now() + this.options.ttlMs;
        const { value, syncTags } = outcome;
        this.entries.set(key, { query, params, required, value, good: true, expiresAt, syncTags, generation });
        if (changed) this.changed(query, params);
      } else if (current) {
        current.loading = undefined;
        // (the fallback answer this failure leads to is refreshed by the live events that name them)
        if (outcome.syncTags.length > 0) current.syncTags = outcome.syncTags;
      }
      return outcome;
    });
    const placeholder: Entry = existing ?? {
      ...{ query, params, required, value: undefined, good: false },
      ...{ expiresAt: 0, syncTags: [], generation },
    };
    placeholder.loading = loading;
    placeholder.generation = generation;
    if (!existing) this.entries.set(key, placeholder);
    return loading;
  }

  /** Calls `listener` after every change to an answer pages have shown; returns the unsubscribe function. */
  onChange(listener: ContentChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(query: string, params: QueryParams) {
    const change = { answers: [answerKey(query, params)], types: typesOf(query, params).slice(0, 1) };
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.options.logger.warn(`[content] a change listener failed: ${(error as Error).message}`);
      }
    }
  }

  /**
   * Refetches the given entries now and waits for them; a failure keeps the last good value, and is tried again
   * after REFRESH_RETRY_MS (doubling, REFRESH_RETRIES times): a change the CMS did not answer for (a busy or
   * restarting API) reaches the pages seconds after it answers again, not at the entries' next expiry, which pages
   * kept whole (the page cache, a CDN) would never reach.
   */
  private async refresh(keys: string[], options: FetchOptions, attempt = 0): Promise<number> {
    const failed: string[] = [];
    await inTurn(keys, REFRESH_CONCURRENCY, async (key) => {
      const entry = this.entries.get(key) ?? this.shown.get(key);
      if (!entry) return;
      const outcome = await this.load(key, entry.query, entry.params, entry.required, { ...options, force: true });
      if (!outcome.ok) {
        failed.push(key);
        this.options.logger.warn(
          `${aboutQuery(entry.query, entry.params)}: refresh failed: ${outcome.error.message}; keeping the last good value${this.retryMs > 0 && attempt < REFRESH_RETRIES ? `, trying again in ${(this.retryMs * 2 ** attempt) / 1000} s` : ""}`,
        );
      }
    });
    if (failed.length > 0 && this.retryMs > 0 && attempt < REFRESH_RETRIES) {
      const retry = setTimeout(() => void this.refresh(failed, options, attempt + 1), this.retryMs * 2 ** attempt);
      retry.unref?.();
    }
    return keys.length;
  }

  /** The answers, cached or still shown, that `match` picks. */
  private keysWhere(match: (entry: Entry | Shown) => boolean): string[] {
    const keys = [...this.entries.entries(), ...this.shown.entries()].filter(([, entry]) => match(entry));
    return [...new Set(keys.map(([key]) => key))];
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
}
