import type { ShouldRevalidateFunction } from "@remix-run/react";
import { localeFromPath } from "@shared/addresses/locales";
import { SHARED_FRESH_S } from "./cache-control";

/*
 * The root's data (the layout's words, settings, menu, announcement, form token: three quarters of a page's `.data`)
 * is the same for every page of a language. So a navigation loads it again only when it may differ (issue 63: a tap
 * on a phone has less to fetch, decode and draw):
 * - into another language;
 * - after a form is sent, or a revalidation of the page shown (Remix's default);
 * - once it is five minutes old (as long as a shared cache may keep a page's data): an edit to the menu or an
 *   announcement reaches an open tab with a page it opens within five minutes of the publish, and the form token it
 *   carries stays young;
 * - once an announcement's window has opened or closed since (the root's `layoutChangesAt`), a moment after the time,
 *   when the server has refetched it (app/content/layer/schedule.server.ts: DUE_MARGIN_MS).
 */

/** How old the layout's data may be before a navigation loads it again (ms). */
export const LAYOUT_DATA_FRESH_MS = SHARED_FRESH_S * 1000;

/** How long after an announcement's time its change is asked for: the server refetches it 0.3 s after. */
export const LAYOUT_CHANGE_MARGIN_MS = 2000;

// When the root's data shown came (the page's load, then each navigation that loaded it again), and when it changes.
let cameAt = typeof performance === "undefined" ? 0 : performance.timeOrigin;
let changesAt: number | null = null;

/**
 * Notes that the root's data shown has just come (the layout calls it when the data changes), and when it next
 * changes by itself (ms since the epoch; null: not foreseen).
 */
export function layoutDataCame(nextChange: number | null = null) {
  cameAt = Date.now();
  // A time already past (a copy a cache kept from before it, a clock ahead of the server's) foretells nothing: it
  // would load the layout again at every navigation.
  changesAt = nextChange !== null && nextChange + LAYOUT_CHANGE_MARGIN_MS > cameAt ? nextChange : null;
}

/** The root route's `shouldRevalidate` (see above). */
export const shouldRevalidateLayout: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!defaultShouldRevalidate) return false;
  if (formMethod || currentUrl.href === nextUrl.href) return true;
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  const now = Date.now();
  return now - cameAt > LAYOUT_DATA_FRESH_MS || (changesAt !== null && now >= changesAt + LAYOUT_CHANGE_MARGIN_MS);
};
