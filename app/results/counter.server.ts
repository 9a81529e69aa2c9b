import path from "node:path";
import { dayOf, type ViewKey, type ViewRow } from "@shared/results";
import { Journal, readJournal, type JournalReport } from "../lib/journal.server";

/*
 * The count of page views, kept as counts only (per day × path × language × source × campaign: no visitor, no
 * address, no user agent). Views are added up in memory and written to a journal under DATA_DIR every few seconds
 * (one checksummed line per day that changed, fsync'd): a crash loses at most the views since the last write, and a
 * torn or damaged line never costs the lines around it. With Sanity, the same deltas also go to one document a day
 * (./sanity-counts.server.ts).
 */

export const VISITS_FILE = "visits.journal";

/** One write of the journal: the views a day gained since the previous write, as [path, language, source, campaign, views]. */
export interface VisitsRecord {
  t: "views";
  day: string;
  rows: [string, string, string, string, number][];
}

/** Distinct counts a day may hold: past it, a view from an unseen source or campaign counts under "other". */
export const DAY_KEYS_MAX = 20_000;
export const OTHER = "other";

type Counts = Map<string, Map<string, number>>;
const keyOf = (view: Omit<ViewKey, "day">) => JSON.stringify([view.path, view.language, view.source, view.campaign]);

function add(counts: Counts, day: string, key: string, views: number) {
  let forDay = counts.get(day);
  if (!forDay) counts.set(day, (forDay = new Map()));
  forDay.set(key, (forDay.get(key) ?? 0) + views);
}

function fold(records: VisitsRecord[]): Counts {
  const counts: Counts = new Map();
  for (const record of records) {
    if (record?.t !== "views" || !Array.isArray(record.rows)) continue;
    for (const [pathName, language, source, campaign, views] of record.rows)
      if (Number.isInteger(views) && views > 0)
        add(counts, record.day, keyOf({ path: pathName, language, source, campaign }), views);
  }
  return counts;
}

function rowsOf(counts: Counts, from = "", to = "\uffff"): ViewRow[] {
  const rows: ViewRow[] = [];
  for (const [day, forDay] of counts) {
    if (day < from || day > to) continue;
    for (const [key, views] of forDay) {
      const [pathName, language, source, campaign] = JSON.parse(key) as string[];
      rows.push({ day, path: pathName!, language: language!, source: source!, campaign: campaign!, views });
    }
  }
  return rows.sort((a, b) => a.day.localeCompare(b.day) || b.views - a.views);
}

/** What a store under `dataDir` holds, read without changing it (for `npm run results`, beside a running server). */
export function readVisits(dataDir: string): { rows: ViewRow[]; report: JournalReport } {
  const { records, report } = readJournal<VisitsRecord>(path.join(dataDir, VISITS_FILE));
  return { rows: rowsOf(fold(records)), report };
}

export interface CounterOptions {
  /** How often the views counted since the last write are written (ms). */
  flushMs?: number;
  now?: () => number;
  /** Also told each write's deltas (the Sanity documents), after the journal has them. */
  onFlush?: (records: VisitsRecord[]) => void;
}

export class VisitCounter {
  private pending: Counts = new Map();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private journal: Journal<VisitsRecord>,
    private totals: Counts,
    private options: Required<Omit<CounterOptions, "onFlush">> & Pick<CounterOptions, "onFlush">,
  ) {}

  static async open(dataDir: string, options: CounterOptions = {}): Promise<VisitCounter> {
    const { journal, records } = await Journal.open<VisitsRecord>(path.join(dataDir, VISITS_FILE));
    return new VisitCounter(journal, fold(records), { flushMs: 5_000, now: Date.now, ...options });
  }

  /** Counts one view (in memory; written with the next flush). */
  count(view: Omit<ViewKey, "day">): void {
    const day = dayOf(this.options.now());
    let key = keyOf(view);
    const known = this.totals.get(day);
    // A flood of made-up sources or campaigns cannot grow memory without end: past the cap they count as "other".
    if (known && !known.has(key) && known.size >= DAY_KEYS_MAX)
      key = keyOf({ ...view, source: OTHER, campaign: view.campaign ? OTHER : "" });
    add(this.totals, day, key, 1);
    add(this.pending, day, key, 1);
    this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
  }

  /** Writes the views counted since the last write; resolves once they are on disk. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const counts = this.pending;
    this.pending = new Map();
    const records: VisitsRecord[] = [...counts].map(([day, forDay]) => ({
      t: "views",
      day,
      rows: [...forDay].map(([key, views]) => [...(JSON.parse(key) as [string, string, string, string]), views]),
    }));
    if (records.length === 0) return this.writing;
    this.writing = this.writing
      .then(() => this.journal.append(...records))
      .then(
        () => this.options.onFlush?.(records),
        (error: unknown) => {
          // The disk refused: the views go back to be written with the next flush.
          for (const [day, forDay] of counts) for (const [key, views] of forDay) add(this.pending, day, key, views);
          this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
          console.error(`[results] views could not be written: ${error instanceof Error ? error.message : error}`);
        },
      );
    return this.writing;
  }

  /** The counts of the days from `from` to `to` (inclusive, `YYYY-MM-DD`), those not yet written included. */
  rows(from?: string, to?: string): ViewRow[] {
    return rowsOf(this.totals, from, to);
  }

  async close(): Promise<void> {
    await this.flush();
    await this.journal.close();
  }
}
