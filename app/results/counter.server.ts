import path from "node:path";
import { dayOf, foldedView, type ViewKey, type ViewRow } from "@shared/results/results";
import type { ShownRow } from "@shared/results/experiment-results";
import { encodeRecord, Journal, JournalFullError, readJournal, type JournalReport } from "../lib/journal.server";

/*
 * The count of page views, kept as counts only (per day × path × language × source × campaign: no visitor, no
 * address, no user agent). Views are added up in memory and written to a journal under DATA_DIR every few seconds
 * (one checksummed line per day that changed, fsync'd): a crash loses at most the views since the last write, and a
 * torn or damaged line never costs the lines around it. With Sanity, the same deltas also go to one document a day
 * (./sanity-counts.server.ts).
 */

export const VISITS_FILE = "visits.journal";

/**
 * One write of the journal: the views a day gained since the previous write, as [path, language, source, campaign,
 * views, visits] (the views that were a visit's landing; rows written before visits were counted have five values).
 */
export interface VisitsRecord {
  t: "views";
  day: string;
  rows: ([string, string, string, string, number] | [string, string, string, string, number, number])[];
}

/**
 * One write of the journal's other kind: the visits a day gained that were shown a version of an experiment, as
 * [experiment, version, visits] (app/shared/results/experiments.ts; each visit says it once).
 */
export interface ShownRecord {
  t: "shown";
  day: string;
  rows: [string, string, number][];
}
export type CounterRecord = VisitsRecord | ShownRecord;

/** What a key counts: views, and how many of them were a visit's landing. */
interface Tally {
  views: number;
  visits: number;
}

/** Distinct counts a day may hold in memory and in the journal: past it, a new one counts folded (`foldedView`). */
export const DAY_KEYS_MAX = 20_000;
/**
 * New sources and campaigns (a pair not yet counted that day) one client address may bring in a day: past it, its
 * views count under "other", so one stranger's made-up campaigns cannot crowd out the real ones. A visitor brings
 * one a visit; the address is held in memory for the day only, never written.
 */
export const CLIENT_LABELS_MAX = 5;
/**
 * New counts (a page under a source and campaign not yet counted together that day) one client address may bring in
 * a day under the sources and campaigns it brought itself: past it, such a view of a page not yet counted counts
 * under its language's "other" page, source and campaign. A visitor from a new campaign reads a few pages; five
 * made-up campaigns spread over every page of the site (about 90 in three languages) would otherwise fill a day's
 * document in Sanity (DAY_ROWS_MAX) on their own. Views under a source or campaign someone else brought first
 * (direct visits, a newsletter's) are never held to it: many visitors share one address behind a carrier's NAT.
 */
export const CLIENT_ROWS_MAX = 30;
/** Addresses remembered a day for that: past it, a view with a new source or campaign counts under "other". */
export const CLIENTS_MAX = 50_000;

type Counts = Map<string, Map<string, Tally>>;
/** Visits shown each version of each experiment, by day and `[experiment, version]` (as JSON). */
type Shown = Map<string, Map<string, number>>;
const keyOf = (view: Omit<ViewKey, "day">) => JSON.stringify([view.path, view.language, view.source, view.campaign]);
const labelOf = (view: Pick<ViewKey, "source" | "campaign">) => JSON.stringify([view.source, view.campaign]);

/** A day's counts in memory, the sources and campaigns they hold, and what each address brought of them. */
interface Today {
  day: string;
  counts: Map<string, Tally>;
  labels: Set<string>;
  /** Per address: the sources and campaigns it brought today, and the new counts it brought under them. */
  clients: Map<string, { labels: Set<string>; rows: number }>;
}
function today(day: string, counts = new Map<string, Tally>()): Today {
  const labels = new Set<string>();
  for (const key of counts.keys()) {
    const [, , source, campaign] = JSON.parse(key) as string[];
    labels.add(labelOf({ source: source!, campaign: campaign! }));
  }
  return { day, counts, labels, clients: new Map() };
}

function add(counts: Counts, day: string, key: string, { views, visits }: Tally) {
  let forDay = counts.get(day);
  if (!forDay) counts.set(day, (forDay = new Map()));
  const before = forDay.get(key);
  forDay.set(key, { views: (before?.views ?? 0) + views, visits: (before?.visits ?? 0) + visits });
}

function addShown(shown: Shown, day: string, key: string, visits: number) {
  let forDay = shown.get(day);
  if (!forDay) shown.set(day, (forDay = new Map()));
  forDay.set(key, (forDay.get(key) ?? 0) + visits);
}

function foldShown(records: CounterRecord[]): Shown {
  const shown: Shown = new Map();
  for (const record of records) {
    if (record?.t !== "shown" || !Array.isArray(record.rows)) continue;
    for (const [experiment, version, visits] of record.rows)
      if (typeof experiment === "string" && typeof version === "string" && Number.isInteger(visits) && visits > 0)
        addShown(shown, record.day, JSON.stringify([experiment, version]), visits);
  }
  return shown;
}

const shownRecordsOf = (shown: Shown): ShownRecord[] =>
  [...shown].map(([day, forDay]) => ({
    t: "shown",
    day,
    rows: [...forDay].map(([key, visits]) => [...(JSON.parse(key) as [string, string]), visits]),
  }));

function fold(records: CounterRecord[]): Counts {
  const counts: Counts = new Map();
  for (const record of records) {
    if (record?.t !== "views" || !Array.isArray(record.rows)) continue;
    for (const [pathName, language, source, campaign, views, visits = 0] of record.rows)
      if (Number.isInteger(views) && views > 0 && Number.isInteger(visits) && visits >= 0 && visits <= views)
        add(counts, record.day, keyOf({ path: pathName, language, source, campaign }), { views, visits });
  }
  return counts;
}

function rowsOf(counts: Counts, from = "", to = "\uffff"): ViewRow[] {
  const rows: ViewRow[] = [];
  for (const [day, forDay] of counts) {
    if (day < from || day > to) continue;
    for (const [key, { views, visits }] of forDay) {
      const [pathName, language, source, campaign] = JSON.parse(key) as string[];
      rows.push({ day, path: pathName!, language: language!, source: source!, campaign: campaign!, views, visits });
    }
  }
  return rows.sort((a, b) => a.day.localeCompare(b.day) || b.views - a.views);
}

/** What a store under `dataDir` holds, read without changing it (for `npm run results`, beside a running server). */
export function readVisits(dataDir: string): { rows: ViewRow[]; shown: ShownRow[]; report: JournalReport } {
  const { records, report } = readJournal<CounterRecord>(path.join(dataDir, VISITS_FILE));
  const shown = shownRecordsOf(foldShown(records)).flatMap(({ day, rows }) =>
    rows.map(([experiment, version, visits]) => ({ day, experiment, version, visits })),
  );
  return { rows: rowsOf(fold(records)), shown, report };
}

/** The journal's records as what they add up to: one record a day. */
const recordsOf = (counts: Counts): VisitsRecord[] =>
  [...counts].map(([day, forDay]) => ({
    t: "views",
    day,
    // (a count with no visit keeps the shape of the rows written before visits were counted)
    rows: [...forDay].map(([key, { views, visits }]) => {
      const named = JSON.parse(key) as [string, string, string, string];
      return visits ? [...named, views, visits] : [...named, views];
    }),
  }));
export const compactVisits = (records: CounterRecord[]): CounterRecord[] => [
  ...recordsOf(fold(records)),
  ...shownRecordsOf(foldShown(records)),
];

/**
 * compactVisits within bounds: days before the last `retentionDays` (up to `now`) are dropped, then the oldest days
 * until the journal takes at most 80 % of `maxBytes` (so that it has room to grow again); the day of `now` stays.
 */
export function compactVisitsWithin({
  now,
  retentionDays,
  maxBytes,
}: {
  now: number;
  retentionDays: number;
  maxBytes: number;
}) {
  const today = dayOf(now);
  const first = dayOf(now - (retentionDays - 1) * 24 * 3600_000);
  return (records: CounterRecord[]): CounterRecord[] => {
    const days = compactVisits(records)
      .filter((record) => record.day >= first)
      .sort((a, b) => a.day.localeCompare(b.day));
    let bytes = days.reduce((sum, record) => sum + Buffer.byteLength(encodeRecord(record)), 0);
    while (bytes > maxBytes * 0.8 && days.length > 0 && days[0]!.day < today)
      bytes -= Buffer.byteLength(encodeRecord(days.shift()!));
    return days;
  };
}

export interface CounterOptions {
  /** How often the views counted since the last write are written (ms). */
  flushMs?: number;
  now?: () => number;
  /** Also told each write's deltas (the Sanity documents), after the journal has them. */
  onFlush?: (records: CounterRecord[]) => void;
  /** The journal's size budget, and the days of counts it keeps (VISITS_STORE_MAX_MB, VISITS_RETENTION_DAYS). */
  maxBytes?: number;
  retentionDays?: number;
}

/**
 * Counts page views: in memory until the next flush, then in the journal. Memory holds the current day's counts
 * only (to cap them); the journal is compacted to one record a day when the store opens and when a day ends, so
 * neither grows with the server's uptime beyond a record a day.
 */
export class VisitCounter {
  private pending: Counts = new Map();
  private pendingShown: Shown = new Map();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private journal: Journal<CounterRecord>,
    /** The current day's counts (written or not), and that day. */
    private today: Today,
    private options: Required<Omit<CounterOptions, "onFlush">> & Pick<CounterOptions, "onFlush">,
  ) {}

  static async open(dataDir: string, options: CounterOptions = {}): Promise<VisitCounter> {
    const settings = { flushMs: 5_000, now: Date.now, maxBytes: 256 * 2 ** 20, retentionDays: 731, ...options };
    const { journal, records, report } = await Journal.open<CounterRecord>(path.join(dataDir, VISITS_FILE), {
      maxBytes: settings.maxBytes,
    });
    if (report.tornBytes || report.damaged)
      console.warn(
        `[results] ${VISITS_FILE}: cut off an unfinished write of ${report.tornBytes} bytes and skipped ${report.damaged} damaged lines`,
      );
    const counter = new VisitCounter(journal, today(dayOf(settings.now())), settings);
    const counts = fold(records);
    const oldest = [...counts.keys()].sort()[0];
    const expired = oldest !== undefined && oldest < dayOf(settings.now() - settings.retentionDays * 864e5);
    const shownDays = foldShown(records).size;
    if (records.length > counts.size + shownDays || expired || journal.bytes > settings.maxBytes * 0.8)
      await counter.compact();
    counter.today = today(counter.today.day, counts.get(counter.today.day));
    return counter;
  }

  /** Rewrites the journal as one record a day, within its days kept and its size budget. */
  private compact(): Promise<void> {
    return this.journal.compact(compactVisitsWithin({ ...this.options, now: this.options.now() }));
  }

  /**
   * Counts one view (in memory; written with the next flush), and a visit when it is one's landing. `client`: who
   * sent it (an address, or its /64 for IPv6: clientOf in ./views.server.ts), for the new sources and campaigns one
   * address may bring (CLIENT_LABELS_MAX). `shown`: the version of each running experiment the visit was shown, said
   * once a visit (checked against the running experiments by the caller).
   */
  count(
    view: Omit<ViewKey, "day">,
    client = "local",
    { landing = false, shown = {} }: { landing?: boolean; shown?: Readonly<Record<string, string>> } = {},
  ): void {
    const day = this.day();
    const { clients, labels, counts: known } = this.today;
    let brought = clients.get(client);
    const label = labelOf(view);
    if (!labels.has(label)) {
      if (!brought && clients.size < CLIENTS_MAX) clients.set(client, (brought = { labels: new Set(), rows: 0 }));
      if (!brought || brought.labels.size >= CLIENT_LABELS_MAX) view = foldedView(view);
      else {
        brought.labels.add(label);
        labels.add(label);
      }
    }
    // (under a source and campaign this address brought itself)
    if (brought?.labels.has(labelOf(view)) && !known.has(keyOf(view))) {
      if (brought.rows >= CLIENT_ROWS_MAX) view = foldedView(view, { page: true });
      else brought.rows++;
    }
    let key = keyOf(view);
    // A flood of made-up sources or campaigns cannot grow memory without end: past the cap they count as "other".
    if (!known.has(key) && known.size >= DAY_KEYS_MAX) key = keyOf(foldedView(view));
    const tally = { views: 1, visits: landing ? 1 : 0 };
    const before = known.get(key);
    known.set(key, { views: (before?.views ?? 0) + 1, visits: (before?.visits ?? 0) + tally.visits });
    add(this.pending, day, key, tally);
    this.countShown(shown, day);
  }

  /**
   * Counts the visits shown each version in `shown`, with no view: a version drawn after its page's view was sent (a
   * part under test that came near after a tap: app/results/visit.ts, sayShown), or with a view (`count`).
   */
  countShown(shown: Readonly<Record<string, string>>, day = this.day()): void {
    for (const [experiment, version] of Object.entries(shown))
      addShown(this.pendingShown, day, JSON.stringify([experiment, version]), 1);
    this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
  }

  /** Today; a new day's first count leaves the last one's counts to the journal (compacted once they are written). */
  private day(): string {
    const day = dayOf(this.options.now());
    if (day !== this.today.day) {
      this.today = today(day);
      void this.flush().then(() => this.compact().catch(() => {}));
    }
    return day;
  }

  /** Writes the views counted since the last write; resolves once they are on disk. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const counts = this.pending;
    const shown = this.pendingShown;
    this.pending = new Map();
    this.pendingShown = new Map();
    const records: CounterRecord[] = [...recordsOf(counts), ...shownRecordsOf(shown)];
    if (records.length === 0) return this.writing;
    this.writing = this.writing
      .then(() => this.journal.append(...records))
      .then(
        () => this.options.onFlush?.(records),
        (error: unknown) => {
          const message = error instanceof Error ? error.message : error;
          // A journal at its size budget drops its oldest days; the views it refused are not tried again (the
          // current day alone may be over a small budget, and they would be, every few seconds, all day).
          if (error instanceof JournalFullError) {
            console.error(`[results] ${message}: these views are not kept; its oldest days go`);
            return this.compact().catch(() => {});
          }
          // The disk refused: the views go back to be written with the next flush.
          for (const [day, forDay] of counts) for (const [key, tally] of forDay) add(this.pending, day, key, tally);
          for (const [day, forDay] of shown)
            for (const [key, visits] of forDay) addShown(this.pendingShown, day, key, visits);
          this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
          console.error(`[results] views could not be written: ${message}`);
        },
      );
    return this.writing;
  }

  async close(): Promise<void> {
    await this.flush();
    await this.journal.close();
  }
}
