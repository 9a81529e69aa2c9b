import { createClient } from "@sanity/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Lake } from "../../tests/mocks/lake/store";
import { mockServer } from "../../tests/mocks/node";
import { handlersWith } from "../../tests/mocks/sanity";
import { countKey, resultsDocumentId } from "@shared/results";
import type { VisitsRecord } from "./counter.server";
import { SanityCounts } from "./sanity-counts.server";

const client = () =>
  createClient({
    projectId: "testproject",
    dataset: "production",
    apiVersion: "2025-02-19",
    token: "sk-test",
    useCdn: false,
  });
const day = "2026-11-26";
const record = (views: number, path = "/", campaign = "launch"): VisitsRecord => ({
  t: "views",
  day,
  rows: [[path, "en", "newsletter", campaign, views]],
});
const key = (path = "/", campaign = "launch") => countKey({ path, language: "en", source: "newsletter", campaign });

afterEach(() => vi.useRealTimers());

describe("the counts in Sanity (one document a day)", () => {
  it("several instances add their counts atomically to one document, whatever their order", async () => {
    const lake = new Lake(() => []);
    mockServer.use(...handlersWith(() => ({}), lake));
    const one = new SanityCounts(client());
    const two = new SanityCounts(client());
    one.add([record(3)]);
    two.add([record(4), record(2, "/pricing", "")]);
    one.add([record(1)]);
    await Promise.all([one.push(), two.push()]);
    const document = lake.get(resultsDocumentId(day))!;
    expect(document).toMatchObject({ _type: "dailyResults", day });
    expect(document.counts).toEqual({
      [key()]: { path: "/", language: "en", source: "newsletter", campaign: "launch", views: 8 },
      [key("/pricing", "")]: { path: "/pricing", language: "en", source: "newsletter", campaign: "", views: 2 },
    });
    await one.close();
    await two.close();
  });

  it("sends at most one transaction a minute, and keeps what Sanity refused for the next", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const lake = new Lake(() => []);
    let refuse = true;
    const transactions: number[] = [];
    mockServer.use(...handlersWith(() => (refuse ? { mutate: { status: 500 } } : {}), lake));
    const warn = vi.fn();
    const counts = new SanityCounts(client(), { everyMs: 60_000, logger: { warn } });
    lake.subscribe(() => transactions.push(Date.now()));
    counts.add([record(5)]);
    counts.add([record(1)]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(lake.get(resultsDocumentId(day))).toBeFalsy();
    refuse = false;
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(lake.get(resultsDocumentId(day))).toBeTruthy());
    expect((lake.get(resultsDocumentId(day))!.counts as Record<string, { views: number }>)[key()]!.views).toBe(6);
    expect(transactions).toHaveLength(1);
    await counts.close();
  });
});
