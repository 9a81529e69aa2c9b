import { expect, it } from "vitest";
import { formatCount, formatDate, formatFigure } from "./format";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

it("groups whole numbers and rounds fractions", () => {
  expect(formatCount(5000)).toBe("5,000");
  expect(formatCount(999)).toBe("999");
  expect(formatCount(1234567.6)).toBe("1,234,568");
});

it("writes a calendar date in words, the same in every time zone", () => {
  expect(formatDate("2026-03-01")).toBe("1 March 2026");
  expect(formatDate("2025-12-31")).toBe("31 December 2025");
});

it("writes numbers and dates in each language's way", () => {
  expect(plain(formatCount(5000, "fr"))).toBe("5 000");
  expect(formatCount(5000, "rw")).toBe("5.000");
  expect(formatDate("2026-03-01", "fr")).toBe("1 mars 2026");
  expect(formatDate("2026-03-01", "rw")).toMatch(/Werurwe/);
});

it("rewrites an editor's figure for a language and keeps what surrounds the number", () => {
  expect(formatFigure("10,000+")).toBe("10,000+");
  expect(plain(formatFigure("10,000+", "fr"))).toBe("10 000+");
  expect(formatFigure("10,000+", "rw")).toBe("10.000+");
  expect(plain(formatFigure("99.99%", "fr"))).toBe("99,99 %");
  expect(formatFigure("99.99%", "rw")).toBe("99,99%");
  expect(formatFigure("2023", "fr")).toBe("2023");
  expect(formatFigure("24/7", "fr")).toBe("24/7");
  expect(formatFigure("Kigali", "fr")).toBe("Kigali");
});
