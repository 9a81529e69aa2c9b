import { afterEach, describe, expect, it, vi } from "vitest";
import { layoutDataCame, shouldRevalidateLayout } from "./layout-data-freshness";

/** Whether a navigation from `from` to `to` loads the layout's data again (`formMethod`: a form sent there). */
const loadsAgain = (
  from: string,
  to: string,
  { formMethod, byDefault = true } = {} as { formMethod?: "POST"; byDefault?: boolean },
) =>
  shouldRevalidateLayout({
    currentUrl: new URL(from, "https://ihuza.test"),
    nextUrl: new URL(to, "https://ihuza.test"),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: byDefault,
  });

describe("the layout's data on a navigation", () => {
  afterEach(() => vi.useRealTimers());

  it("is kept between pages of one language while it is younger than five minutes", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z") });
    layoutDataCame();
    vi.setSystemTime(new Date("2026-11-28T10:04:59Z"));
    expect(loadsAgain("/", "/pricing")).toBe(false);
    expect(loadsAgain("/fr/tarifs", "/fr/blog")).toBe(false);
    expect(loadsAgain("/rw/ibiciro", "/rw")).toBe(false);
    expect(loadsAgain("/pricing", "/pricing?billing=annual")).toBe(false);
  });

  it("is loaded again into another language, whichever the two", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z") });
    layoutDataCame();
    expect(loadsAgain("/pricing", "/fr/tarifs")).toBe(true);
    expect(loadsAgain("/fr/tarifs", "/rw/ibiciro")).toBe(true);
    expect(loadsAgain("/rw/ibiciro?billing=annual", "/pricing?billing=annual")).toBe(true);
  });

  it("is loaded again once older than five minutes, then kept again from its new arrival", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z") });
    layoutDataCame();
    vi.setSystemTime(new Date("2026-11-28T10:05:01Z"));
    expect(loadsAgain("/", "/pricing")).toBe(true);
    layoutDataCame();
    expect(loadsAgain("/pricing", "/about")).toBe(false);
  });

  it("is loaded again two seconds after an announcement's window opens or closes, then kept again", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z") });
    layoutDataCame(Date.parse("2026-11-28T10:01:00Z"));
    vi.setSystemTime(new Date("2026-11-28T10:01:01Z"));
    expect(loadsAgain("/", "/pricing")).toBe(false);
    vi.setSystemTime(new Date("2026-11-28T10:01:02Z"));
    expect(loadsAgain("/", "/pricing")).toBe(true);
    layoutDataCame(null);
    expect(loadsAgain("/pricing", "/about")).toBe(false);
  });

  it("foretells nothing from a time already past (a cached copy, a clock ahead): no reload at every navigation", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z") });
    layoutDataCame(Date.parse("2026-11-28T09:59:00Z"));
    expect(loadsAgain("/", "/pricing")).toBe(false);
    expect(loadsAgain("/pricing", "/about")).toBe(false);
  });

  it("is loaded again after a form is sent or the page shown is revalidated, and never when Remix would not", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z") });
    layoutDataCame();
    expect(loadsAgain("/contact", "/contact", { formMethod: "POST" })).toBe(true);
    expect(loadsAgain("/contact", "/newsletter", { formMethod: "POST" })).toBe(true);
    expect(loadsAgain("/pricing", "/pricing")).toBe(true);
    expect(loadsAgain("/", "/fr", { byDefault: false })).toBe(false);
  });
});
