import { describe, expect, it } from "vitest";
import {
  chiSquareTail,
  differenceInterval,
  enoughData,
  MIN_CONVERSIONS,
  sampleRatio,
  visitsNeeded,
  wilsonInterval,
} from "./experiment-statistics";

const rounded = ([low, high]: [number, number]) => [Number(low.toFixed(4)), Number(high.toFixed(4))];

describe("the statistics of an experiment's results", () => {
  it("gives Wilson's interval of a rate as Newcombe (1998, single proportion, method 3) works it", () => {
    expect(rounded(wilsonInterval(81, 263))).toEqual([0.2553, 0.3662]);
    expect(rounded(wilsonInterval(15, 148))).toEqual([0.0624, 0.1605]);
    expect(rounded(wilsonInterval(0, 20))).toEqual([0, 0.1611]);
    expect(rounded(wilsonInterval(1, 29))).toEqual([0.0061, 0.1718]);
    expect(wilsonInterval(0, 0)).toEqual([0, 0]);
  });

  it("gives the interval of a difference as Newcombe (1998, difference, method 10) works it", () => {
    expect(rounded(differenceInterval(56, 70, 48, 80))).toEqual([0.0524, 0.3339]);
    expect(rounded(differenceInterval(9, 10, 3, 10))).toEqual([0.1705, 0.809]);
  });

  it("gives χ² tails that match a table's critical values", () => {
    expect(chiSquareTail(3.841, 1)).toBeCloseTo(0.05, 3);
    expect(chiSquareTail(6.635, 1)).toBeCloseTo(0.01, 3);
    expect(chiSquareTail(9.21, 2)).toBeCloseTo(0.01, 3);
    expect(chiSquareTail(7.815, 3)).toBeCloseTo(0.05, 3);
    expect(chiSquareTail(11.345, 3)).toBeCloseTo(0.01, 3);
  });

  it("says a split departs from the one set below p = 0.01, and not for chance's share", () => {
    expect(sampleRatio([5_050, 4_950], [50, 50]).mismatch).toBe(false);
    expect(sampleRatio([5_200, 4_800], [50, 50]).mismatch).toBe(true);
    expect(sampleRatio([3_000, 7_000], [30, 70]).mismatch).toBe(false);
    expect(sampleRatio([0, 0], [50, 50]).mismatch).toBe(false);
  });

  it("asks for the visits a 20 % lift needs at 5 % and 80 % power, and the conversions the intervals need", () => {
    // (0.10 → 0.12: 7.849 × (0.09 + 0.1056) / 0.02², by hand)
    expect(visitsNeeded(0.1)).toBe(3839);
    expect(visitsNeeded(0)).toBe(Infinity);
    const arm = (visits: number, conversions: number) => ({ visits, conversions });
    expect(enoughData([arm(4_000, 400), arm(4_000, 480)]).enough).toBe(true);
    expect(enoughData([arm(3_000, 300), arm(4_000, 480)]).enough).toBe(false);
    expect(enoughData([arm(100_000, MIN_CONVERSIONS - 1), arm(100_000, 50)]).enough).toBe(false);
  });
});
