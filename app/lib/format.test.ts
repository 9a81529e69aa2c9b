import { expect, it } from "vitest";
import { formatCount, formatDate } from "./format";

it("groups whole numbers and rounds fractions", () => {
  expect(formatCount(5000)).toBe("5,000");
  expect(formatCount(999)).toBe("999");
  expect(formatCount(1234567.6)).toBe("1,234,568");
});

it("writes a calendar date in words, the same in every time zone", () => {
  expect(formatDate("2026-03-01")).toBe("1 March 2026");
  expect(formatDate("2025-12-31")).toBe("31 December 2025");
});
