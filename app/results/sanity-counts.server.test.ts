import { readFileSync } from "node:fs";
import { createClient } from "@sanity/client";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Lake } from "../../tests/mocks/lake/store";
import { mockServer } from "../../tests/mocks/node";
import { handlersWith } from "../../tests/mocks/sanity";
import { countKey, DAY_ROWS_MAX, type DailyCount, OTHER, resultsDocumentId } from "@shared/results/results";
import type { CounterRecord, VisitsRecord } from "./counter.server";
import { BATCH_TRIES_MAX, rowsFor, SanityCounts } from "./sanity-counts.server";

const client = () =>
  createClient({
    projectId: "testproject",
    dataset: "production",
    apiVersion: "2025-02-19",
    token: "sk-test",
    useCdn: false,
  });
const day = "2026-11-26";
/** A journal's record of `views` (written before visits were counted: five values a row; `visits`: six). */
const record = (views: number, path = "/", campaign = "launch", language = "en", visits?: number): VisitsRecord => ({
  t: "views",
  day,
  rows: [
    visits === undefined
      ? [path, language, "newsletter", campaign, views]
      : [path, language, "newsletter", campaign, views, visits],
  ],
});
const key = (path = "/", campaign = "launch") => countKey({ path, language: "en", source: "newsletter", campaign });
const countsOf = (lake: Lake) => (lake.get(resultsDocumentId(day))?.counts ?? []) as DailyCount[];
const viewsOf = (lake: Lake, countKey = key()) => countsOf(lake).find((row) => row._key === countKey)?.views;
const silent = () => ({ warn: vi.fn(), error: vi.fn() });

/** The lake behind the mocked Sanity API, and the transactions it took. */
function lakeServer(getControl = () => ({})) {
  const lake = new Lake(() => []);
  const transactions: number[] = [];
  lake.subscribe(() => transactions.push(Date.now()));
  mockServer.use(...handlersWith(getControl, lake));
  return { lake, transactions };
}

/**
 * Another instance writes the day once, between this one's read and its next write (which Sanity then refuses: 409).
 * Returns the times of the writes this instance sends from now on.
 */
function anotherInstanceCutsIn(lake: Lake): number[] {
  const writes: number[] = [];
  let cutIn = true;
  mockServer.use(
    http.post(/\/data\/mutate\//, () => {
      writes.push(Date.now());
      if (cutIn) {
        cutIn = false;
        lake.mutate([{ patch: { id: resultsDocumentId(day), set: { note: "another instance" } } }] as never[], "site");
      }
      return undefined;
    }),
  );
  return writes;
}

afterEach(() => vi.useRealTimers());

describe("the counts in Sanity (one document a day)", () => {
  it("several instances add their counts atomically to one document, whatever their order, each row once", async () => {
    const { lake } = lakeServer();
    const one = new SanityCounts(client());
    const two = new SanityCounts(client());
    one.add([record(3)]);
    two.add([record(4), record(2, "/pricing", "")]);
    one.add([record(1)]);
    // Both new to the day: one creates its document, the other is refused (409) and adds its counts a minute later.
    await Promise.all([one.push(), two.push()]);
    await Promise.all([one.push(), two.push()]);
    expect(lake.get(resultsDocumentId(day))).toMatchObject({ _type: "dailyResults", day });
    expect(countsOf(lake).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { _key: key(), path: "/", language: "en", source: "newsletter", campaign: "launch", views: 8, visits: 0 },
      {
        _key: key("/pricing", ""),
        ...{ path: "/pricing", language: "en", source: "newsletter", campaign: "", views: 2, visits: 0 },
      },
    ]);
    // Both new to a document that exists: one instance's insert wins, the other reads again and increments.
    one.add([record(5, "/about", "")]);
    two.add([record(6, "/about", "")]);
    await Promise.all([one.push(), two.push()]);
    await Promise.all([one.push(), two.push()]);
    expect(countsOf(lake).filter((row) => row._key === key("/about", ""))).toEqual([
      expect.objectContaining({ views: 11 }),
    ]);
    expect(viewsOf(lake)).toBe(8);
    await Promise.all([one.close(), two.close()]);
  });

  it("adds the visits shown each version of an experiment to the day, exactly, beside another instance's", async () => {
    const { lake } = lakeServer();
    const one = new SanityCounts(client());
    const two = new SanityCounts(client());
    const shown = (version: string, visits: number): CounterRecord => ({
      t: "shown",
      day,
      rows: [["exp", version, visits]],
    });
    one.add([record(3), shown("control", 2)]);
    two.add([shown("b", 1)]);
    await Promise.all([one.push(), two.push()]);
    await Promise.all([one.push(), two.push()]);
    one.add([shown("b", 4)]);
    await one.push();
    const rows = (lake.get(resultsDocumentId(day))?.shown ?? []) as {
      experiment: string;
      version: string;
      visits: number;
    }[];
    expect(rows.map(({ experiment, version, visits }) => [experiment, version, visits]).sort()).toEqual([
      ["exp", "b", 5],
      ["exp", "control", 2],
    ]);
    expect(viewsOf(lake)).toBe(3);
    await Promise.all([one.close(), two.close()]);
  });

  it("sends at most one transaction a minute, and keeps what Sanity refused for the next", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let refuse = true;
    const { lake, transactions } = lakeServer(() => (refuse ? { mutate: { status: 500 } } : {}));
    const logger = silent();
    const counts = new SanityCounts(client(), { everyMs: 60_000, logger });
    counts.add([record(5)]);
    counts.add([record(1)]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(logger.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(1));
    expect(lake.get(resultsDocumentId(day))).toBeFalsy();
    refuse = false;
    counts.add([record(2)]); // counted meanwhile: sent after the batch that failed
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(viewsOf(lake)).toBe(6));
    expect(transactions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(viewsOf(lake)).toBe(8));
    expect(transactions).toHaveLength(2);
    await counts.close();
  });

  it("a try Sanity applied but whose answer was lost is not sent again", async () => {
    const { lake, transactions } = lakeServer();
    let loseNext = true;
    // In front of the lake: the first write is applied, then the connection drops before the answer.
    mockServer.use(
      http.post(/\/data\/mutate\//, async ({ request }) => {
        if (!loseNext) return undefined;
        loseNext = false;
        const body = (await request.json()) as { mutations: never[]; transactionId?: string };
        lake.mutate(body.mutations, "site", body.transactionId);
        return HttpResponse.json({ error: { description: "Bad gateway" } }, { status: 502 });
      }),
    );
    const logger = silent();
    const counts = new SanityCounts(client(), { logger });
    counts.add([record(7)]);
    await counts.push();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(viewsOf(lake)).toBe(7);
    // Seen in the document's revision: nothing is sent (Sanity would refuse the id again: not a failure either).
    await counts.push();
    expect(viewsOf(lake)).toBe(7);
    expect(transactions).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    await counts.close();
  });

  it("a lost answer is seen even when another instance wrote the day in between: counted once", async () => {
    const { lake } = lakeServer();
    let loseNext = true;
    mockServer.use(
      http.post(/\/data\/mutate\//, async ({ request }) => {
        if (!loseNext) return undefined;
        loseNext = false;
        const body = (await request.json()) as { mutations: never[]; transactionId?: string };
        lake.mutate(body.mutations, "site", body.transactionId);
        return HttpResponse.json({ error: { description: "Bad gateway" } }, { status: 502 });
      }),
    );
    const one = new SanityCounts(client(), { logger: silent() });
    const two = new SanityCounts(client(), { logger: silent() });
    one.add([record(7)]);
    await one.push();
    expect(viewsOf(lake)).toBe(7);
    // Another instance writes the day: its revision is no longer the lost try's.
    two.add([record(3)]);
    await two.push();
    expect(viewsOf(lake)).toBe(10);
    await one.push();
    expect(viewsOf(lake)).toBe(10);
    // And this instance's next batch still counts.
    one.add([record(1)]);
    await one.push();
    expect(viewsOf(lake)).toBe(11);
    await Promise.all([one.close(), two.close()]);
  });

  it("writes at most once a minute, a conflict's retry included", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { lake } = lakeServer();
    const logger = silent();
    const counts = new SanityCounts(client(), { everyMs: 60_000, logger });
    counts.add([record(2)]);
    await counts.push();
    // Another instance writes the day between this one's read and its write: its write is refused (409).
    const writes = anotherInstanceCutsIn(lake);
    counts.add([record(3)]);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/another instance wrote/)));
    expect(writes).toHaveLength(1);
    // Not again within the minute; then read again, and added.
    await vi.advanceTimersByTimeAsync(59_000);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(viewsOf(lake)).toBe(5));
    expect(writes).toHaveLength(2);
    await counts.close();
  });

  it("at shutdown, sends what waits and what is pending, reading again at once after a conflict", async () => {
    const { lake } = lakeServer();
    const logger = silent();
    const counts = new SanityCounts(client(), { everyMs: 60_000, logger });
    counts.add([record(2)]);
    await counts.push();
    // Another instance writes the day between this one's read and its write, once.
    anotherInstanceCutsIn(lake);
    counts.add([record(3)]);
    await counts.push(); // refused: waits for the next minute
    counts.add([record(4)]); // pending behind it
    await counts.close();
    expect(viewsOf(lake)).toBe(9);
  });

  it(`gives a batch up after ${BATCH_TRIES_MAX} refusals, says so, and goes on with what comes next`, async () => {
    let refuse = true;
    const { lake } = lakeServer(() => (refuse ? { mutate: { status: 503 } } : {}));
    const logger = silent();
    const counts = new SanityCounts(client(), { logger });
    counts.add([record(4)]);
    for (let minute = 0; minute < BATCH_TRIES_MAX; minute++) await counts.push();
    expect(logger.warn).toHaveBeenCalledTimes(BATCH_TRIES_MAX - 1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^\[results\] 4 views .*given up/));
    refuse = false;
    counts.add([record(1)]);
    await counts.push();
    expect(viewsOf(lake)).toBe(1);
    await counts.close();
  });
});

describe("each instance's last batch in a day's document", () => {
  it("is kept beside another instance's when the same write adds rows new to the day", async () => {
    const { lake } = lakeServer();
    const one = new SanityCounts(client());
    const two = new SanityCounts(client());
    two.add([record(2)]);
    await two.push();
    one.add([record(3, "/pricing", "")]);
    await one.push();
    const applied = (lake.get(resultsDocumentId(day))?.applied ?? []) as { _key: string; batch: number }[];
    expect(applied.map((row) => row.batch)).toEqual([1, 1]);
    expect(new Set(applied.map((row) => row._key)).size).toBe(2);
    expect(viewsOf(lake, key("/pricing", ""))).toBe(3);
    // The same batch sent again (its answer lost) adds nothing.
    await Promise.all([one.close(), two.close()]);
    expect(viewsOf(lake, key("/pricing", ""))).toBe(3);
  });
});

describe("visits in Sanity", () => {
  it("add up as views do, in a row created with them and in a row from before visits were counted", async () => {
    const { lake } = lakeServer();
    // A day's document as an instance wrote it before visits were counted: a row with views only.
    lake.mutate(
      [
        {
          create: {
            _id: resultsDocumentId(day),
            _type: "dailyResults",
            day,
            counts: [{ _key: key(), path: "/", language: "en", source: "newsletter", campaign: "launch", views: 4 }],
          },
        },
      ] as never[],
      "site",
    );
    const counts = new SanityCounts(client());
    counts.add([
      record(3, "/", "launch", "en", 2),
      record(5, "/pricing", "", "en", 1),
      record(1, "/", "launch", "en", 0),
    ]);
    await counts.push();
    expect(countsOf(lake).map(({ path, views, visits }) => [path, views, visits])).toEqual([
      ["/", 8, 2],
      ["/pricing", 5, 1],
    ]);
    counts.add([record(2, "/", "launch", "en", 1)]);
    await counts.push();
    expect(countsOf(lake).find((row) => row._key === key())).toMatchObject({ views: 10, visits: 3 });
    await counts.close();
  });
});

describe(`a day's document holds at most ${DAY_ROWS_MAX} rows`, () => {
  const count = (path: string, language = "en", campaign = "c") => ({
    path,
    language,
    source: "newsletter",
    campaign,
    views: 1,
    visits: 1,
  });
  const keyed = (...counts: ReturnType<typeof count>[]) => new Map(counts.map((row) => [countKey(row), row]));
  const full = (size: number) => new Set(Array.from({ length: size }, (_, index) => `k${index}`));

  it("adds new rows below the cap, up to it exactly", () => {
    const rows = rowsFor(keyed(count("/a"), count("/b")), full(DAY_ROWS_MAX - 2));
    expect([...rows.values()].map((row) => row.path)).toEqual(["/a", "/b"]);
  });

  it("past it, new rows fold into one per language; rows already there still count as themselves", () => {
    const known = full(DAY_ROWS_MAX - 1);
    const existing = count("/kept");
    known.add(countKey(existing));
    const rows = rowsFor(
      keyed(existing, count("/a"), count("/b", "fr"), count("/c", "fr", ""), count("/d"), count("/e", "fr")),
      known,
    );
    expect(
      [...rows.values()].map(({ path, language, source, campaign, views, visits }) => [
        path,
        language,
        source,
        campaign,
        views,
        visits,
      ]),
    ).toEqual([
      ["/kept", "en", "newsletter", "c", 1, 1],
      [OTHER, "en", OTHER, OTHER, 2, 2],
      [OTHER, "fr", OTHER, OTHER, 2, 2],
      [OTHER, "fr", OTHER, "", 1, 1],
    ]);
  });
});

it("docs/operators.md states the limits the code keeps", async () => {
  const { DAY_KEYS_MAX, CLIENT_LABELS_MAX, CLIENT_ROWS_MAX } = await import("./counter.server");
  const operators = readFileSync("docs/operators.md", "utf8").replace(/\s+/g, " ");
  expect(operators).toContain(`at most ${DAY_ROWS_MAX} a day`);
  expect(operators).toContain(`after ${BATCH_TRIES_MAX} refusals`);
  expect(operators).toContain(`at most ${DAY_KEYS_MAX.toLocaleString("en")} distinct counts`);
  expect(operators).toContain(`at most ${CLIENT_LABELS_MAX} new sources and campaigns a day`);
  expect(operators).toContain(`at most ${CLIENT_ROWS_MAX} new counts`);
});
