import { describe, expect, it } from "vitest";
import { annualTotal, discountedMonthly, formatRwf } from "./money";

describe("formatRwf", () => {
  it.each([
    [0, "RWF 0"],
    [500, "RWF 500"],
    [3500, "RWF 3,500"],
    [14500, "RWF 14,500"],
    [1500000, "RWF 1,500,000"],
    [2799.6, "RWF 2,800"],
  ])("%d → %s", (amount, text) => expect(formatRwf(amount)).toBe(text));
});

describe("annual billing", () => {
  it("takes 20 % off each plan's monthly price", () => {
    expect(discountedMonthly(3500, 20)).toBe(2800);
    expect(discountedMonthly(7500, 20)).toBe(6000);
    expect(discountedMonthly(14500, 20)).toBe(11600);
    expect(discountedMonthly(25000, 20)).toBe(20000);
  });

  it("bills twelve discounted months a year", () => {
    expect(annualTotal(7500, 20)).toBe(72000);
    expect(annualTotal(3500, 0)).toBe(42000);
  });

  it("refuses a discount outside 0-100 %", () => {
    expect(() => discountedMonthly(3500, 120)).toThrow(RangeError);
    expect(() => discountedMonthly(3500, -5)).toThrow(RangeError);
  });
});
