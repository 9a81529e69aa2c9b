import { deliveryKey, type DeliverableEntry, type LeadStore, type Target } from "./store.server";
import { Coalesced } from "~/lib/coalesced.server";

/*
 * The outbox: takes every record the local store still has to deliver and hands it to its target (Sanity, email),
 * first at once, then again with exponential backoff (2 s, 4 s, 8 s … up to 5 minutes) while the target fails —
 * for ever, across restarts: a lead waits in the journal until it is delivered. A target gets its records in the
 * order they were made (a subscriber's sign-up before their confirmation); one failure holds that target's later
 * records until the next try. Delivering twice is harmless: Sanity writes are `createIfNotExists` under an id made
 * from the record's idempotency key, so a retry after a lost answer never makes a second document.
 */

export type Deliver = (entry: DeliverableEntry) => Promise<void>;

export interface OutboxOptions {
  baseDelayMs?: number;
  maxDelayMs?: number;
}

interface Attempts {
  count: number;
  nextAt: number;
  lastError: string;
}

export class Outbox {
  private attempts = new Map<string, Attempts>();
  private timer: NodeJS.Timeout | null = null;
  private readonly rounds = new Coalesced(() => this.round(), {
    more: () => !this.stopped,
    after: () => this.schedule(),
  });
  private stopped = false;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    private store: LeadStore,
    private deliverers: Partial<Record<Target, Deliver>>,
    options: OutboxOptions = {},
  ) {
    this.baseDelayMs = options.baseDelayMs ?? 2000;
    this.maxDelayMs = options.maxDelayMs ?? 5 * 60_000;
  }

  /** Delivers what is due now (and schedules the rest); resolves when this round is over. */
  kick(): Promise<void> {
    return this.stopped ? Promise.resolve() : this.rounds.run();
  }

  /** The last failure of each delivery still waiting (for logs and `npm run leads`). */
  failures(): { id: string; target: Target; attempts: number; lastError: string }[] {
    return [...this.attempts].map(([key, value]) => {
      const [id, target] = key.split("\u0000") as [string, Target];
      return { id, target, attempts: value.count, lastError: value.lastError };
    });
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.rounds.settled();
  }

  private async round() {
    const blocked = new Set<Target>();
    for (const { entry, target } of this.store.waiting()) {
      if (this.stopped) return;
      if (blocked.has(target)) continue;
      const deliver = this.deliverers[target];
      const key = deliveryKey(entry.id, target);
      const attempt = this.attempts.get(key);
      if (!deliver || (attempt && attempt.nextAt > Date.now())) {
        blocked.add(target);
        continue;
      }
      try {
        await deliver(entry);
        await this.store.markDelivered(entry.id, target);
        this.attempts.delete(key);
        if (attempt) console.info(`[leads] ${entry.t} ${entry.id} reached ${target} after ${attempt.count + 1} tries`);
      } catch (error) {
        const count = (attempt?.count ?? 0) + 1;
        const delay = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (count - 1)) * (0.8 + Math.random() * 0.4);
        const lastError = error instanceof Error ? error.message : String(error);
        this.attempts.set(key, { count, nextAt: Date.now() + delay, lastError });
        console.warn(
          `[leads] ${entry.t} ${entry.id} could not reach ${target} (try ${count}: ${lastError}); ` +
            `it is kept in the local store, next try in ${Math.round(delay / 1000)} s`,
        );
        blocked.add(target);
      }
    }
  }

  private schedule() {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const waiting = this.store.waiting().filter(({ target }) => this.deliverers[target]);
    if (waiting.length === 0) return;
    const next = Math.min(
      ...waiting.map(({ entry, target }) => this.attempts.get(deliveryKey(entry.id, target))?.nextAt ?? Date.now()),
    );
    this.timer = setTimeout(() => void this.kick(), Math.max(50, next - Date.now()));
    this.timer.unref();
  }
}
