/**
 * The site's named Cache-Control policies. Pages are the same for every visitor, so a CDN may keep them briefly
 * and serve a stale copy while it refetches; errors are never cached so a fix shows at once.
 */
export const CACHE_CONTROL = {
  /** HTML pages: fresh in the browser on every visit, 5 minutes at a CDN, then stale for up to a day while it refetches. */
  page: "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
  /** Hashed build assets (/assets/*): the name changes when the content does, so keep them a year (set by remix-serve). */
  immutable: "public, max-age=31536000, immutable",
  /** robots.txt and sitemap.xml: an hour anywhere. */
  crawler: "public, max-age=3600",
  /** Draft previews: for the editor's browser only, never stored. */
  private: "private, no-store",
  /** 404s and errors: never stored. */
  none: "no-store",
} as const;

/** The policy for a rendered response: pages when it succeeded, nothing cached otherwise. */
export function cacheControlFor(status: number): string {
  return status >= 200 && status < 300 ? CACHE_CONTROL.page : CACHE_CONTROL.none;
}

/** Whether a shared cache (a CDN, the page cache) may keep an answer with these headers. */
export function mayBeShared(headers: Headers): boolean {
  return /\bpublic\b/.test(headers.get("Cache-Control") ?? "");
}
