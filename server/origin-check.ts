import type { IncomingHttpHeaders } from "node:http";

/*
 * Forms are sent from the site's own pages. A browser says where a post comes from (Origin); one from another site,
 * a malformed one, or `null` that the browser does not vouch for is refused here, before Remix, whose own check
 * (throwIfPotentialCSRFAttack) would throw and answer 500 with a stack in the log. The rule is Remix's own, so what
 * passes here passes there: the Origin's host must be the host the request was sent to (X-Forwarded-Host, else Host).
 * `Origin: null` is what a browser sends for the site's own form under some conditions (a no-referrer policy, after
 * a redirect across sites); with `Sec-Fetch-Site: same-origin` the browser vouches for it, and it is taken, its Origin
 * left out of what Remix sees.
 */

/** Methods that read: never checked. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export type OriginVerdict = { ok: true; dropOrigin?: boolean } | { ok: false; reason: string };

export function checkOrigin(method: string, headers: IncomingHttpHeaders): OriginVerdict {
  if (READS.has(method.toUpperCase())) return { ok: true };
  const origin = headers.origin;
  // No Origin: not a browser's form (a webhook, a script); the route's own checks apply.
  if (origin === undefined) return { ok: true };
  if (origin === "null") {
    return headers["sec-fetch-site"] === "same-origin"
      ? { ok: true, dropOrigin: true }
      : { ok: false, reason: "Origin null, not vouched for as this site's" };
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return { ok: false, reason: `malformed Origin ${JSON.stringify(origin.slice(0, 80))}` };
  }
  const forwarded = (
    Array.isArray(headers["x-forwarded-host"]) ? headers["x-forwarded-host"][0] : headers["x-forwarded-host"]
  )
    ?.split(",")[0]
    ?.trim();
  const host = forwarded || headers.host;
  return originHost === host
    ? { ok: true }
    : { ok: false, reason: `sent from another site (Origin ${origin.slice(0, 80)})` };
}

/**
 * One line a refusal in the log, at most `perMinute` a minute: past that they are counted, and the count is said in
 * one line when the minute ends (or at `flush()`: the server calls it as it stops, so no count is lost), so that a
 * flood of refused requests cannot fill the disk.
 */
export function limitedLog(
  perMinute: number,
  write: (line: string) => void,
  now = () => Date.now(),
): ((line: string) => void) & { flush: () => void } {
  let windowStart = -Infinity;
  let written = 0;
  let held = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (held > 0)
      write(`[http] ${held} more refusals since, not logged one by one (at most ${perMinute} lines a minute)`);
    held = 0;
  };
  const log = (line: string) => {
    const time = now();
    if (time - windowStart >= 60_000) {
      flush();
      windowStart = time;
      written = 0;
    }
    if (written < perMinute) {
      written++;
      write(line);
      return;
    }
    // The first held line of a minute sets the count to be said when the minute ends (not keeping the process up).
    if (held++ === 0) {
      timer = setTimeout(flush, windowStart + 60_000 - time);
      timer.unref?.();
    }
  };
  return Object.assign(log, { flush });
}
