import { decodeOrNull } from "./decode";

/** Anything that is not a plain printable character of a path: control characters (a browser drops tab and newline,
 * which turns `/\t/evil.example` into `//evil.example`), backslashes (read as slashes) and Unicode line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/;
const ORIGIN = "http://site.invalid";

/**
 * A redirect target as a path of this site, or `fallback`: the one check every redirect the site makes from
 * request input goes through. Refused, before and after decoding: other schemes and hosts (`https://…`, `//…`,
 * `/\…`), control characters and backslashes; what is left is the path, query and hash as the URL parser spells them.
 */
export function sameSitePath(target: string | null | undefined, fallback = "/"): string {
  if (!target || !target.startsWith("/") || UNSAFE.test(target)) return fallback;
  const decoded = decodeOrNull(target);
  if (decoded === null || UNSAFE.test(decoded) || decoded.startsWith("//")) return fallback;
  const url = new URL(target, ORIGIN);
  if (url.origin !== ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
