import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  cappedDays,
  cappedNote,
  countKey,
  DAY_ROWS_MAX,
  type DailyCount,
  firstDayOf,
  NO_CAMPAIGN,
  OTHER,
  RESULTS_TYPE,
  sampleResultsId,
  readResults,
  summarize,
  uncountedLeads,
  uncountedNote,
  type CountedLead,
  type ViewRow,
} from "./results";

const view = (
  day: string,
  path: string,
  [views, visits]: [number, number],
  source = "direct",
  campaign = "",
  language = "en",
): ViewRow => ({ day, path, language, source, campaign, views, visits });
const rows = [
  view("2026-11-20", "/", [40, 10], "newsletter", "launch"),
  view("2026-11-21", "/", [60, 20]),
  view("2026-11-21", "/pricing", [30, 5], "partner.rw"),
  view("2026-11-21", "/fr/pricing", [10, 4], "direct", "", "fr"),
  view("2026-10-01", "/", [999, 300]),
];
const launch = {
  landing: "/",
  utmSource: "newsletter",
  utmCampaign: "launch",
  referrer: "mail.example",
  language: "en",
};
const leads: CountedLead[] = [
  { at: "2026-11-20T10:00:00Z", kind: "contact", source: "/contact", attribution: { ...launch, counted: true } },
  // The same visit's second lead: a lead more, no conversion more.
  {
    at: "2026-11-20T10:05:00Z",
    kind: "signup",
    source: "/contact",
    attribution: { ...launch, counted: true, firstLead: false },
  },
  {
    at: "2026-11-21T10:00:00Z",
    kind: "signup",
    source: "/pricing",
    attribution: { landing: "/pricing", referrer: "partner.rw", language: "en", counted: true, firstLead: true },
  },
  // A visit that came with no referrer: "direct", as its views count it.
  {
    at: "2026-11-21T12:00:00Z",
    kind: "contact",
    source: "/contact",
    attribution: { landing: "/", referrer: "direct", language: "en", counted: true, firstLead: true },
  },
  // Uncounted visits: sent without scripts (only the page it was sent from is known), with Global Privacy Control,
  // and a lead from before visits were counted.
  { at: "2026-11-21T11:00:00Z", kind: "contact", source: "/fr/contact" },
  {
    at: "2026-11-21T11:30:00Z",
    kind: "contact",
    source: "/contact",
    attribution: { landing: "/", referrer: "direct", language: "en", counted: false, firstLead: true },
  },
  {
    at: "2026-11-21T11:40:00Z",
    kind: "signup",
    source: "/",
    attribution: { landing: "/", referrer: "direct", language: "en" },
  },
];
const period = { from: "2026-11-01", to: "2026-11-30" };
const line = (key: string, [visits, views]: [number, number], [contacts, signups, conversions]: number[]) => ({
  key,
  visits,
  views,
  contacts: contacts!,
  signups: signups!,
  conversions: conversions!,
  conversion: visits ? conversions! / visits : null,
});

describe("results by page, campaign, source and language", () => {
  it("by page: a counted visit's lead counts for the page it landed on; a rate is of visits that sent one", () => {
    expect(summarize(rows, leads, "page", period)).toEqual([
      line("/", [30, 100], [2, 1, 2]),
      line("/pricing", [5, 30], [0, 1, 1]),
      line("/fr/tarifs", [4, 10], [0, 0, 0]),
    ]);
    expect(summarize(rows, leads, "page", period)[0]!.conversion).toBeCloseTo(2 / 30);
  });

  it("keeps the leads of uncounted visits apart, in no line and no rate, and says so", () => {
    expect(uncountedLeads(leads, period)).toEqual({ contacts: 2, signups: 1 });
    expect(uncountedLeads(leads, { from: "2026-11-20", to: "2026-11-20" })).toEqual({ contacts: 0, signups: 0 });
    expect(uncountedNote(uncountedLeads(leads, period))).toMatch(
      /^Leads from uncounted visits, in no rate above: 2 contact message\(s\) and 1 sign-up\(s\)/,
    );
    expect(uncountedNote({ contacts: 0, signups: 0 })).toBeNull();
  });

  it("by page: what a page's earlier address counted adds up with its address now (/fr/pricing is /fr/tarifs)", () => {
    const moved = [...rows, view("2026-11-22", "/fr/tarifs", [5, 2], "direct", "", "fr")];
    const french = summarize(moved, [], "page", period).filter((found) => found.key.startsWith("/fr/"));
    expect(french).toEqual([line("/fr/tarifs", [6, 15], [0, 0, 0])]);
  });

  it("by campaign, source and language", () => {
    const brief = (by: "campaign" | "source" | "language") =>
      summarize(rows, leads, by, period).map((found) => [found.key, found.visits, found.views, found.conversions]);
    expect(brief("campaign")).toEqual([
      [NO_CAMPAIGN, 29, 100, 2],
      ["launch", 10, 40, 1],
    ]);
    expect(brief("source")).toEqual([
      ["direct", 24, 70, 1],
      ["newsletter", 10, 40, 1],
      ["partner.rw", 5, 30, 1],
    ]);
    expect(brief("language")).toEqual([
      ["en", 35, 130, 3],
      ["fr", 4, 10, 0],
    ]);
  });

  it("never says more than 100 %: every visit counts once and converts once, however many leads it sends", () => {
    // 2,000 visits over four pages, each sending up to three leads (a third of them none).
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pages = ["/", "/pricing", "/education", "/contact"];
    const simulated: ViewRow[] = [];
    const sent: CountedLead[] = [];
    for (let visit = 0; visit < 2_000; visit++) {
      const landing = pages[Math.floor(random() * pages.length)]!;
      simulated.push(view("2026-11-21", landing, [1 + Math.floor(random() * 4), 1]));
      const count = Math.floor(random() * 4) - 1;
      for (let lead = 0; lead < count; lead++)
        sent.push({
          at: "2026-11-21T12:00:00Z",
          kind: random() < 0.5 ? "contact" : "signup",
          attribution: { landing, referrer: "direct", language: "en", counted: true, firstLead: lead === 0 },
        });
    }
    for (const by of ["page", "campaign", "source", "language"] as const)
      for (const found of summarize(simulated, sent, by, period)) {
        expect(found.conversions, `${by} ${found.key}`).toBeLessThanOrEqual(found.visits);
        expect(found.conversion!).toBeLessThanOrEqual(1);
        expect(found.contacts + found.signups).toBeGreaterThanOrEqual(found.conversions);
      }
  });

  it("counts a lead for the language and the period its visit landed in, as the visit counts", () => {
    // Landed in English on the 20th at 23:50, switched to French, and wrote on the 21st at 00:10.
    const late: CountedLead = {
      at: "2026-11-21T00:10:00Z",
      kind: "contact",
      source: "/fr/contact",
      attribution: { landing: "/pricing", referrer: "direct", language: "fr", counted: true, secondsToSend: 1200 },
    };
    const visited = [view("2026-11-20", "/pricing", [3, 1])];
    expect(summarize(visited, [late], "language", { from: "2026-11-20", to: "2026-11-20" })).toEqual([
      line("en", [1, 3], [1, 0, 1]),
    ]);
    // A period that begins after the visit landed holds neither the visit nor its lead.
    expect(summarize(visited, [late], "language", { from: "2026-11-21", to: "2026-11-21" })).toEqual([]);
  });

  it("reads a day's counts from before visits were counted as no visit (views and leads only, no rate)", () => {
    const { rows: read } = readResults({
      days: [
        {
          day: "2026-11-02",
          counts: [{ _key: "k", path: "/", language: "en", source: "direct", campaign: "", views: 9 }],
        },
      ],
      contacts: [],
      signups: [],
    });
    expect(read).toEqual([view("2026-11-02", "/", [9, 0])]);
    expect(summarize(read, [], "page", period)).toEqual([line("/", [0, 9], [0, 0, 0])]);
  });

  it("counts only the days asked for, both ends included", () => {
    expect(summarize(rows, leads, "page", { from: "2026-11-21", to: "2026-11-21" })[0]).toEqual(
      line("/", [20, 60], [1, 0, 1]),
    );
    expect(firstDayOf(7, "2026-11-26")).toBe("2026-11-20");
    expect(firstDayOf(1, "2026-03-01")).toBe("2026-03-01");
    expect(firstDayOf(30, "2026-03-01")).toBe("2026-01-31");
  });

  it("names a count in a day's document by what it counts: an attribute name, the same for the same count", () => {
    const key = { path: "/", language: "en", source: "direct", campaign: "" };
    expect(countKey(key)).toMatch(/^k[a-z0-9_]{16}$/);
    expect(countKey({ ...key })).toBe(countKey(key));
    expect(countKey({ ...key, campaign: "launch" })).not.toBe(countKey(key));
  });
});

describe("the bundled dataset's sample results", () => {
  const samples = readFileSync("fixtures/data.ndjson", "utf8")
    .split("\n")
    .filter(Boolean)
    .map(
      (line) => JSON.parse(line) as { _id: string; _type: string; day: string; sample?: boolean; counts: DailyCount[] },
    )
    .filter((document) => document._type === RESULTS_TYPE);

  it("are a few days, each marked as a sample, under an id no real day's counts can take", () => {
    expect(samples.length).toBeGreaterThanOrEqual(5);
    for (const sample of samples) {
      expect(sample.sample, sample._id).toBe(true);
      expect(sample._id).toBe(sampleResultsId(sample.day));
      expect(sample.counts.length).toBeLessThanOrEqual(DAY_ROWS_MAX);
      for (const { _key, ...count } of sample.counts) expect(_key).toBe(countKey(count));
      expect(new Set(sample.counts.map((count) => count._key)).size).toBe(sample.counts.length);
    }
  });
});

describe("a day that counted views under 'other' is said", () => {
  const row = (day: string, source: string, views: number) => ({
    day,
    path: "/",
    language: "en",
    source,
    campaign: source === OTHER ? OTHER : "launch",
    views,
    visits: 0,
  });
  it("names the days and the views, within the period only", () => {
    const rows = [row("2026-11-01", OTHER, 7), row("2026-11-02", "newsletter", 3), row("2026-11-03", OTHER, 2)];
    expect(cappedDays(rows)).toEqual({ days: ["2026-11-01", "2026-11-03"], views: 9 });
    expect(cappedDays(rows, { from: "2026-11-02" })).toEqual({ days: ["2026-11-03"], views: 2 });
    expect(cappedNote(cappedDays(rows, { from: "2026-11-02" }))).toMatch(
      /^On 2026-11-03, 2 view\(s\) were counted under "other"/,
    );
    expect(cappedNote(cappedDays(rows))).toMatch(/^On 2 days \(2026-11-01, 2026-11-03\), 9 view\(s\)/);
    expect(cappedNote(cappedDays([row("2026-11-02", "newsletter", 3)]))).toBeNull();
  });
});
