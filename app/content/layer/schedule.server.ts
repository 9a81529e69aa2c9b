import { nextDue } from "../blog/blog";
import { SCHEDULE_QUERY } from "../queries";

/** How long after a scheduled time (a post's, an announcement's) the layer refetches (GROQ's now() is the CMS's clock, not this one's). */
export const DUE_MARGIN_MS = 300;
/** The longest a timer waits (setTimeout's limit is 2^31 - 1 ms, about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What the schedule needs of the content layer: the schedule's answer, and a refetch by type. */
export interface ScheduleSource {
  fetch<T>(query: string): Promise<T>;
  revalidateTypes(types: string[]): Promise<number>;
}

/**
 * Scheduled posts go out on time, and announcements come and go at theirs, with no publish event: the schedule knows
 * the next such time ahead (from SCHEDULE_QUERY, itself refreshed by publishes) and at that moment refetches every
 * query that reads the types due then, as a publish would. The answers that change are published as changes: the
 * page cache drops them and the CDN keys are purged (content.server.ts). Every instance does it on its own clock.
 */
export class Schedule {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly content: ScheduleSource,
    private readonly now: () => number,
  ) {}

  /** Finds the next time ahead and waits for it (again after each); a later call replaces the wait. */
  async watch(): Promise<void> {
    const entries = await this.content.fetch<{ _type: string; times: (string | null)[] | null }[] | null>(
      SCHEDULE_QUERY,
    );
    this.close();
    const ahead = (entries ?? []).flatMap((entry) => {
      const due = nextDue(entry.times ?? [], this.now());
      return due === null ? [] : [{ type: entry._type, due }];
    });
    if (ahead.length === 0) return;
    const due = Math.min(...ahead.map((entry) => entry.due));
    const types = [...new Set(ahead.filter((entry) => entry.due === due).map((entry) => entry.type))];
    // Past the time by a little, so that the CMS's own clock (GROQ's now()) has reached it too; a timer cannot wait
    // longer than about 24 days: it then looks again.
    const wait = Math.min(due - this.now() + DUE_MARGIN_MS, MAX_TIMER_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      void (wait < MAX_TIMER_MS ? this.content.revalidateTypes(types) : Promise.resolve(0))
        .catch(() => 0)
        .then(() => this.watch());
    }, wait);
    this.timer.unref?.();
  }

  /** Stops waiting (tests, shutdown). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
