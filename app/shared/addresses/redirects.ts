import { defineQuery } from "groq";
import { decodeOrNull } from "./decode";
import { isOut, isRouted, routedName } from "../content/fragments";

/*
 * Redirects kept in the Studio (`redirect` documents): from an old path to a page of the site or an outside
 * address. Plain data and pure functions, shared by the site (app/routes/page.tsx applies them before the 404)
 * and the Studio (sanity-studio/schemaTypes/documents/redirect.ts refuses loops, chains and taken paths).
 */

/**
 * A redirect as the site applies it in one language (redirectIn): `to` is a page's path, unprefixed, in that
 * language's words (a document's name there, app/shared/addresses/names.ts), or an absolute URL.
 */
export interface Redirect {
  from: string;
  to: { path: string } | { url: string };
  permanent: boolean;
}

/**
 * A path as redirects compare it: decoded (`/caf%C3%A9` is `/café`) and in one Unicode form, one leading slash, no
 * trailing one, lower case (the site's paths are), without query or fragment. Null for what is not a site path
 * (`https://…`, `//host`, empty, or what does not decode).
 */
export function redirectPath(path: string | null | undefined): string | null {
  const decoded = decodeOrNull((path ?? "").trim().split(/[?#]/)[0]!);
  if (decoded === null) return null;
  const trimmed = decoded.normalize("NFC");
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return null;
  const normal = `/${trimmed.split("/").filter(Boolean).join("/")}`.toLowerCase();
  return normal === "/" ? null : normal;
}

/** The redirect for a path (already without its language prefix), if any. */
export function findRedirect(path: string, redirects: readonly Redirect[]): Redirect | null {
  const wanted = redirectPath(path);
  return wanted ? (redirects.find((redirect) => redirectPath(redirect.from) === wanted) ?? null) : null;
}

/**
 * What is wrong with one redirect among all of them, for the editor; null when nothing is.
 * - two redirects from one path (which one applies would be chance);
 * - a loop: it leads to its own path;
 * - a chain: it leads to a path another redirect moves again (a visitor would be sent twice, and crawlers give
 *   up on chains): point it at the last page instead.
 */
export function redirectProblem(redirect: Redirect, others: readonly Redirect[]): string | null {
  const from = redirectPath(redirect.from);
  if (!from) return "Start the old path with a slash, like /old-page";
  if (others.some((other) => redirectPath(other.from) === from)) {
    return `Another redirect already starts at ${from}: keep one of them`;
  }
  if (!("path" in redirect.to)) return null;
  const to = redirectPath(redirect.to.path) ?? "/";
  if (to === from) return "This redirect leads back to its own path";
  const next = others.find((other) => redirectPath(other.from) === to);
  if (next) {
    const end = "path" in next.to ? next.to.path : next.to.url;
    return `${to} is itself redirected (to ${end}): point this redirect there instead, so visitors are sent once`;
  }
  return null;
}

/**
 * The redirects in force (disabled ones are kept for later but not applied). A target page is named by its
 * document: a singleton's id is its type; a legal page is known by its slug, a landing page by its path
 * (app/shared/addresses/site-paths.ts maps each to the page's path).
 */
export const REDIRECTS_QUERY = defineQuery(`*[_type == "redirect" && enabled != false]{
  _id, from, permanent, "url": toUrl, "page": toPage._ref,
  "slug": *[_type == "legalPage" && _id == ^.toPage._ref][0].slug.current,
  "routed": *[${isRouted} && _id == ^.toPage._ref && (_type != "post" || ${isOut})][0]${routedName}
}`);
