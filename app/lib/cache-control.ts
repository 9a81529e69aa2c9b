import { decodeOrNull } from "@shared/addresses/decode";

/** How long a browser may use a page's data without asking (seconds): a press to its tap, with room to spare. */
export const DATA_FRESH_S = 10;
/** How long a shared cache (a CDN, Varnish) may keep a page and its data (seconds). */
export const SHARED_FRESH_S = 300;

/**
 * The site's named Cache-Control policies. Pages are the same for every visitor, so a CDN may keep them briefly
 * and serve a stale copy while it refetches; errors are never cached so a fix shows at once.
 */
export const CACHE_CONTROL = {
  /** HTML pages: fresh in the browser on every visit, 5 minutes at a CDN, then stale for up to a day while it refetches. */
  page: `public, max-age=0, s-maxage=${SHARED_FRESH_S}, stale-while-revalidate=86400`,
  /**
   * A page's data for the browser's router (`.data`, fetched by scripts): as a page for a CDN, but never used stale by
   * a browser, which honours stale-while-revalidate for what scripts fetch (a copy up to a day old on a return to a
   * page, asked again behind it). Fresh for DATA_FRESH_S instead, so that the copy a press asked for ahead
   * (app/components/layout/PressAhead.tsx) is the one the tap's navigation uses, with no second request (issue 63). A
   * page's data is the same for every visitor and no loader reads what a form sent, so the router's asking again
   * after a form is sent may be answered by that copy.
   */
  data: `public, max-age=${DATA_FRESH_S}, s-maxage=${SHARED_FRESH_S}`,
  /** Hashed build assets (/assets/*): the name changes when the content does, so keep them a year (set by server/index.ts). */
  immutable: "public, max-age=31536000, immutable",
  /** robots.txt and sitemap.xml: an hour anywhere. */
  crawler: "public, max-age=3600",
  /** A permanent redirect from another spelling of a page's URL to its own: an hour anywhere. */
  redirect: "public, max-age=3600",
  /**
   * A redirect an editor can change (one kept in the Studio, or a document's old address, which leads to its name of
   * today): only shared caches can be purged, so browsers ask again each time while a CDN keeps it an hour (purged
   * by the keys of what it was made from: the redirects', the document types').
   */
  editableRedirect: "public, max-age=0, s-maxage=3600",
  /** Draft previews, and pages for one visitor (a lead form's signed token): for that browser only, never stored. */
  private: "private, no-store",
  /**
   * The data of a page for one visitor (a lead form's): no shared cache keeps it, and the browser only for the moments
   * between a press and its tap, as `data` (a prefetched copy used once, not a second request). Never a preview's.
   */
  privateData: `private, max-age=${DATA_FRESH_S}`,
  /** 404s and errors: never stored. */
  none: "no-store",
} as const;

/**
 * How long a shared cache may serve an answer under `policy`, in ms: its s-maxage (else max-age) and its
 * stale-while-revalidate. A page's form token is as old as the page can be when a visitor gets it.
 */
export function sharedLifetimeMs(policy: string): number {
  const seconds = (name: string) => Number(new RegExp(`(?:^|[ ,])${name}=(\\d+)`).exec(policy)?.[1] ?? 0);
  return ((seconds("s-maxage") || seconds("max-age")) + seconds("stale-while-revalidate")) * 1000;
}

/**
 * A route's response headers passed on from its loader, action or error response (Remix keeps only what a route's
 * `headers` returns): each of `names` from the last source that set it.
 */
export function passOn(names: readonly string[], ...sources: (Headers | undefined)[]): Headers {
  const headers = new Headers();
  for (const source of sources) {
    for (const name of names) {
      const value = source?.get(name);
      if (value) headers.set(name, value);
    }
  }
  return headers;
}

/** The policy for a rendered response (a page, or its data): kept when it succeeded, nothing cached otherwise. */
export function cacheControlFor(status: number, kind: "page" | "data" = "page"): string {
  return status >= 200 && status < 300 ? CACHE_CONTROL[kind] : CACHE_CONTROL.none;
}

/** The key every kept answer carries: purging it empties a shared cache of the site. */
export const SITE_KEY = "ihuza";
const keysOf = (prefix: string, types: Iterable<string>) =>
  [...new Set(types)]
    .filter((type) => type !== "*")
    .sort()
    .map((type) => `${prefix}${type}`);
/** The keys naming the document types a response read (`type:plan`): for an operator's purge by hand. */
export const typeKeys = (types: Iterable<string>) => keysOf("type:", types);
/** The keys of a response too long to name its answers (`coarse:plan`): purged with any change to the type. */
const coarseKeys = (types: Iterable<string>) => keysOf("coarse:", types);
export const isCoarseKey = (key: string) => key.startsWith("coarse:");
/** The key of a response that read answers of unknown types: every purge names it. */
const ANY_CHANGE_KEY = "coarse:*";

/**
 * The most bytes a response's keys may take. Varnish refuses a response with a header line past 8 kB
 * (http_resp_hdr_len); Fastly's Surrogate-Key and Cloudflare's Cache-Tag take 16 kB.
 */
export const SURROGATE_KEYS_MAX_BYTES = 8_000;

/** What a response read, as its keys are made of: the answers (answerKey) and their document types. */
export interface KeyedBy {
  answers: Iterable<string>;
  types: Iterable<string>;
}

const tooLong = new Set<string>();

/**
 * The surrogate keys of a response: the site's key, the document types it read, and one key per query answer it
 * showed, so that an edit purges exactly the answers whose content it changed. Past SURROGATE_KEYS_MAX_BYTES
 * (llms-full.txt, a very long list), its types' coarse keys instead of its answers, said once per `what` in the log:
 * then any change to one of those types purges it.
 */
export function surrogateKeys({ answers, types }: KeyedBy, what = "a response"): string[] {
  const named = [SITE_KEY, ...typeKeys(types)];
  if ([...types].includes("*")) return [...named, ANY_CHANGE_KEY];
  const precise = [...named, ...[...answers].sort()];
  if (precise.join(" ").length <= SURROGATE_KEYS_MAX_BYTES) return precise;
  if (!tooLong.has(what)) {
    tooLong.add(what);
    console.info(`[cache] ${what} read ${precise.length - named.length} answers: keyed by its document types instead`);
  }
  return [...named, ...coarseKeys(types)];
}

/** The keys as each kind of shared cache reads them: Fastly (Surrogate-Key), Varnish xkey, Cloudflare (Cache-Tag). */
export function surrogateKeyHeaders(read: KeyedBy, what?: string): Record<string, string> {
  const keys = surrogateKeys(read, what);
  return { "Surrogate-Key": keys.join(" "), xkey: keys.join(" "), "Cache-Tag": keys.join(",") };
}

/**
 * What a change purges at a shared cache: the answers that changed, the coarse keys of their types (for the
 * responses keyed by type) and the responses that read answers of unknown types; a change of unknown types,
 * everything.
 */
export const purgeKeys = (change: { answers: readonly string[]; types: readonly string[] }) =>
  change.types.includes("*") ? [SITE_KEY] : [...change.answers, ...coarseKeys(change.types), ANY_CHANGE_KEY];

/** Whether a shared cache (a CDN, the page cache) may keep an answer with these headers. */
export function mayBeShared(headers: Headers): boolean {
  return /\bpublic\b/.test(headers.get("Cache-Control") ?? "");
}

/**
 * Query parameters that only tell analytics where a visitor came from (campaign links, ad clicks, newsletters).
 * No page reads them on the server, so a cache keeps one copy of a page for all their values. The Varnish
 * configuration (scripts/varnish/site.vcl) strips the same list (a test ties the two).
 */
export const TRACKING_PARAMETERS =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|twclid|li_fat_id)$/i;

/**
 * A path with query, less its tracking parameters, named however they are spelled (`utm_source`, `UTM_Source`,
 * `%75tm_source`); the rest keep their order and spelling. The path is as the URL parser spells it.
 */
export function withoutTracking(path: string): string {
  // Joined, not resolved: `//x/pricing` is a path of this site (as Remix reads it), never host x's /pricing.
  const url = new URL(`http://localhost${path}`);
  return `${url.pathname}${queryWithoutTracking(url.search)}`;
}

/** A query (`?a=1&utm_source=x`) less its tracking parameters: `?a=1`, or "" when nothing is left. */
export function queryWithoutTracking(search: string): string {
  const kept = pairsOf(search).filter((pair) => !isTracking(pair));
  return kept.length ? `?${kept.join("&")}` : "";
}

/**
 * A redirect's Location finished for the request it answers: the tracking parameters the request carried (`target`,
 * its path and query as sent) ride along after the Location's own query, in their order and spelling, so that a
 * campaign link to an old or misspelt address still names its campaign where it lands. Caches keep one redirect per
 * address (made without them); this runs per request, on the way out (server/index.ts) and in the app's own
 * redirects (`npm run dev` sees them too). Idempotent: tracking already on the Location is put after its own query.
 */
export function carryTracking(location: string, target: string): string {
  // The request's query as the URL parser writes it: escaped, no fragment (a raw byte never reaches a header).
  const tracking = pairsOf(new URL(`http://localhost${target.startsWith("/") ? "" : "/"}${target}`).search).filter(
    isTracking,
  );
  if (!tracking.length) return location;
  const names = new Set(tracking.map(nameOf));
  const hashAt = location.indexOf("#");
  const beforeHash = hashAt < 0 ? location : location.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : location.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  // (the Location's own parameters stay, but one the request names too: the visitor's campaign wins)
  const own = queryAt < 0 ? [] : pairsOf(beforeHash.slice(queryAt)).filter((pair) => !names.has(nameOf(pair)));
  return `${path}?${[...own, ...tracking].join("&")}${hash}`;
}

const pairsOf = (search: string) => search.replace(/^\?/, "").split("&").filter(Boolean);

/** A pair's name as it reads (`%75tm_Source` is utm_source), lower case. */
function nameOf(pair: string): string {
  const name = pair.split("=")[0] ?? "";
  return (decodeOrNull(name.replace(/\+/g, " ")) ?? name).toLowerCase();
}

function isTracking(pair: string): boolean {
  // A malformed escape is not a tracking parameter's name: kept as it is.
  return TRACKING_PARAMETERS.test(nameOf(pair));
}
