import type { ContentSource, LiveSubscription } from "./source.server";

/** What the live stream asks of the cache when Sanity says content changed. */
export interface LiveTargets {
  /** A message: refetch exactly the queries whose sync tags it names. */
  revalidateSyncTags(tags: string[], lastLiveEventId?: string): Promise<number>;
  /** A restart or a reconnect: events may have been missed, so refetch everything. */
  revalidateAll(lastLiveEventId?: string): Promise<number>;
}

/** The first wait before trying a lost stream again, and the longest (it doubles in between). */
export const LIVE_RETRY_MS = { first: 5_000, max: 5 * 60_000 } as const;

/**
 * One Live Content API stream for this process (the content layer's). While it is down, the cache's time to live
 * keeps content fresh enough; the stream is tried again with a growing delay (5 s up to 5 min), and one warning
 * says so (not one per failed try).
 */
export class LiveUpdates {
  private subscription: LiveSubscription | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private backoffMs: number = LIVE_RETRY_MS.first;
  /** Whether the stream is connected (a welcome was received and nothing broke it since). */
  connected = false;
  /**
   * Whether a stream was lost since the last welcome: a new stream starts with no event id to resume from, so what
   * was published meanwhile is heard of by nobody, and everything cached is refetched once the new one is welcomed.
   */
  private missed = false;

  constructor(
    private readonly primary: ContentSource,
    private readonly targets: LiveTargets,
    private readonly options: { logger: Pick<Console, "warn" | "info">; ttlMs: number },
  ) {}

  start(): void {
    if (!this.primary.liveEvents || this.subscription) return;
    try {
      this.subscription = this.subscribe();
    } catch (error) {
      // e.g. an API version older than the Live Content API: the TTL alone keeps content fresh.
      this.lost(`the stream cannot be opened (${(error as Error).message})`);
    }
  }

  private lost(reason: string) {
    this.missed = true;
    if (this.connected || !this.retry) {
      this.options.logger.warn(
        `[content] live updates: ${reason}; content is refreshed every ${this.options.ttlMs / 1000} s until the stream is back`,
      );
    }
    this.connected = false;
    this.subscription?.unsubscribe();
    this.subscription = null;
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      // (a stream that failed while it was being opened is dropped here)
      this.subscription?.unsubscribe();
      this.subscription = null;
      this.start();
    }, this.backoffMs);
    this.retry.unref?.();
    this.backoffMs = Math.min(this.backoffMs * 2, LIVE_RETRY_MS.max);
  }

  private subscribe(): LiveSubscription {
    return this.primary.liveEvents!({
      next: (event) => {
        switch (event.type) {
          case "welcome":
            if (!this.connected) this.options.logger.info("[content] live updates: connected to the Live Content API");
            this.connected = true;
            this.backoffMs = LIVE_RETRY_MS.first;
            if (this.missed) void this.targets.revalidateAll();
            this.missed = false;
            return;
          case "message":
            void this.targets.revalidateSyncTags(event.tags, event.id);
            return;
          case "restart":
            void this.targets.revalidateAll(event.id);
            return;
          case "reconnect":
            void this.targets.revalidateAll();
            return;
          case "goaway":
            this.lost(`the stream was closed (${event.reason})`);
            return;
        }
      },
      error: (error) => this.lost(`the stream failed (${(error as Error).message ?? error})`),
      complete: () => this.lost("the stream ended"),
    });
  }

  /** Closes the stream and stops trying again (tests, shutdown). */
  close(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.connected = false;
  }
}
