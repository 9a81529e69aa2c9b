/*
 * A job that never runs twice at once and misses no call: asked while it runs, it runs once more after the run under
 * way (however many times it was asked meanwhile), since what it looks at may have changed after it looked. The
 * lead outbox's deliveries (app/leads/delivery.server.ts), the memory of addresses
 * (app/content/site/address-memory.server.ts) and the site search's builds (app/search/site-search.ts) run so.
 */
export class Coalesced {
  private running: Promise<void> | null = null;
  private again = false;

  /**
   * @param job one run; it handles its own errors (one that throws ends the runs, and is the callers' to see)
   * @param options `more`: whether another run may follow (false once stopping); `after`: called when the runs end
   */
  constructor(
    private readonly job: () => Promise<void>,
    private readonly options: { more?: () => boolean; after?: () => void } = {},
  ) {}

  /** Runs now, or once more after the run under way; resolves when no run is left. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.job();
        } while (this.again && (this.options.more?.() ?? true));
      } finally {
        this.running = null;
      }
      this.options.after?.();
    })();
    return this.running;
  }

  /** The runs under way, to wait for (resolved when none). */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }
}
