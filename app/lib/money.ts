import { DEFAULT_LOCALE, type Locale } from "@shared/addresses/locales";
import { formatPrice } from "./format";

/** A plan's prices as the pricing page shows them, monthly and on annual billing. */
export type PlanPrices = { monthly: string; annualMonthly: string; annualTotal: string };

export function planPrices(monthly: number, discountPercent: number, locale: Locale = DEFAULT_LOCALE): PlanPrices {
  return {
    monthly: formatPrice(monthly, locale),
    annualMonthly: formatPrice(discountedMonthly(monthly, discountPercent), locale),
    annualTotal: formatPrice(annualTotal(monthly, discountPercent), locale),
  };
}

/** The monthly price per user when billed annually with the given discount (e.g. 20 → 80 % of monthly). */
export function discountedMonthly(monthly: number, discountPercent: number): number {
  if (!Number.isFinite(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`discount must be between 0 and 100 %, got ${discountPercent}`);
  }
  return Math.round((monthly * (100 - discountPercent)) / 100);
}

/** What a year costs per user on annual billing. */
export function annualTotal(monthly: number, discountPercent: number): number {
  return discountedMonthly(monthly, discountPercent) * 12;
}
