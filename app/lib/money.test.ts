import { describe, expect, it } from "vitest";
import { formatPrice } from "./format";
import { annualTotal, discountedMonthly, planPrices } from "./money";

// Intl keeps the currency and the number together with a no-break space (U+00A0; U+202F groups French thousands).
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  it.each([
    [0, "RWF 0"],
    [500, "RWF 500"],
    [3500, "RWF 3,500"],
    [14500, "RWF 14,500"],
    [1500000, "RWF 1,500,000"],
    [2799.6, "RWF 2,800"],
  ])("%d → %s in English", (amount, text) => expect(plain(formatPrice(amount))).toBe(text));

  it("writes French and Kinyarwanda prices their own way", () => {
    expect(plain(formatPrice(7500, "fr"))).toBe("7 500 RWF");
    expect(plain(formatPrice(1500000, "fr"))).toBe("1 500 000 RWF");
    expect(plain(formatPrice(7500, "rw"))).toBe("RWF 7.500");
    expect(plain(planPrices(7500, 20, "fr").annualTotal)).toBe("72 000 RWF");
  });
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
