import { isSitePath } from "./links";

const ORIGIN = "http://site.invalid";

/**
 * A redirect target as a path of this site, or `fallback`: the one check every redirect the site makes from
 * request input goes through. Refused, before and after decoding (the rule of every link, app/lib/links.ts): other
 * schemes and hosts (`https://…`, `//…`, `/\…`), control characters and backslashes; what is left is the path,
 * query and hash as the URL parser spells them.
 */
export function sameSitePath(target: string | null | undefined, fallback = "/"): string {
  if (!target || !isSitePath(target)) return fallback;
  const url = new URL(target, ORIGIN);
  // (what goes into Location: never a path a browser reads as another host, whatever it resolved to)
  if (url.origin !== ORIGIN || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
