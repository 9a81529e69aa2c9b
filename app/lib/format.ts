// Numbers and dates, written the site's one way. Each Intl formatter is built on first use, not when a module loads:
// a browser's first Intl formatter costs tens of milliseconds (it loads the locale data; 39 ms on the bench machine,
// four times that on Lighthouse's phone), so pages format in their loaders, on the server, and the browser formats
// only after a visitor acts (docs/performance.md).
let grouping: Intl.NumberFormat | undefined;
let day: Intl.DateTimeFormat | undefined;

/** A whole number, grouped: '5,000'. Fractions are rounded. */
export function formatCount(amount: number): string {
  grouping ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
  return grouping.format(Math.round(amount));
}

/** A calendar date ('2026-03-01'), as '1 March 2026'. */
export function formatDate(isoDate: string): string {
  day ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return day.format(new Date(isoDate));
}
