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
  summarize,
  UNKNOWN,
  type CountedLead,
  type ViewRow,
} from "./results";

const view = (
  day: string,
  path: string,
  views: number,
  source = "direct",
  campaign = "",
  language = "en",
): ViewRow => ({
  day,
  path,
  language,
  source,
  campaign,
  views,
});
const rows = [
  view("2026-11-20", "/", 40, "newsletter", "launch"),
  view("2026-11-21", "/", 60),
  view("2026-11-21", "/pricing", 30, "partner.rw"),
  view("2026-11-21", "/fr/pricing", 10, "direct", "", "fr"),
  view("2026-10-01", "/", 999),
];
const leads: CountedLead[] = [
  {
    at: "2026-11-20T10:00:00Z",
    kind: "contact",
    source: "/contact",
    attribution: {
      landing: "/",
      utmSource: "newsletter",
      utmCampaign: "launch",
      referrer: "mail.example",
      language: "en",
    },
  },
  {
    at: "2026-11-21T10:00:00Z",
    kind: "signup",
    source: "/pricing",
    attribution: { landing: "/pricing", referrer: "partner.rw", language: "en" },
  },
  // A visit that came with no referrer: "direct", as its views count it.
  {
    at: "2026-11-21T12:00:00Z",
    kind: "contact",
    source: "/contact",
    attribution: { landing: "/", referrer: "direct", language: "en" },
  },
  // Sent without scripts: only the page it was sent from is known.
  { at: "2026-11-21T11:00:00Z", kind: "contact", source: "/fr/contact" },
];
const period = { from: "2026-11-01", to: "2026-11-30" };

describe("results by page, campaign, source and language", () => {
  it("by page: a lead counts for the page its visit landed on, else the page it was sent from", () => {
    expect(summarize(rows, leads, "page", period)).toEqual([
      { key: "/", views: 100, contacts: 2, signups: 0, conversion: 0.02 },
      { key: "/pricing", views: 30, contacts: 0, signups: 1, conversion: 1 / 30 },
      { key: "/fr/tarifs", views: 10, contacts: 0, signups: 0, conversion: 0 },
      { key: "/fr/contact", views: 0, contacts: 1, signups: 0, conversion: null },
    ]);
  });

  it("by page: what a page's earlier address counted adds up with its address now (/fr/pricing is /fr/tarifs)", () => {
    const moved = [...rows, view("2026-11-22", "/fr/tarifs", 5, "direct", "", "fr")];
    const french = summarize(moved, [], "page", period).filter((line) => line.key.startsWith("/fr/"));
    expect(french).toEqual([{ key: "/fr/tarifs", views: 15, contacts: 0, signups: 0, conversion: 0 }]);
  });

  it("by campaign, source and language", () => {
    expect(
      summarize(rows, leads, "campaign", period).map((line) => [line.key, line.views, line.contacts + line.signups]),
    ).toEqual([
      [NO_CAMPAIGN, 100, 2],
      ["launch", 40, 1],
      [UNKNOWN, 0, 1],
    ]);
    expect(
      summarize(rows, leads, "source", period).map((line) => [line.key, line.views, line.contacts + line.signups]),
    ).toEqual([
      ["direct", 70, 1],
      ["newsletter", 40, 1],
      ["partner.rw", 30, 1],
      [UNKNOWN, 0, 1],
    ]);
    expect(summarize(rows, leads, "language", period).map((line) => [line.key, line.views])).toEqual([
      ["en", 130],
      ["fr", 10],
      [UNKNOWN, 0],
    ]);
  });

  it("counts only the days asked for, both ends included", () => {
    expect(summarize(rows, leads, "page", { from: "2026-11-21", to: "2026-11-21" })[0]).toEqual({
      key: "/",
      views: 60,
      contacts: 1,
      signups: 0,
      conversion: 1 / 60,
    });
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
