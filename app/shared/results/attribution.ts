import { readVariants, variantTokens } from "./experiments";
/*
 * Where a lead came from, without knowing who sent it: the visit's first page on the site, the site it came from
 * (its host only), the campaign its address named (utm_*), the page's language, a phone or a desktop, and the time
 * from landing to sending. Nothing here identifies a visitor. Read by the browser (app/results/visit.ts), the server
 * (app/leads), the Studio (the lead and subscriber documents) and `npm run leads`.
 */

/** The campaign parameters of a landing address (the UTM convention), each kept trimmed and at most this long. */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const ATTRIBUTION_VALUE_MAX = 100;
/** A landing page's path at most (longer paths are no page of the site). */
export const LANDING_PATH_MAX = 300;
/** The lead forms' field that carries the visit (JSON, added by app/results/visit.ts as a form is sent). */
export const VISIT_FIELD = "visit";
/** A visit that came from no other site (typed, a bookmark, an app that sends no referrer). */
export const DIRECT = "direct";
export const DEVICES = ["phone", "desktop"] as const;

/** The attribution of one lead, as stored with it (every field may be missing: an old lead, a post without scripts). */
export interface Attribution {
  landing?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  language?: string;
  device?: (typeof DEVICES)[number];
  secondsToSend?: number;
  /** Whether the visit's landing view was counted (none: Global Privacy Control, a bot, no scripts, an old lead). */
  counted?: boolean;
  /** Whether it is its visit's first lead (a tab that sends a second one: false). */
  firstLead?: boolean;
  /** Whether it is its visit's first lead of its kind (a sign-up after a contact message: true). */
  firstOfKind?: boolean;
  /** The version of each experiment its visit was shown: `experiment:key …` (./experiments.ts). */
  variants?: string;
}

/** Each field's title, in the order they are shown (the Studio's read-only fields, the CSV's columns, the sales email). */
export const ATTRIBUTION_TITLES: Readonly<Record<keyof Attribution, string>> = {
  landing: "Landing page",
  referrer: "Came from",
  utmSource: "Campaign source",
  utmMedium: "Campaign medium",
  utmCampaign: "Campaign",
  utmTerm: "Campaign term",
  utmContent: "Campaign content",
  language: "Language",
  device: "Device",
  secondsToSend: "Seconds from landing to sending",
  counted: "Visit counted",
  firstLead: "First lead of the visit",
  firstOfKind: "First lead of its kind in the visit",
  variants: "Experiments (version shown)",
};
export const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_TITLES) as (keyof Attribution)[];
/** The fields that are a yes or a no (the rest are text, but the seconds). */
export const ATTRIBUTION_FLAGS: readonly (keyof Attribution)[] = ["counted", "firstLead", "firstOfKind"];

/** The kinds of lead: a contact message, a newsletter sign-up. */
export type LeadKind = "contact" | "signup";

/** Where a UTM parameter's value is kept (`utm_source` → `utmSource`). */
export const utmField = (parameter: (typeof UTM_PARAMETERS)[number]) =>
  `utm${parameter[4]!.toUpperCase()}${parameter.slice(5)}` as "utmSource";

// What no one reads: controls, format characters (bidi marks, zero-width spaces and joiners, the BOM, tag
// characters), lone surrogates, private-use and unassigned code points, and noncharacters.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;

/** A value as kept: invisible characters out, spaces trimmed and collapsed, at most `max` characters; or nothing. */
export function cleanValue(value: unknown, max = ATTRIBUTION_VALUE_MAX): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(/\s+/g, " ").replace(INVISIBLE, "").replace(/ {2,}/g, " ").trim();
  const clean = [...text].slice(0, max).join("").trim();
  return clean || undefined;
}

/**
 * The host of the site a visit came from (`news.example.com`, never its path or query), `direct` when none, or
 * nothing when it came from this site itself (`ownHost`) or the referrer is no web address.
 */
export function referrerOf(referrer: string | null | undefined, ownHost?: string): string | undefined {
  if (!referrer) return DIRECT;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host || host === ownHost?.toLowerCase()) return undefined;
  return isHost(host) ? host : undefined;
}

/** A host name as the URL parser writes one (ASCII, punycode), or an IP address: nothing else is kept. */
const isHost = (value: string) =>
  value.length <= 253 && (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(value) || /^\[[0-9a-f:.]+\]$/.test(value));

/** A path of this site (`/fr/pricing`), without its query or fragment; anything else is not kept. */
export function landingOf(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return undefined;
  const path = value.split(/[?#]/)[0]!;
  return path.length <= LANDING_PATH_MAX && path.replace(INVISIBLE, "") === path && !/\s/.test(path) ? path : undefined;
}

/** A phone or a desktop, from what the browser says of itself (a class, not an identifier). */
export function deviceOf(header: (name: string) => string | null | undefined): Attribution["device"] {
  const mobileHint = header("sec-ch-ua-mobile");
  if (mobileHint) return mobileHint.trim() === "?1" ? "phone" : "desktop";
  return /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i.test(header("user-agent") ?? "") ? "phone" : "desktop";
}

/** The longest time from landing to sending kept (a tab left open for days says nothing more). */
const SECONDS_MAX = 7 * 24 * 3600;

/**
 * What the browser sent of the visit (the form's VISIT_FIELD, JSON written by app/results/visit.ts), each value
 * checked on its own: a malformed or hostile value is left out, never the lead.
 */
export function readVisit(text: unknown): Partial<Attribution> {
  if (typeof text !== "string" || text.length > 2_000) return {};
  let sent: unknown;
  try {
    sent = JSON.parse(text);
  } catch {
    return {};
  }
  if (!sent || typeof sent !== "object" || Array.isArray(sent)) return {};
  const visit = sent as Record<string, unknown>;
  const found: Partial<Attribution> = {};
  const landing = landingOf(visit.landing);
  if (landing) found.landing = landing;
  const referrer = typeof visit.referrer === "string" ? visit.referrer.toLowerCase() : undefined;
  if (referrer && (referrer === DIRECT || isHost(referrer))) found.referrer = referrer;
  for (const parameter of UTM_PARAMETERS) {
    const value = cleanValue(visit[utmField(parameter)]);
    if (value) found[utmField(parameter)] = value;
  }
  for (const flag of ATTRIBUTION_FLAGS)
    if (typeof visit[flag] === "boolean") (found as Record<string, boolean>)[flag] = visit[flag];
  const variants = variantTokens(readVariants(visit.variants));
  if (variants) found.variants = variants;
  const seconds = visit.secondsToSend;
  if (typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0)
    found.secondsToSend = Math.min(Math.round(seconds), SECONDS_MAX);
  return found;
}

/** A campaign in one line (`launch (newsletter / email)`), or nothing when the visit named none. */
export function campaignLabel(attribution: Attribution | undefined): string | undefined {
  if (!attribution) return undefined;
  const { utmCampaign, utmSource, utmMedium } = attribution;
  const where = [utmSource, utmMedium].filter(Boolean).join(" / ");
  if (!utmCampaign) return where || undefined;
  return where ? `${utmCampaign} (${where})` : utmCampaign;
}
