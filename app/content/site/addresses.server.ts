import { redirect, type AppLoadContext } from "@remix-run/node";
import { ROUTED_DOCUMENT_QUERY, ROUTED_DOCUMENTS_QUERY } from "@shared/content/fragments";
import { decodeOrNull } from "@shared/addresses/decode";
import { DEFAULT_LOCALE, localePath, ownAddress } from "@shared/addresses/locales";
import { canonicalPath } from "~/lib/canonical-path";
import { findNamed } from "@shared/addresses/names";
export { addressesOf } from "@shared/addresses/names";
import { routedPath } from "@shared/addresses/pages";
import { editableRedirectHeaders } from "./redirects.server";
import { newUsage } from "../layer/usage";
import { sameSitePath } from "~/lib/same-site-path";
import { carryTracking } from "~/lib/cache-control";
import type { contentFor } from "../layer/content.server";

type Content = Awaited<ReturnType<typeof contentFor>>;

/**
 * Which document of `type` the name in the request's address names in the page's language
 * (app/shared/addresses/names.ts), looked up in the list of every routed document (one cached answer, so a stray
 * address costs no query of its own); the page depends on the names of the one found, not on the list. `english`: its
 * English name, which the page's own query takes; `movedTo`: its own address, when the request's is another (its name
 * in another language's words, its address before it had one of its own here, or the language's prefix in English
 * words: /rw/blog/… is /rw/inkuru/…), one hop. When no document has the name (a draft in preview, a scheduled post:
 * the page's own query is then asked by the name as it came), `english` is null and `movedTo` only moves the prefix.
 */
export async function namedDocument(
  content: Content,
  type: string,
  name: string,
  request: Request,
): Promise<{ english: string | null; movedTo: string | null }> {
  const pathname = new URL(request.url).pathname;
  const asked = canonicalPath(decodeOrNull(pathname) ?? pathname);
  const every = await content.lookup(ROUTED_DOCUMENTS_QUERY);
  const listed = findNamed(
    every.value.filter((document) => document._type === type),
    content.locale,
    name,
  );
  // What the page (or its 301) depends on: this document as it is now, not the whole list; and the list when
  // nothing has the name, or the name is another language's (a document may yet take it as its own here).
  const own = listed && (await content.run(ROUTED_DOCUMENT_QUERY, { id: listed.document._id }));
  const found = own ? findNamed([own], content.locale, name) : null;
  if (!found || found.moved) every.missed();
  const path = found && routedPath(type, found.name);
  const address = path ? localePath(content.locale, path) : ownAddress(asked);
  return { english: found?.document.names[DEFAULT_LOCALE] ?? null, movedTo: address !== asked ? address : null };
}

/**
 * A permanent redirect to a document's own address in the page's language (the query string kept). Where it leads
 * is an editor's to change (a name given back makes the old address the page again), so it is kept as the
 * redirects editors make are: browsers ask again each time, a shared cache keeps it under the keys of what it was
 * made from (purged when those change). A draft's address is the editor's alone (private); one known from the
 * bundled dataset (Sanity unreachable) is not kept.
 */
export function movedTo(address: string, request: Request, content: Content, context: AppLoadContext): Response {
  return redirect(carryTracking(`${sameSitePath(address)}${new URL(request.url).search}`, request.url), {
    status: 301,
    headers: editableRedirectHeaders(content.preview, context, context.usage ?? newUsage()),
  });
}
