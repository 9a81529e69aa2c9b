import Negotiator from "negotiator";
import { PREFIXED_LOCALES } from "@shared/addresses/locales";
import { FILE_ROUTES, RESERVED_SEGMENTS } from "@shared/addresses/pages";
import { MARKDOWN_TYPE, markdownAddress } from "./markdown-address";

/* How the server tells a request for a page's Markdown twin (app/lib/markdown-address.ts says where twins live). */

/** First segments no page has: the API's, the build's, public/'s (RESERVED_SEGMENTS) and the files' (/readyz). */
const NOT_PAGES = new Set([...RESERVED_SEGMENTS, ...FILE_ROUTES.map((route) => route.path.split("/")[1] ?? "")]);

/** Whether a path may be a page's: not a file's (a dot in its last segment: `.txt`, `.data`) nor under NOT_PAGES. */
export function mayBePage(path: string): boolean {
  const segments = path.split("/");
  return !segments.at(-1)?.includes(".") && !NOT_PAGES.has(segments[1] ?? "");
}

/** What a page can be answered as, HTML first (the answer to any type). */
const CHOICES = ["text/html", MARKDOWN_TYPE];

/** A home page's path by its twin's (/index.md is /'s, /fr/index.md is /fr's). */
const HOME_TWINS = new Map(
  ["/", ...PREFIXED_LOCALES.map((locale) => `/${locale}`)].map((home) => [markdownAddress(home), home]),
);

/**
 * The page a twin's address stands for; null when it is no twin's (`/robots.txt.md`, `/api/x.md`, `/readyz.md`),
 * or when the address is not the one markdownAddress gives that page (`/fr.md`: the server moves it there).
 */
export function pageOfMarkdown(path: string): string | null {
  if (!path.endsWith(".md")) return null;
  const page = HOME_TWINS.get(path) ?? path.slice(0, -".md".length);
  return page && mayBePage(page) ? page : null;
}

/**
 * Whether an Accept header asks for Markdown before HTML, weighed as HTTP says (`negotiator`): text/markdown named
 * with a weight above 0 and taken before HTML (text/html, text/*, any type; at equal weights the more specific, then
 * the header's order). A browser's (text/html first, any other type at 0.8) never does. Varnish passes any such
 * header but the plain `text/markdown` to the site (scripts/varnish/site.vcl), so this is the one place the choice
 * is made.
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  return new Negotiator({ headers: { accept: weightsOnly(accept) } }).mediaType(CHOICES) === MARKDOWN_TYPE;
}

/**
 * An Accept header with each range's parameters but its weight left out: the twin is Markdown whatever flavour or
 * charset is asked (RFC 7763's `variant`, `charset`), where negotiator would match a range only to a type offered
 * with the same parameters.
 */
const weightsOnly = (accept: string) =>
  accept
    .split(",")
    .map((range) => {
      const [type = "", ...params] = range.split(";");
      return [type, ...params.filter((param) => /^\s*q\s*=/i.test(param))].join(";");
    })
    .join(",");
