import { decodeOrNull } from "./decode";

/*
 * The one rule for every link an editor controls (a menu entry, a call to action, a link in a text or the
 * announcement, an author's profile, a social link): a path of this site, or an address on the web, by email or by
 * phone. The site drops anything else before it reaches a page (app/content/layer/localize.ts), and the Studio refuses it
 * (sanity-studio/schemaTypes/objects/fields.ts): `javascript:` and `data:` never, nor what a browser reads as
 * another site although it starts with a slash (`//evil.example`, `/\evil.example`, `/<tab>/evil.example`).
 * Plain functions with relative imports only: the Studio reads them too.
 */

/** The schemes a link to another place may use. */
export const LINK_SCHEMES = ["https:", "http:", "mailto:", "tel:"] as const;

/**
 * What no link may hold, before or after decoding: control characters (a browser drops tab and newline, so
 * `/\t/evil.example` becomes `//evil.example`), backslashes (read as slashes) and Unicode line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/;

const ORIGIN = "http://site.invalid";

/**
 * `value` as a path of this site (its path, query and hash as the URL parser spells them), or null when it is none:
 * one leading slash, nothing a browser would read as another host, before or after decoding, nor once its `.` and
 * `..` segments are resolved (`/.//evil.example` is `//evil.example`).
 */
export function sitePathOf(value: string): string | null {
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE.test(value)) return null;
  const decoded = decodeOrNull(value);
  if (decoded === null || UNSAFE.test(decoded) || decoded.startsWith("//")) return null;
  if (new URL(decoded, ORIGIN).pathname.startsWith("//")) return null;
  const url = new URL(value, ORIGIN);
  return url.origin === ORIGIN && !url.pathname.startsWith("//") ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Whether `value` is a path on this site (sitePathOf). */
export const isSitePath = (value: string): boolean => sitePathOf(value) !== null;

/** Whether `value` is a whole address with one of `schemes` (a web address with a host). */
function isAddress(value: string, schemes: readonly string[]): boolean {
  if (UNSAFE.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!schemes.includes(url.protocol)) return false;
  return url.protocol === "https:" || url.protocol === "http:" ? url.host !== "" && /^https?:\/\//i.test(value) : true;
}

/** `value` when it is a link the site may show (a path of this site, or an address with one of `schemes`), else null. */
export function safeLink(value: unknown, schemes: readonly string[] = LINK_SCHEMES): string | null {
  if (typeof value !== "string" || value === "") return null;
  return isSitePath(value) || isAddress(value, schemes) ? value : null;
}

/** What the Studio says of a link that is not one (null: it is fine). */
export function linkProblem(value: unknown, schemes: readonly string[] = LINK_SCHEMES): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (safeLink(value, schemes) !== null) return null;
  const kinds = schemes
    .map((scheme) => ({ "https:": "https://…", "http:": "http://…", "mailto:": "mailto:…", "tel:": "tel:…" })[scheme])
    .filter(Boolean);
  const asked = kinds.join(", ");
  if (typeof value === "string" && value.startsWith("/")) {
    return `A path on this site starts with one slash (/pricing) and holds no backslash, control character or //`;
  }
  return `Use a path on this site (starting with /) or a full address (${asked})`;
}
