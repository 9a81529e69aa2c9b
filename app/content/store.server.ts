import { LRUCache } from "lru-cache";
import type { QueryParams } from "./bundled-dataset.server";
import type { ContentSource } from "./source.server";
import { checkResult, formatIssue } from "./validate.server";

/**
 * Between the pages and the CMS: query results are cached for `ttlMs`, then served stale while one refresh runs
 * (concurrent views share it). When the CMS fails or times out, the last good value is served; with none yet, the
 * bundled dataset answers. Results are checked against the schema before they are kept (see validate.server.ts).
 * Visitors never see a CMS error; the log does.
 */
export interface StoreOptions {
  primary: ContentSource;
  /** The bundled dataset: the answer of last resort. */
  fallback: ContentSource;
  /** 0 turns the cache off: every view asks the primary source. */
  ttlMs: number;
  /** How long a fallback answer is kept before the primary source is tried again. */
  fallbackTtlMs?: number;
  logger?: Pick<Console, "warn">;
  /** For tests: the clock the cache reads. */
  perf?: { now(): number };
}

interface Entry {
  query: string;
  params: QueryParams;
}

export class ContentStore {
  private readonly cache: LRUCache<string, { value: unknown }, Entry> | null;
  private readonly logger: Pick<Console, "warn">;

  constructor(private readonly options: StoreOptions) {
    this.logger = options.logger ?? console;
    this.cache =
      options.ttlMs > 0
        ? new LRUCache<string, { value: unknown }, Entry>({
            max: 500,
            ttl: options.ttlMs,
            allowStale: true, // serve the stale value while one refresh runs
            noDeleteOnStaleGet: true,
            allowStaleOnFetchRejection: true,
            noDeleteOnFetchRejection: true,
            perf: options.perf,
            fetchMethod: (_key, stale, { context, options: entryOptions }) =>
              this.load(context, stale !== undefined, (ttl) => {
                entryOptions.ttl = ttl;
              }),
          })
        : null;
  }

  private key(query: string, params: QueryParams) {
    return JSON.stringify([query, params]);
  }

  /** Asks the primary source; repairs what the schema says is broken; falls back when it can't be used. */
  private async load(entry: Entry, haveStale: boolean, setTtl: (ttl: number) => void, live = false): Promise<{ value: unknown }> {
    const { query, params } = entry;
    try {
      const raw = await this.options.primary.fetch(query, params, { live });
      const checked = checkResult(query, raw);
      for (const issue of checked.issues) this.logger.warn(`[content] malformed content, repaired: ${formatIssue(issue)}`);
      if (checked.valid) return { value: checked.value };
      throw new Error("the result is malformed beyond repair");
    } catch (error) {
      this.logger.warn(`[content] ${this.options.primary.description}: ${(error as Error).message}`);
      // With a last good value, rethrowing makes the cache serve it (and try again on the next view).
      if (haveStale) {
        this.logger.warn("[content] serving the last good value");
        throw error;
      }
      this.logger.warn("[content] no good value yet: serving the bundled dataset");
      setTtl(this.options.fallbackTtlMs ?? 5_000);
      return { value: await this.options.fallback.fetch(query, params) };
    }
  }

  async fetch<T>(query: string, params: QueryParams = {}): Promise<T> {
    const entry = { query, params };
    if (!this.cache) return (await this.load(entry, false, () => {})).value as T;
    const result = await this.cache.fetch(this.key(query, params), { context: entry });
    if (!result) throw new Error(`No content for ${query}`);
    return result.value as T;
  }

  /**
   * After a publish: refetches, from the live API rather than the CDN, every cached query that may read the
   * changed type (or every query, without a type), so the next view is fresh. Returns how many were refreshed.
   */
  async revalidate(type?: string): Promise<number> {
    if (!this.cache) return 0;
    const affected = [...this.cache.entries()].filter(([key]) => {
      const [query] = JSON.parse(key) as [string];
      return !type || queryMayRead(query, type);
    });
    await Promise.all(
      affected.map(async ([key]) => {
        const [query, params] = JSON.parse(key) as [string, QueryParams];
        const fresh = await this.load({ query, params }, true, () => {}, true).catch(() => null);
        if (fresh) this.cache?.set(key, fresh);
        else this.cache?.delete(key);
      }),
    );
    return affected.length;
  }
}

/** Whether a query filters on a document type that includes `type` (queries that name no type may read any). */
export function queryMayRead(query: string, type: string): boolean {
  const named = [...query.matchAll(/_type\s*(?:==\s*"([^"]+)"|in\s*\[([^\]]*)\])/g)].flatMap((match) =>
    match[1] ? [match[1]] : [...(match[2] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1] as string),
  );
  return named.length === 0 || named.includes(type) || /_type\s*==\s*\$/.test(query);
}
