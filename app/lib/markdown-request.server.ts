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

/**
 * What a twin is, as its answers say (RFC 7763): UTF-8, GitHub-flavoured (its tables: app/markdown/markdown.ts).
 */
export const MARKDOWN_CONTENT_TYPE = `${MARKDOWN_TYPE}; charset=utf-8; variant=GFM`;

/** What a page can be answered as, HTML first (the answer to any type). */
const CHOICES = ["text/html", MARKDOWN_CONTENT_TYPE];

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
 * the header's order), with no parameter the twin is not (another charset or flavour: RFC 7763's `charset`,
 * `variant`). A browser's (text/html first, any other type at 0.8) never does. Varnish passes any such header but
 * the plain `text/markdown` to the site (scripts/varnish/site.vcl), so this is the one place the choice is made.
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  return new Negotiator({ headers: { accept } }).mediaType(CHOICES) === MARKDOWN_CONTENT_TYPE;
}
