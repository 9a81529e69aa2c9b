import type { SanityClient } from "@sanity/client";
import { countKey, RESULTS_TYPE, resultsDocumentId } from "@shared/results";
import type { VisitsRecord } from "./counter.server";

/*
 * With Sanity configured, the counts also go to one document a day (`results.<day>`: a private id, like leads), so
 * the Studio's Results tool reads them and several instances count together with no server of their own: each adds
 * what it counted with Sanity's atomic `inc`, at most one transaction a minute (the API's limits are far above).
 * A count is an object under `counts.<key>` (its path, language, source, campaign and views); `countKey` names it.
 */

type Count = { path: string; language: string; source: string; campaign: string; views: number };

export class SanityCounts {
  /** What is counted and not yet in Sanity, by day and count key. */
  private pending = new Map<string, Map<string, Count>>();
  private timer: NodeJS.Timeout | undefined;
  private pushing: Promise<void> = Promise.resolve();

  constructor(
    private client: SanityClient,
    private options: { everyMs?: number; logger?: Pick<Console, "warn"> } = {},
  ) {}

  /** Takes what the local store has just written (VisitCounter's `onFlush`), to send with the next push. */
  add(records: readonly VisitsRecord[]): void {
    for (const { day, rows } of records)
      for (const [path, language, source, campaign, views] of rows)
        this.merge(day, { path, language, source, campaign, views });
    this.timer ??= setTimeout(() => void this.push(), this.options.everyMs ?? 60_000);
  }

  private merge(day: string, count: Count) {
    let forDay = this.pending.get(day);
    if (!forDay) this.pending.set(day, (forDay = new Map()));
    const key = countKey(count);
    const known = forDay.get(key);
    forDay.set(key, known ? { ...known, views: known.views + count.views } : count);
  }

  /** Sends what is pending in one transaction; on failure it stays pending for the next push. */
  push(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const sending = this.pending;
    this.pending = new Map();
    if (sending.size === 0) return this.pushing;
    this.pushing = this.pushing.then(async () => {
      const transaction = this.client.transaction();
      for (const [day, counts] of sending) {
        const _id = resultsDocumentId(day);
        transaction.createIfNotExists({ _id, _type: RESULTS_TYPE, day, counts: {} });
        transaction.patch(_id, (patch) => {
          let next = patch.setIfMissing({ counts: {} });
          for (const [key, { views, ...what }] of counts)
            next = next
              .setIfMissing({ [`counts.${key}`]: { ...what, views: 0 } })
              .inc({ [`counts.${key}.views`]: views });
          return next;
        });
      }
      try {
        await transaction.commit({ visibility: "async" });
      } catch (error) {
        for (const [day, counts] of sending) for (const count of counts.values()) this.merge(day, count);
        this.timer ??= setTimeout(() => void this.push(), this.options.everyMs ?? 60_000);
        (this.options.logger ?? console).warn(
          `[results] the counts could not reach Sanity (tried again in a minute): ${error instanceof Error ? error.message : error}`,
        );
      }
    });
    return this.pushing;
  }

  async close(): Promise<void> {
    await this.push();
  }
}
