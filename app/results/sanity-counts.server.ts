import { randomUUID } from "node:crypto";
import { shortHash } from "@shared/setup/hash";
import type { SanityClient, Transaction } from "@sanity/client";
import {
  countKey,
  DAY_ROWS_MAX,
  foldedView,
  RESULTS_TYPE,
  resultsDocumentId,
  type AppliedBatch,
  type DailyCount,
  type ShownCount,
  type ViewKey,
} from "@shared/results/results";
import type { CounterRecord } from "./counter.server";

/*
 * With Sanity configured, the counts also go to one document a day (`results.<day>`: a private id, like leads), so
 * the Studio's Results tool reads them and several instances count together with no server of their own: each adds
 * what it counted with Sanity's atomic `inc`, in at most one transaction a minute (the API's limits are far above).
 *
 * A day's counts are an array of rows keyed by `countKey` (DailyCount), at most DAY_ROWS_MAX of them. Every write
 * holds only against the revision it was computed from (`ifRevisionId`), so two instances never insert the same row
 * twice: the one that loses reads again at its next minute.
 * Exactly once: each instance numbers its batches, and a batch's transaction notes in each day's document the
 * number of the last batch of that instance it holds (`applied`, a row per instance). A try whose answer was lost
 * is seen there when the batch is tried again, whoever wrote since, and is not added twice. A batch Sanity keeps
 * refusing is given up after BATCH_TRIES_MAX minutes, with a line in the log (the local store still holds those
 * views).
 */

type Count = Omit<DailyCount, "_key" | "visits"> & { visits: number };
const sum = (a: Count, b: Count): Count => ({ ...a, views: a.views + b.views, visits: a.visits + b.visits });
type Days = Map<string, Map<string, Count>>;
/** Visits shown a version of an experiment, by day and row key (a day's `shown` rows: ShownCount). */
type ShownDays = Map<string, Map<string, Omit<ShownCount, "_key">>>;
interface Batch {
  /** This instance's number for it: 1, 2, 3… */
  number: number;
  days: Days;
  shown: ShownDays;
  tries: number;
}
/** A day's document as a push reads it: its revision, its rows' keys, and each instance's last batch in it. */
interface DayState {
  _id: string;
  _rev: string;
  keys: string[] | null;
  shown: ShownCount[] | null;
  applied: AppliedBatch[] | null;
}

/** Minutes a batch is tried before it is given up. */
export const BATCH_TRIES_MAX = 5;
/** Sends at shutdown, at most: the batch waiting, what is pending, and a few re-reads after conflicts. */
const CLOSING_ROUNDS = 4;

const isConflict = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode === 409;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A day's row of visits shown an experiment's version, keyed by both. */
const shownKey = (experiment: string, version: string) => `s${shortHash([experiment, version]).replace(/-/g, "_")}`;

function mergeShown(days: ShownDays, day: string, count: Omit<ShownCount, "_key">) {
  let forDay = days.get(day);
  if (!forDay) days.set(day, (forDay = new Map()));
  const key = shownKey(count.experiment, count.version);
  const known = forDay.get(key);
  forDay.set(key, known ? { ...known, visits: known.visits + count.visits } : count);
}

/** A day's rows of visits shown, as read, with a batch's added (set whole: few rows, one per version tested). */
function shownWith(read: readonly ShownCount[], added: Map<string, Omit<ShownCount, "_key">>): ShownCount[] {
  const rows = new Map(read.map((row) => [row._key, row]));
  for (const [_key, count] of added) {
    const before = rows.get(_key);
    rows.set(_key, { _key, ...count, visits: (before?.visits ?? 0) + count.visits });
  }
  return [...rows.values()];
}

function merge(days: Days, day: string, count: Count) {
  let forDay = days.get(day);
  if (!forDay) days.set(day, (forDay = new Map()));
  const key = countKey(count);
  const known = forDay.get(key);
  forDay.set(key, known ? sum(known, count) : count);
}

/**
 * The rows to add to a day that holds `known` (their keys): a new row past DAY_ROWS_MAX is folded (`foldedView`,
 * page included), so the document stays within its size.
 */
export function rowsFor(counts: Map<string, Count>, known: ReadonlySet<string>): Map<string, Count> {
  const rows = new Map<string, Count>();
  let size = known.size;
  for (const [key, count] of counts) {
    const isNew = !known.has(key) && !rows.has(key);
    const target =
      isNew && size >= DAY_ROWS_MAX ? foldedView<Omit<ViewKey, "day"> & Count>(count, { page: true }) : count;
    const targetKey = target === count ? key : countKey(target);
    if (!known.has(targetKey) && !rows.has(targetKey)) size++;
    const before = rows.get(targetKey);
    rows.set(targetKey, before ? sum(before, target) : target);
  }
  return rows;
}

export class SanityCounts {
  /** This instance, as the days' documents name it (a process's own; never a visitor's). */
  private readonly instance = `i${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  private batches = 0;
  /** What is counted and not yet in a batch, by day and count key. */
  private pending: Days = new Map();
  private pendingShown: ShownDays = new Map();
  /** The batch being sent (and tried again until it lands or is given up). */
  private batch: Batch | undefined;
  private timer: NodeJS.Timeout | undefined;
  private pushing: Promise<void> = Promise.resolve();

  constructor(
    private client: SanityClient,
    private options: { everyMs?: number; logger?: Pick<Console, "warn" | "error"> } = {},
  ) {}

  private get logger() {
    return this.options.logger ?? console;
  }

  /** Takes what the local store has just written (VisitCounter's `onFlush`), to send with the next push. */
  add(records: readonly CounterRecord[]): void {
    for (const record of records) {
      if (record.t === "shown") {
        for (const [experiment, version, visits] of record.rows)
          mergeShown(this.pendingShown, record.day, { experiment, version, visits });
        continue;
      }
      for (const [path, language, source, campaign, views, visits = 0] of record.rows)
        merge(this.pending, record.day, { path, language, source, campaign, views, visits });
    }
    this.schedule();
  }

  private schedule() {
    this.timer ??= setTimeout(() => void this.push(), this.options.everyMs ?? 60_000);
  }

  /** Sends the batch that failed before, if any, else what is pending, in one transaction. */
  push(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pushing = this.pushing.then(() => this.send());
    return this.pushing;
  }

  /**
   * Sends until nothing is left, at shutdown (instances stopped together meet on the same day's document): a
   * conflict is read again at once, a few times, rather than at a next minute that will not come.
   */
  private async sendAll(): Promise<void> {
    for (let round = 0; round < CLOSING_ROUNDS && (this.batch || this.pending.size || this.pendingShown.size); round++)
      await this.send();
  }

  private async send(): Promise<void> {
    if (!this.batch) {
      if (this.pending.size === 0 && this.pendingShown.size === 0) return;
      this.batch = { number: ++this.batches, days: this.pending, shown: this.pendingShown, tries: 0 };
      this.pending = new Map();
      this.pendingShown = new Map();
    }
    const batch = this.batch;
    const ids = [...new Set([...batch.days.keys(), ...batch.shown.keys()])].map(resultsDocumentId);
    try {
      const days = await this.client.fetch<DayState[]>(
        `*[_id in $ids]{_id, _rev, "keys": counts[]._key, shown, applied}`,
        { ids },
      );
      // A try whose answer was lost, applied all the same: the days it wrote hold its number for this instance.
      if (!days.some((day) => this.holds(day, batch)))
        await this.transaction(batch, days).commit({ visibility: "async" });
    } catch (error) {
      batch.tries++;
      const views = [...batch.days.values()].flatMap((day) => [...day.values()]).reduce((n, c) => n + c.views, 0);
      // (another instance wrote the day between this one's read and its write: read again at the next minute)
      const why = isConflict(error) ? "another instance wrote the same day meanwhile" : messageOf(error);
      if (batch.tries >= BATCH_TRIES_MAX) {
        this.batch = undefined;
        this.logger.error(
          `[results] ${views} views were not added to Sanity after ${batch.tries} tries, and are given up there (the local store keeps them): ${why}`,
        );
      } else {
        this.logger.warn(`[results] ${views} views could not reach Sanity (tried again in a minute): ${why}`);
      }
      this.schedule();
      return;
    }
    this.batch = undefined;
    if (this.pending.size || this.pendingShown.size) this.schedule();
  }

  /** Whether a day's document already holds `batch` (this instance's batches reach Sanity in their order). */
  private holds(day: DayState, batch: Batch): boolean {
    const applied = day.applied?.find((row) => row._key === this.instance);
    return applied !== undefined && applied.batch >= batch.number;
  }

  /** One transaction for the batch, computed from the days' documents as they are now. */
  private transaction(batch: Batch, current: readonly DayState[]): Transaction {
    const transaction = this.client.transaction();
    const applied: AppliedBatch = { _key: this.instance, batch: batch.number };
    for (const day of new Set([...batch.days.keys(), ...batch.shown.keys()])) {
      const counts = batch.days.get(day) ?? new Map<string, Count>();
      const _id = resultsDocumentId(day);
      const state = current.find((document) => document._id === _id);
      const known = new Set(state?.keys ?? []);
      const rows = [...rowsFor(counts, known)];
      const fresh: DailyCount[] = rows.filter(([key]) => !known.has(key)).map(([_key, count]) => ({ _key, ...count }));
      const shown = batch.shown.get(day);
      const shownNow = shown && shownWith(state?.shown ?? [], shown);
      // A document another instance creates first makes this `create` fail with 409: read again, and patch it.
      if (!state) {
        transaction.create({
          _id,
          _type: RESULTS_TYPE,
          day,
          counts: fresh,
          ...(shownNow ? { shown: shownNow } : {}),
          applied: [applied],
        });
        continue;
      }
      transaction.patch(_id, (patch) => {
        // The instances' batches as read, this one's now: set whole (a patch holds one insert, kept for the rows),
        // and the revision guard stops another instance's write in between from being lost. The visits shown an
        // experiment's version, few rows, are set whole too (their sums as read, plus this batch's).
        const others = (state.applied ?? []).filter((row) => row._key !== this.instance);
        let next = patch
          .ifRevisionId(state._rev)
          .set({ applied: [...others, applied], ...(shownNow ? { shown: shownNow } : {}) });
        if (known.size === 0) return counts.size ? next.set({ counts: fresh }) : next;
        if (fresh.length) next = next.insert("after", "counts[-1]", fresh);
        const increments = rows.filter(([key]) => known.has(key));
        // (a row written before visits were counted has none yet: 0 first, which Sanity applies before `inc`)
        const landings = increments.filter(([, { visits }]) => visits > 0);
        if (landings.length)
          next = next.setIfMissing(Object.fromEntries(landings.map(([key]) => [`counts[_key=="${key}"].visits`, 0])));
        if (increments.length)
          next = next.inc(
            Object.fromEntries(
              increments.flatMap(([key, { views, visits }]) => [
                [`counts[_key=="${key}"].views`, views],
                ...(visits > 0 ? [[`counts[_key=="${key}"].visits`, visits]] : []),
              ]),
            ),
          );
        return next;
      });
    }
    return transaction;
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pushing = this.pushing.then(() => this.sendAll());
    await this.pushing;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
