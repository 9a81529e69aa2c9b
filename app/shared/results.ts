import { cleanValue, DIRECT, type Attribution } from "./attribution";
import { shortHash } from "./hash";

/*
 * Visits counted without knowing who visited: a page view is counted under its day, its path, its language, where
 * its visit came from and its campaign, and only counts are kept. The server counts (app/results), the Studio's
 * Results tool and `npm run results` read the counts; all three read these shapes.
 */

/** What one count is counted under (a day is UTC, `2026-11-26`; a campaign is "" when the visit named none). */
export interface ViewKey {
  day: string;
  path: string;
  language: string;
  source: string;
  campaign: string;
}
export type ViewRow = ViewKey & { views: number };

/** The daily documents in Sanity: one per day, under a private id (like leads, never served without a token). */
export const RESULTS_TYPE = "dailyResults";
export const RESULTS_ID_PREFIX = "results.";
export const resultsDocumentId = (day: string) => `${RESULTS_ID_PREFIX}${day}`;

/** A day (UTC) as counts are kept under it. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Where a visit came from, as counted: its campaign's source if its address named one, else the referring host. */
export const sourceOf = (visit: Pick<Attribution, "utmSource" | "referrer">) =>
  cleanValue(visit.utmSource) ?? visit.referrer ?? DIRECT;
export const campaignNameOf = (visit: Pick<Attribution, "utmCampaign">) => cleanValue(visit.utmCampaign) ?? "";

/** A count's key inside a day's document (an attribute name: a letter, then the hash of what it counts). */
export const countKey = (key: Omit<ViewKey, "day">) =>
  `k${shortHash([key.path, key.language, key.source, key.campaign]).replace(/-/g, "_")}`;
