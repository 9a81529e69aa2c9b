import { cleanValue, DIRECT, type Attribution, type LeadKind } from "./attribution";
import { shortHash } from "../setup/hash";
import { localeFromPath, localePath } from "../addresses/locales";
import type { ShownRow } from "./experiment-results";

/*
 * Visits counted without knowing who visited: a page view is counted under its day, its path, its language, where
 * its visit came from and its campaign, and only counts are kept. A visit is a tab's stay on the site; its first view
 * (its landing) is counted as a visit too, under the same key. The server counts (app/results), the Studio's
 * Results tool and `npm run results` read the counts; all three read these shapes.
 */

/** What one count is counted under (a day is UTC, `2026-11-26`; a campaign is "" when the visit named none). */
export interface ViewKey {
  day: string;
  path: string;
  language: string;
  source: string;
  campaign: string;
}
/** Views of a page, and how many of them were a visit's landing (0 on days before visits were counted). */
export type ViewRow = ViewKey & { views: number; visits: number };

/** The daily documents in Sanity: one per day, under a private id (like leads, never served without a token). */
export const RESULTS_TYPE = "dailyResults";
export const RESULTS_ID_PREFIX = "results.";
export const resultsDocumentId = (day: string) => `${RESULTS_ID_PREFIX}${day}`;
/** The bundled dataset's sample days (`sample: true`) live under ids of their own, never a real day's. */
export const sampleResultsId = (day: string) => `${RESULTS_ID_PREFIX}sample-${day}`;

/** A day (UTC) as counts are kept under it. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Where a visit came from, as counted: its campaign's source if its address named one, else the referring host. */
export const sourceOf = (visit: Pick<Attribution, "utmSource" | "referrer">) =>
  cleanValue(visit.utmSource) ?? visit.referrer ?? DIRECT;
export const campaignNameOf = (visit: Pick<Attribution, "utmCampaign">) => cleanValue(visit.utmCampaign) ?? "";

/** A count's `_key` inside a day's document: a letter, then the hash of what it counts. */
export const countKey = (key: Omit<ViewKey, "day">) =>
  `k${shortHash([key.path, key.language, key.source, key.campaign]).replace(/-/g, "_")}`;

/**
 * A count in a day's document: an array item, so the dataset's attribute paths stay the same however many pages,
 * sources and campaigns are counted (Sanity's plans cap the distinct paths a dataset may hold).
 */
export type DailyCount = Omit<ViewRow, "day" | "visits"> & { _key: string; visits?: number };
/** In a day's document, the visits shown a version of an experiment (app/shared/results/experiments.ts). */
export interface ShownCount {
  _key: string;
  experiment: string;
  version: string;
  visits: number;
}
/** In a day's document, the last batch of one server instance that it holds (app/results/sanity-counts.server.ts). */
export interface AppliedBatch {
  _key: string;
  batch: number;
}

/** What a view counts under once its day is full (VisitCounter's DAY_KEYS_MAX, a day document's DAY_ROWS_MAX). */
export const OTHER = "other";
/**
 * The view as counted in a full day: its source and campaign become "other" (a campaign-less view stays so); in a
 * day's document, its page too, so that a full document grows by a row per language at most.
 */
export const foldedView = <View extends Omit<ViewKey, "day">>(view: View, { page = false } = {}): View => ({
  ...view,
  path: page ? OTHER : view.path,
  source: OTHER,
  campaign: view.campaign ? OTHER : "",
});
/** Rows a day's document in Sanity holds at most (each ~150 bytes): past it, new rows fold (`foldedView`). */
export const DAY_ROWS_MAX = 300;

/**
 * The days of `rows` from `from` to `to` that counted views as "other" (a day full of distinct counts, or an address
 * past the new sources and campaigns it may bring in a day), and how many views: the Results tool and `npm run
 * results` say so, as those days' sources and campaigns are not all shown apart.
 */
export function cappedDays(
  rows: readonly ViewRow[],
  { from = "", to = "\uffff" }: { from?: string; to?: string } = {},
): { days: string[]; views: number } {
  const folded = rows.filter((row) => row.source === OTHER && row.day >= from && row.day <= to);
  return {
    days: [...new Set(folded.map((row) => row.day))].sort(),
    views: folded.reduce((n, row) => n + row.views, 0),
  };
}

/** What the results say of capped days, in one sentence (null when none was). */
export function cappedNote(capped: { days: string[]; views: number }): string | null {
  if (!capped.days.length) return null;
  const when =
    capped.days.length === 1 ? `On ${capped.days[0]}` : `On ${capped.days.length} days (${capped.days.join(", ")})`;
  return `${when}, ${capped.views} view(s) were counted under "other": that day held as many sources and campaigns as are kept apart, or an address brought more new ones than one visitor does.`;
}

/** What the results are read by (the Studio's Results tool, `npm run results -- --by …`). */
export const RESULTS_DIMENSIONS = ["page", "campaign", "source", "language"] as const;
export type ResultsDimension = (typeof RESULTS_DIMENSIONS)[number];
/** The periods the Results tool offers, in days. */
export const RESULTS_PERIODS = [7, 30, 90] as const;

/** A lead as the results count it: when, which kind, and where it came from. */
export interface CountedLead {
  at: string;
  kind: LeadKind;
  source?: string;
  attribution?: Attribution;
}
export interface ResultsLine {
  key: string;
  /** Visits that landed here (by page), or came with this campaign, source or language. */
  visits: number;
  views: number;
  /** Leads of counted visits (the others: `uncountedLeads`). */
  contacts: number;
  signups: number;
  /** Counted visits that sent a lead (a visit's first lead; a second from the same tab is no new conversion). */
  conversions: number;
  /** Conversions per visit, or null with no visit to count from. */
  conversion: number | null;
}

/**
 * Whether a lead's visit was counted (its landing view reached the counts): only those leads are in a rate. Not
 * counted: a visitor with Global Privacy Control, a bot's agent, a form sent without scripts, a lead from before
 * visits were counted (its attribution says nothing of it).
 */
export const visitCounted = (lead: CountedLead) => lead.attribution?.counted === true;

/** A lead whose visit said nothing of it (sent without scripts, or before leads recorded it). */
export const UNKNOWN = "(unknown)";
export const NO_CAMPAIGN = "(none)";

/**
 * A page as the results name it: its address now, in its language, so what was counted at an earlier address (a
 * French page's English one, /fr/pricing, before it was /fr/tarifs) adds up with it.
 */
const pageOf = (path: string) => (path.startsWith("/") ? localePath(localeFromPath(path), path) : path);

const viewKeys: Record<ResultsDimension, (row: ViewRow) => string> = {
  page: (row) => pageOf(row.path),
  campaign: (row) => row.campaign || NO_CAMPAIGN,
  source: (row) => row.source,
  language: (row) => row.language,
};
// A lead counts for the page its visit landed on (the page that brought it), else the page it was sent from.
const leadKeys: Record<ResultsDimension, (lead: CountedLead) => string> = {
  page: (lead) => pageOf(lead.attribution?.landing ?? lead.source ?? UNKNOWN),
  campaign: (lead) => campaignNameOf(lead.attribution ?? {}) || (lead.attribution?.landing ? NO_CAMPAIGN : UNKNOWN),
  // Where the visit came from, as a view counts it, when the visit was recorded (its landing page); else unknown.
  source: (lead) => (lead.attribution?.landing ? sourceOf(lead.attribution) : UNKNOWN),
  // (the language its visit landed in, as the visit counts under: the page it was sent from may be in another)
  language: (lead) =>
    lead.attribution?.landing ? localeFromPath(lead.attribution.landing) : (lead.attribution?.language ?? UNKNOWN),
};

/**
 * The day a lead's visit landed (its sending time less its seconds from landing to sending), as the visit was
 * counted: a visit and its lead fall in the same period, so a period's leads come from its visits.
 */
const landedOn = (lead: CountedLead) => dayOf(Date.parse(lead.at) - (lead.attribution?.secondsToSend ?? 0) * 1000);

const inRange = (day: string, from: string, to: string) => day >= from && day <= to;

/**
 * Visits, views and the leads of counted visits, of the days from `from` to `to` (inclusive), by `by`, the most
 * visited first. A lead counts for its visit's landing page, campaign, source and language, and in the period its
 * visit landed in; its visit's first lead is a conversion. So a rate is of visits, never above 100 %: each visit
 * counts once, and converts once.
 */
export function summarize(
  rows: readonly ViewRow[],
  leads: readonly CountedLead[],
  by: ResultsDimension,
  { from = "", to = "\uffff" }: { from?: string; to?: string } = {},
): ResultsLine[] {
  const lines = new Map<string, ResultsLine>();
  const line = (key: string) => {
    let found = lines.get(key);
    if (!found)
      lines.set(key, (found = { key, visits: 0, views: 0, contacts: 0, signups: 0, conversions: 0, conversion: null }));
    return found;
  };
  for (const row of rows) {
    if (!inRange(row.day, from, to)) continue;
    const found = line(viewKeys[by](row));
    found.views += row.views;
    found.visits += row.visits;
  }
  for (const lead of leads) {
    if (!visitCounted(lead) || !inRange(landedOn(lead), from, to)) continue;
    const found = line(leadKeys[by](lead));
    if (lead.kind === "contact") found.contacts += 1;
    else found.signups += 1;
    if (lead.attribution?.firstLead !== false) found.conversions += 1;
  }
  return [...lines.values()]
    .map((found) => ({ ...found, conversion: found.visits ? found.conversions / found.visits : null }))
    .sort(
      (a, b) =>
        b.visits - a.visits ||
        b.views - a.views ||
        b.contacts + b.signups - (a.contacts + a.signups) ||
        a.key.localeCompare(b.key),
    );
}

/** The leads of the days from `from` to `to` whose visit was not counted (`visitCounted`): in no line, no rate. */
export function uncountedLeads(
  leads: readonly CountedLead[],
  { from = "", to = "\uffff" }: { from?: string; to?: string } = {},
): { contacts: number; signups: number } {
  const apart = leads.filter((lead) => inRange(lead.at.slice(0, 10), from, to) && !visitCounted(lead));
  return {
    contacts: apart.filter((lead) => lead.kind === "contact").length,
    signups: apart.filter((lead) => lead.kind === "signup").length,
  };
}

/** What the results say of leads from uncounted visits, in one sentence (null when there are none). */
export function uncountedNote({ contacts, signups }: { contacts: number; signups: number }): string | null {
  if (!contacts && !signups) return null;
  return `Leads from uncounted visits, in no rate above: ${contacts} contact message(s) and ${signups} sign-up(s) (sent without scripts, with Global Privacy Control, by a bot's browser, or before visits were counted).`;
}

/** The first day of the last `days` days up to `today` (`YYYY-MM-DD`). */
export const firstDayOf = (days: number, today: string) =>
  dayOf(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 24 * 3600_000);

/** A conversion rate as the tool and the command show it (`12.5 %`, or `—` with no visit to count from). */
export const percentOf = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(1)} %`);

/** How each dimension is titled, as the first column's heading. */
export const RESULTS_DIMENSION_TITLES: Readonly<Record<ResultsDimension, string>> = {
  page: "Page",
  campaign: "Campaign",
  source: "Source",
  language: "Language",
};

/** The results as a table of text, a heading row first (the CLI prints it, the Studio exports it as CSV). */
export const resultsTable = (lines: readonly ResultsLine[], by: ResultsDimension): string[][] => [
  [RESULTS_DIMENSION_TITLES[by], "Visits", "Views", "Contact messages", "Sign-ups", "Converted visits", "Conversion"],
  ...lines.map((line) => [
    line.key,
    String(line.visits),
    String(line.views),
    String(line.contacts),
    String(line.signups),
    String(line.conversions),
    percentOf(line.conversion),
  ]),
];

/**
 * What the Results tool and `npm run results` read from a dataset, with $type (RESULTS_TYPE), $from and $to (days)
 * and $sample (the bundled sample days, or the real ones: never both). A lead's `source` is the page it was sent from.
 */
export const RESULTS_QUERY = `{
  "days": *[_type == $type && day >= $from && day <= $to && (sample == true) == $sample]{ day, sample, counts, shown },
  "contacts": *[_type == "lead" && receivedAt >= $from]{ "at": receivedAt, source, attribution },
  "signups": *[_type == "subscriber" && subscribedAt >= $from]{ "at": subscribedAt, source, attribution }
}`;
/** The last day with counts, and whether the dataset holds any that are not the bundled samples. */
export const RESULTS_LATEST_QUERY = `{
  "real": count(*[_type == $type && sample != true]),
  "latestSample": *[_type == $type && sample == true] | order(day desc)[0].day
}`;

export interface ResultsAnswer {
  days: { day: string; sample?: boolean; counts?: DailyCount[] | null; shown?: ShownCount[] | null }[];
  contacts: Omit<CountedLead, "kind">[];
  signups: Omit<CountedLead, "kind">[];
}

/**
 * RESULTS_QUERY's answer as the rows and leads `summarize` reads, and the visits shown each version of an experiment
 * (./experiment-results.ts).
 */
export function readResults(answer: ResultsAnswer | null): {
  rows: ViewRow[];
  leads: CountedLead[];
  shown: ShownRow[];
} {
  const rows: ViewRow[] = (answer?.days ?? []).flatMap((day) =>
    // (a row from before visits were counted has none: 0)
    (day.counts ?? []).map(({ path, language, source, campaign, views, visits }) => ({
      day: day.day,
      ...{ path, language, source, campaign, views, visits: visits ?? 0 },
    })),
  );
  const leads: CountedLead[] = [
    ...(answer?.contacts ?? []).map((lead) => ({ ...lead, kind: "contact" as const })),
    ...(answer?.signups ?? []).map((lead) => ({ ...lead, kind: "signup" as const })),
  ];
  const shown = (answer?.days ?? []).flatMap((day) =>
    (day.shown ?? []).map(({ experiment, version, visits }) => ({ day: day.day, experiment, version, visits })),
  );
  return { rows, leads, shown };
}
