import { sitePathOf } from "@shared/addresses/links";

/**
 * A redirect target as a path of this site, or `fallback`: the one check every redirect the site makes from
 * request input goes through, the rule of every link (app/shared/addresses/links.ts): other schemes and hosts (`https://…`,
 * `//…`, `/\…`, `/.//…`), control characters and backslashes are refused, before and after decoding; what is left is
 * the path, query and hash as the URL parser spells them.
 */
export function sameSitePath(target: string | null | undefined, fallback = "/"): string {
  return (target && sitePathOf(target)) || fallback;
}
