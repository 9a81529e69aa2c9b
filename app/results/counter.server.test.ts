import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encodeRecord } from "../lib/journal.server";
import { OTHER } from "@shared/results/results";
import {
  CLIENT_LABELS_MAX,
  CLIENT_ROWS_MAX,
  DAY_KEYS_MAX,
  readVisits,
  VisitCounter,
  VISITS_FILE,
  type VisitsRecord,
} from "./counter.server";

let dataDir: string;
const open: VisitCounter[] = [];
const view = (path: string, source = "direct", campaign = "", language = "en") => ({
  path,
  language,
  source,
  campaign,
});
const NOON = Date.UTC(2026, 10, 26, 12);

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "visits-"));
});
afterEach(async () => {
  vi.useRealTimers();
  for (const counter of open.splice(0)) await counter.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function counter(now = () => NOON, flushMs = 5_000) {
  const opened = await VisitCounter.open(dataDir, { now, flushMs });
  open.push(opened);
  return opened;
}

describe("the count of page views", () => {
  it("adds up per day, path, language, source and campaign, and keeps nothing else", async () => {
    const visits = await counter();
    for (let i = 0; i < 3; i++) visits.count(view("/"));
    visits.count(view("/", "news.example.com", "launch"));
    visits.count(view("/fr/pricing", "direct", "", "fr"));
    await visits.flush();
    expect(readVisits(dataDir).rows).toEqual([
      { day: "2026-11-26", path: "/", language: "en", source: "direct", campaign: "", views: 3, visits: 0 },
      {
        ...{ day: "2026-11-26", path: "/", language: "en", source: "news.example.com", campaign: "launch" },
        ...{ views: 1, visits: 0 },
      },
      { day: "2026-11-26", path: "/fr/pricing", language: "fr", source: "direct", campaign: "", views: 1, visits: 0 },
    ]);
    expect(readFileSync(path.join(dataDir, VISITS_FILE), "utf8")).not.toMatch(/\d+\.\d+\.\d+\.\d+|Mozilla/);
  });

  it("counts the visits shown each version of an experiment, apart from views, through a write and a compaction", async () => {
    const visits = await counter();
    visits.count(view("/solutions/banking"), "a", { landing: true, shown: { exp: "control" } });
    visits.count(view("/solutions/banking"), "b", { landing: true, shown: { exp: "b" } });
    visits.count(view("/solutions/banking"), "c", { landing: true, shown: { exp: "b" } });
    visits.count(view("/pricing"), "c");
    // (a visit drawn on a page whose view was counted: shown, no view more)
    visits.countShown({ exp: "b" });
    await visits.close();
    open.splice(0);
    const shown = [
      { day: "2026-11-26", experiment: "exp", version: "control", visits: 1 },
      { day: "2026-11-26", experiment: "exp", version: "b", visits: 3 },
    ];
    expect(readVisits(dataDir).shown).toEqual(shown);
    expect(readVisits(dataDir).rows.map((row) => [row.path, row.views, row.visits])).toEqual([
      ["/solutions/banking", 3, 3],
      ["/pricing", 1, 0],
    ]);
    // Opened again after a second write of the same day: compacted to a record of each kind, nothing lost.
    const again = await counter();
    again.count(view("/"), "d", { landing: true, shown: { exp: "control" } });
    await again.close();
    open.splice(0);
    await (await counter()).close();
    open.splice(0);
    expect(readVisits(dataDir).shown).toEqual([{ ...shown[0]!, visits: 2 }, shown[1]]);
    const kinds = readFileSync(path.join(dataDir, VISITS_FILE), "utf8").match(/"t":"(views|shown)"/g);
    expect(kinds?.sort()).toEqual(['"t":"shown"', '"t":"views"']);
  });

  it("counts a visit with its landing view, under the same key, and reads back days from before visits", async () => {
    // A day written before visits were counted: five values a row.
    writeFileSync(
      path.join(dataDir, VISITS_FILE),
      encodeRecord({ t: "views", day: "2026-11-25", rows: [["/", "en", "direct", "", 4]] }),
    );
    const visits = await counter();
    visits.count(view("/", "news.example.com", "launch"), "a", { landing: true });
    visits.count(view("/pricing", "news.example.com", "launch"), "a");
    visits.count(view("/", "news.example.com", "launch"), "b", { landing: true });
    visits.count(view("/", "news.example.com", "launch"), "b");
    await visits.close();
    open.splice(0);
    expect(readVisits(dataDir).rows.map(({ day, path, views, visits }) => [day, path, views, visits])).toEqual([
      ["2026-11-25", "/", 4, 0],
      ["2026-11-26", "/", 3, 2],
      ["2026-11-26", "/pricing", 1, 0],
    ]);
  });

  it("writes what it counted every few seconds, under a clock of its own", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const visits = await counter(() => NOON, 5_000);
    visits.count(view("/"));
    visits.count(view("/"));
    expect(readVisits(dataDir).rows).toEqual([]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(readVisits(dataDir).rows).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await visits.flush();
    expect(readVisits(dataDir).rows).toMatchObject([{ path: "/", views: 2 }]);
  });

  it("reads back what earlier runs wrote, and days apart", async () => {
    let now = NOON;
    const first = await counter(() => now);
    first.count(view("/"));
    now += 24 * 3600_000;
    first.count(view("/"));
    await first.close();
    open.splice(0);
    const second = await counter(() => now);
    second.count(view("/"));
    await second.flush();
    expect(readVisits(dataDir).rows.map((row) => [row.day, row.views])).toEqual([
      ["2026-11-26", 1],
      ["2026-11-27", 2],
    ]);
  });

  it("keeps its journal to a record a day: compacted when the store opens and when a day ends", async () => {
    const file = path.join(dataDir, VISITS_FILE);
    const lines = () => readFileSync(file, "utf8").split("\n").filter(Boolean).length;
    let now = NOON;
    const first = await counter(() => now);
    for (let write = 0; write < 5; write++) {
      first.count(view("/"));
      first.count(view("/pricing", "news.example.com", "launch"));
      await first.flush();
    }
    expect(lines()).toBe(5);
    now += 24 * 3600_000; // the next day: the first view of it compacts the day before
    first.count(view("/"));
    await vi.waitFor(() => expect(lines()).toBe(1));
    await first.flush();
    expect(lines()).toBe(2);
    first.count(view("/"));
    await first.close();
    open.splice(0);
    expect(lines()).toBe(3);
    await counter(() => now);
    expect(lines()).toBe(2);
    expect(readVisits(dataDir).rows.map((row) => [row.day, row.path, row.views])).toEqual([
      ["2026-11-26", "/", 5],
      ["2026-11-26", "/pricing", 5],
      ["2026-11-27", "/", 2],
    ]);
  });

  it("after a crash mid-write, keeps every whole write and skips a damaged line", async () => {
    const file = path.join(dataDir, VISITS_FILE);
    const record = (views: number): VisitsRecord => ({
      t: "views",
      day: "2026-11-26",
      rows: [["/", "en", "direct", "", views]],
    });
    writeFileSync(file, encodeRecord(record(2)) + encodeRecord(record(3)).replace("3]]", "4]]"));
    appendFileSync(file, encodeRecord(record(5)) + encodeRecord(record(7)).slice(0, 20));
    expect(readVisits(dataDir)).toMatchObject({
      rows: [{ path: "/", views: 7 }],
      report: { records: 2, damaged: 1 },
    });
    // Opening the store cuts the torn line off, and compacts what is whole (the damaged line is gone for good).
    const visits = await counter();
    visits.count(view("/"));
    await visits.flush();
    expect(readVisits(dataDir).rows).toMatchObject([{ views: 8 }]);
    expect(readVisits(dataDir).report).toMatchObject({ tornBytes: 0, damaged: 0 });
  });

  it(`one address brings at most ${CLIENT_LABELS_MAX} new sources and campaigns a day: the rest count as "${OTHER}"`, async () => {
    const visits = await counter();
    visits.count(view("/pricing", "newsletter", "launch"), "192.0.2.1");
    for (let i = 0; i < 300; i++) visits.count(view("/", "stranger.example", `made-up-${i}`), "198.51.100.7");
    // The stranger's views of a campaign already counted today still count under it.
    visits.count(view("/", "newsletter", "launch"), "198.51.100.7");
    visits.count(view("/about", "partner.rw", "kigali-week"), "192.0.2.2");
    await visits.flush();
    const { rows } = readVisits(dataDir);
    const campaigns = new Set(rows.map((row) => row.campaign));
    expect([...campaigns].filter((campaign) => campaign.startsWith("made-up-"))).toHaveLength(CLIENT_LABELS_MAX);
    expect(rows.find((row) => row.campaign === OTHER)?.views).toBe(300 - CLIENT_LABELS_MAX);
    expect(rows.filter((row) => row.campaign === "launch").reduce((n, row) => n + row.views, 0)).toBe(2);
    expect(rows.find((row) => row.campaign === "kigali-week")).toMatchObject({ source: "partner.rw", views: 1 });
  });

  it(`one address brings at most ${CLIENT_ROWS_MAX} new counts a day, however it spreads its campaigns over pages`, async () => {
    const visits = await counter();
    visits.count(view("/pricing", "newsletter", "launch"), "192.0.2.1");
    visits.count(view("/"), "192.0.2.3");
    // Five made-up campaigns (as many as one address may bring) over a hundred pages in three languages.
    const languages = ["en", "fr", "rw"];
    const pages = Array.from({ length: 100 }, (_, i) => [`/${languages[i % 3]}/page-${i}`, languages[i % 3]!] as const);
    for (let c = 0; c < CLIENT_LABELS_MAX; c++)
      for (const [page, language] of pages)
        visits.count(view(page, "stranger.example", `made-up-${c}`, language), "198.51.100.7");
    visits.count(view("/about", "partner.rw", "kigali-week"), "192.0.2.2");
    await visits.flush();
    let { rows } = readVisits(dataDir);
    const strangers = rows.filter((row) => row.campaign.startsWith("made-up-") || row.path === OTHER);
    // Its first counts as they are, the rest under one "other" page per language.
    expect(strangers.filter((row) => row.path !== OTHER)).toHaveLength(CLIENT_ROWS_MAX);
    expect(
      strangers
        .filter((row) => row.path === OTHER)
        .map((row) => row.language)
        .sort(),
    ).toEqual(["en", "fr", "rw"]);
    expect(strangers.reduce((n, row) => n + row.views, 0)).toBe(CLIENT_LABELS_MAX * pages.length);
    // Real visitors' counts are untouched, those behind the stranger's own address too (a carrier's shared one):
    // under a campaign someone else brought, or none, every page counts as itself.
    for (const [page] of pages.slice(0, 40)) visits.count(view(page, "newsletter", "launch"), "198.51.100.7");
    for (const [page] of pages.slice(0, 40)) visits.count(view(page), "198.51.100.7");
    await visits.flush();
    ({ rows } = readVisits(dataDir));
    expect(rows.filter((row) => row.campaign === "launch" && row.path.startsWith("/"))).toHaveLength(41);
    expect(rows.filter((row) => row.source === "direct" && row.path.includes("/page-"))).toHaveLength(40);
    expect(rows.find((row) => row.campaign === "launch" && row.path === "/pricing")).toMatchObject({ views: 1 });
    expect(rows.find((row) => row.campaign === "kigali-week")).toMatchObject({ path: "/about", views: 1 });
  });

  it(`holds at most ${DAY_KEYS_MAX} counts a day: made-up sources beyond count as "${OTHER}"`, async () => {
    const visits = await counter();
    // (each from an address of its own: one address brings CLIENT_LABELS_MAX new sources and campaigns at most)
    for (let i = 0; i < DAY_KEYS_MAX + 50; i++)
      visits.count(view("/", `host${i}.example`, i % 2 ? `c${i}` : ""), `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    await visits.flush();
    const { rows } = readVisits(dataDir);
    expect(rows).toHaveLength(DAY_KEYS_MAX + 2);
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(DAY_KEYS_MAX + 50);
    const others = rows.filter((row) => row.source === OTHER).map((row) => [row.campaign, row.views]);
    expect(others.sort()).toEqual([
      ["", 25],
      [OTHER, 25],
    ]);
  });
});

describe("the store of counts stays within its bounds (issue 62)", () => {
  const DAY = 24 * 3600_000;
  const dayRecord = (day: string, views: number): VisitsRecord => ({
    t: "views",
    day,
    rows: [["/", "en", "direct", "", views]],
  });

  it("keeps the days of its retention only: older ones go when it opens", async () => {
    const days = Array.from({ length: 10 }, (_, i) => new Date(NOON - i * DAY).toISOString().slice(0, 10));
    writeFileSync(path.join(dataDir, VISITS_FILE), days.map((day) => encodeRecord(dayRecord(day, 1))).join(""));
    const visits = await VisitCounter.open(dataDir, { now: () => NOON, retentionDays: 3 });
    open.push(visits);
    expect(readVisits(dataDir).rows.map((row) => row.day)).toEqual(days.slice(0, 3).reverse());
  });

  it("drops its oldest days to stay within its size budget, never the current one", async () => {
    const padded = (day: string) => ({
      t: "views" as const,
      day,
      rows: Array.from({ length: 40 }, (_, i): [string, string, string, string, number] => ["/", "en", `s${i}`, "", 1]),
    });
    const days = Array.from({ length: 20 }, (_, i) => new Date(NOON - i * DAY).toISOString().slice(0, 10));
    const lines = days.map((day) => encodeRecord(padded(day)));
    writeFileSync(path.join(dataDir, VISITS_FILE), lines.join(""));
    const maxBytes = Buffer.byteLength(lines[0]!) * 5;
    const visits = await VisitCounter.open(dataDir, { now: () => NOON, maxBytes });
    open.push(visits);
    const kept = [...new Set(readVisits(dataDir).rows.map((row) => row.day))].sort();
    expect(kept).toEqual(days.slice(0, 4).sort());
    expect(readFileSync(path.join(dataDir, VISITS_FILE)).length).toBeLessThanOrEqual(maxBytes * 0.8);
    // And it still counts.
    visits.count(view("/"));
    await visits.flush();
    expect(readVisits(dataDir).rows.filter((row) => row.day === "2026-11-26" && row.source === "direct")).toEqual([
      expect.objectContaining({ views: 1 }),
    ]);
  });
});
