import type { IncomingMessage } from "node:http";
import { domainToUnicode } from "node:url";
import { decodeOrNull } from "@shared/addresses/decode";

/*
 * What the server refuses before a request reaches the site: request lines and headers no browser sends, and
 * bodies over the cap. Each is answered with its status, a plain line of text and one line in the log.
 */

/** The longest request target (path and query) taken; a campaign link is far shorter. */
export const MAX_TARGET_LENGTH = 8 * 1024;

const LABEL = "[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?";
const HOSTNAME = new RegExp(`^(?:${LABEL})(?:\\.${LABEL})*\\.?$`, "i");
const IPV6 = /^\[[0-9a-f:.]+\]$/i;

/** Whether a Host header names a host (a name or an address, and an optional port from 1 to 65535). */
export function isValidHost(host: string): boolean {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(host);
  const [, name = "", port] = match ?? [];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  if (!HOSTNAME.test(name) && !IPV6.test(name)) return false;
  // A punycode label must decode to something else (`xn--a` does not: Node 22+'s URL parser lets it through).
  if (name.split(".").some((label) => /^xn--/i.test(label) && ["", label].includes(domainToUnicode(label))))
    return false;
  try {
    new URL(`http://${host}/`); // and one the URL parser takes (not 1.2.3.256, not a broken xn-- label)
    return true;
  } catch {
    return false;
  }
}

export interface Refusal {
  status: 400 | 404 | 414;
  reason: string;
}

/** Characters no page's path holds, written or escaped: controls (C0, DEL, C1) and Unicode's line and paragraph separators. */
const UNPATHLIKE = /[\p{Cc}\u2028\u2029]/u;

/**
 * Why a request cannot be served, or null. Only the origin form of a request target (`/path?query`) is served:
 * not the absolute form a proxy would be sent (`GET http://host/`), nor `*` (`OPTIONS *`); and the Host must be
 * a host.
 */
export function refusal(req: Pick<IncomingMessage, "url" | "headers">): Refusal | null {
  const target = req.url ?? "";
  if (target.length > MAX_TARGET_LENGTH) return { status: 414, reason: "request target too long" };
  if (!target.startsWith("/")) return { status: 400, reason: "request target is not a path" };
  const host = req.headers.host;
  if (host !== undefined && !isValidHost(host)) return { status: 400, reason: "malformed Host header" };
  // A browser writes `\` in a path as `/` before it sends it; the URL parser would read `/\x/pricing` as host x.
  const rawPath = target.split("?")[0]!;
  if (rawPath.includes("\\")) return { status: 400, reason: "backslash in the path" };
  // Joined, not resolved: `//` and `///` are paths of this site (empty segments), not a host.
  const url = new URL(`http://localhost${target}`);
  const decoded = decodeOrNull(url.pathname);
  if (decoded === null) return { status: 400, reason: "malformed path" };
  // (the router matches no path with a line break in it: a 404 here, in one line, never a render that fails)
  if (UNPATHLIKE.test(decoded)) return { status: 404, reason: "a control character or line break in the path" };
  // The site's browser code asks for data with single fetch (`/path.data`); `?_data=` is the old protocol, which
  // Remix answers with a warning and a stack in the log.
  if (url.searchParams.has("_data"))
    return { status: 400, reason: "?_data= is not served (the site uses single fetch)" };
  return null;
}

/** What the server answers for a status it gives itself: the status line's words. */
export const PLAIN_ANSWERS: Record<number, string> = {
  400: "Bad Request",
  413: "This form post is too large. Please go back, shorten your message and send it again.",
  404: "Not Found",
  414: "URI Too Long",
  500: "Internal Server Error",
};

/**
 * Reads and throws away the rest of a refused body, up to `upTo` bytes: resolves true once it has all arrived, so
 * the answer can be sent on a connection with nothing left unread (a server that closes one with unread bytes
 * resets it, and the client loses the answer); false when the client sent more than that (it is cut off).
 */
export function discard(req: IncomingMessage, upTo = 8 * 1024 * 1024): Promise<boolean> {
  return new Promise((resolve) => {
    if (req.readableEnded) return resolve(true);
    if (req.destroyed || Number(req.headers["content-length"] ?? 0) > upTo) {
      req.destroy();
      return resolve(false);
    }
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= upTo) return;
      req.destroy();
      resolve(false);
    });
    req.on("end", () => resolve(true));
    req.on("close", () => resolve(false));
    req.on("error", () => resolve(false));
    req.resume();
  });
}
