import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "@shared/addresses/locales";

// Numbers, prices and dates, written each language's way (CLDR's conventions through Intl: '7,500' in English,
// '7 500' in French, '7.500' in Kinyarwanda). Each Intl formatter is built on first use, not when a module loads:
// a browser's first Intl formatter costs tens of milliseconds (it loads the locale data; 39 ms on the bench machine,
// four times that on Lighthouse's phone), so pages format in their loaders, on the server, and the browser formats
// only after a visitor acts (docs/performance.md).
const counts = new Map<Locale, Intl.NumberFormat>();
const prices = new Map<Locale, Intl.NumberFormat>();
const days = new Map<Locale, Intl.DateTimeFormat>();

function cached<F>(cache: Map<Locale, F>, locale: Locale, make: (tag: string) => F): F {
  let formatter = cache.get(locale);
  if (!formatter) {
    formatter = make(LOCALE_INFO[locale].intl);
    cache.set(locale, formatter);
  }
  return formatter;
}

/** A whole number, grouped: '5,000' (en), '5 000' (fr), '5.000' (rw). Fractions are rounded. */
export function formatCount(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return cached(counts, locale, (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 })).format(
    Math.round(amount),
  );
}

/** A price in Rwandan francs: 'RWF 7,500' (en), '7 500 RWF' (fr), 'RWF 7.500' (rw). Fractions are rounded. */
export function formatPrice(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return cached(
    prices,
    locale,
    (tag) =>
      new Intl.NumberFormat(tag, {
        style: "currency",
        currency: "RWF",
        currencyDisplay: "code",
        maximumFractionDigits: 0,
      }),
  ).format(Math.round(amount));
}

/** A calendar date ('2026-03-01'): '1 March 2026' (en), '1 mars 2026' (fr), '2026 Werurwe 1' (rw). */
export function formatDate(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  return cached(
    days,
    locale,
    (tag) => new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  ).format(new Date(isoDate));
}

/**
 * A figure as an editor writes it ('10,000+', '99.99%', '25+'), in a language's way: the number is read (with ',' as
 * the English thousands separator) and written again; what surrounds it is kept. Text without a number is left as is.
 */
/** A band of figures as the page shows them: each value written the language's way (on the server). */
export function formatStats<S extends { value: string }[] | null | undefined>(stats: S, locale: Locale): S {
  return (stats?.map((stat) => ({ ...stat, value: formatFigure(stat.value, locale) })) ?? stats) as S;
}

export function formatFigure(figure: string, locale: Locale = DEFAULT_LOCALE): string {
  const match = /^(\D*?)(\d[\d,]*(?:\.\d+)?)(.*)$/.exec(figure.trim());
  if (!match) return figure;
  const [, before = "", digits = "", after = ""] = match;
  const value = Number(digits.replace(/,/g, ""));
  if (!Number.isFinite(value)) return figure;
  if (/^\d{4}$/.test(digits) && !before && !after) return digits; // a year
  const decimals = digits.includes(".") ? (digits.split(".")[1]?.length ?? 0) : 0;
  const number = decimals
    ? new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value)
    : formatCount(value, locale);
  const space = after.startsWith("%") ? LOCALE_INFO[locale].beforePercent : "";
  return `${before}${number}${space}${after}`;
}
