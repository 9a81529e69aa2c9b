import { describe, expect, it } from "vitest";
import { experimentNotes, experimentResults, experimentTable, type ExperimentDefinition } from "./experiment-results";
import { wilsonInterval } from "./experiment-statistics";
import type { CountedLead } from "./results";

const experiment: ExperimentDefinition = {
  _id: "exp",
  name: "Book a demo or Start free",
  goal: "contact",
  controlWeight: 50,
  variants: [{ _key: "free", name: "Start free", weight: 50 }],
};
const row = (version: string, visits: number, day = "2026-11-20") => ({ day, experiment: "exp", version, visits });
/** `n` leads of a visit shown `version`, counted and first unless said, sent on 2026-11-20. */
const leads = (
  n: number,
  version: string,
  {
    kind = "contact" as CountedLead["kind"],
    counted = true,
    firstLead = true,
    firstOfKind = undefined as boolean | undefined,
    at = "2026-11-20T10:00:00Z",
  } = {},
): CountedLead[] =>
  Array.from({ length: n }, () => ({
    at,
    kind,
    attribution: { counted, firstLead, firstOfKind, variants: `other:x exp:${version}`, secondsToSend: 60 },
  }));

describe("an experiment's results", () => {
  it("counts a visit's first lead of the goal's kind: a sign-up after a contact message converts for a sign-up goal", () => {
    const converted = (goal: ExperimentDefinition["goal"], sent: CountedLead[]) =>
      experimentResults({ ...experiment, goal }, [row("free", 100)], sent, { from: "2026-11-01", to: "2026-11-30" })
        .versions[1]!.conversions;
    // a contact message first, then a sign-up (its first of its kind), then a second sign-up
    const visit = [
      ...leads(1, "free", { kind: "contact", firstLead: true, firstOfKind: true }),
      ...leads(1, "free", { kind: "signup", firstLead: false, firstOfKind: true }),
      ...leads(1, "free", { kind: "signup", firstLead: false, firstOfKind: false }),
    ];
    expect(converted("signup", visit)).toBe(1);
    expect(converted("contact", visit)).toBe(1);
    expect(converted("either", visit)).toBe(1);
    // a lead sent before the kinds were kept says only whether it was the visit's first
    expect(converted("signup", leads(1, "free", { kind: "signup", firstLead: false }))).toBe(0);
    expect(converted("signup", leads(1, "free", { kind: "signup", firstLead: true }))).toBe(1);
  });

  it("counts each version's visits shown and its converted visits: counted, first, of the goal's kind, in the period", () => {
    const result = experimentResults(
      experiment,
      [row("control", 600), row("control", 400, "2026-11-21"), row("free", 1_000), row("free", 999, "2026-10-01")],
      [
        ...leads(50, "control"),
        ...leads(80, "free"),
        ...leads(7, "free", { counted: false }),
        ...leads(5, "free", { firstLead: false }),
        ...leads(3, "free", { kind: "signup" }),
        ...leads(2, "free", { at: "2026-10-01T10:00:00Z" }),
      ],
      { from: "2026-11-01", to: "2026-11-30" },
    );
    expect(result.versions.map(({ version, visits, conversions }) => [version, visits, conversions])).toEqual([
      ["control", 1_000, 50],
      ["free", 1_000, 80],
    ]);
    expect(result.versions[1]!.rate).toBe(0.08);
    expect(result.versions[1]!.interval).toEqual(wilsonInterval(80, 1_000));
    expect(result.versions[1]!.difference).toBeCloseTo(0.03, 10);
    expect(result.versions[1]!.differenceInterval![0]).toBeGreaterThan(0);
    // 1,000 a version is short of what a 20 % change at a 5 % rate needs (8,155): not enough data yet
    expect(result.enough).toEqual({ enough: false, visitsNeeded: 8_155 });
    expect(experimentNotes(result)).toEqual([
      expect.stringMatching(/^Not enough data yet: each version needs about 8,155 visits/),
    ]);
    expect(experimentTable(result)[2]).toEqual([
      "Start free",
      "50 %",
      "1000",
      "80",
      "8.0 %",
      "6.5 % to 9.8 %",
      "+3.0 pts",
      expect.stringMatching(/^\+\d\.\d pts to \+\d\.\d pts$/),
    ]);
  });

  it("counts only the leads sent while the test ran, and the days it ran", () => {
    const ran = { ...experiment, startedAt: "2026-11-20T09:00:00Z", stoppedAt: "2026-11-21T18:00:00Z" };
    const result = experimentResults(
      ran,
      [row("free", 10, "2026-11-19"), row("free", 20, "2026-11-20"), row("free", 5, "2026-11-22")],
      [
        ...leads(1, "free", { at: "2026-11-20T08:00:00Z" }),
        ...leads(2, "free", { at: "2026-11-20T10:00:00Z" }),
        ...leads(4, "free", { at: "2026-11-21T19:00:00Z" }),
      ],
    );
    expect(result.versions[1]).toMatchObject({ visits: 20, conversions: 2 });
  });

  it("widens each difference's interval when two or three variants are compared with the control (Bonferroni)", () => {
    const two = { ...experiment, variants: [...experiment.variants, { _key: "c", name: "C", weight: 0 }] };
    const rows = [row("control", 1_000), row("free", 1_000), row("c", 1_000)];
    const found = [...leads(50, "control"), ...leads(80, "free")];
    const [one] = experimentResults(experiment, rows, found).versions.slice(1);
    const [wider] = experimentResults(two, rows, found).versions.slice(1);
    expect(wider!.differenceInterval![0]).toBeLessThan(one!.differenceInterval![0]);
    expect(wider!.differenceInterval![1]).toBeGreaterThan(one!.differenceInterval![1]);
  });

  it("says which version wins once there is enough data, and warns first of a split not as set", () => {
    const decided = experimentResults(
      experiment,
      [row("control", 10_000), row("free", 10_000)],
      [...leads(500, "control"), ...leads(650, "free")],
    );
    expect(experimentNotes(decided)).toEqual([
      '"Start free" converts better than the page as published: its whole interval is above it.',
    ]);
    const even = experimentResults(
      experiment,
      [row("control", 10_000), row("free", 10_000)],
      [...leads(500, "control"), ...leads(510, "free")],
    );
    expect(experimentNotes(even)[0]).toMatch(/^No version differs from the page as published by more than chance/);
    const skewed = experimentResults(experiment, [row("control", 7_000), row("free", 3_000)], []);
    expect(skewed.sampleRatio.mismatch).toBe(true);
    expect(experimentNotes(skewed)[0]).toMatch(/^The visits are not split as set \(χ² test, p = /);
  });
});
