import { redirect, type AppLoadContext } from "@remix-run/node";
import { ROUTED_DOCUMENTS_QUERY } from "@shared/fragments";
import { DEFAULT_LOCALE, localePath } from "@shared/locales";
import { findNamed } from "@shared/names";
export { addressesOf } from "@shared/names";
import { routedPath } from "@shared/pages";
import { editableRedirectHeaders } from "./redirects.server";
import { sameSitePath } from "~/lib/same-site-path";
import { carryTracking } from "~/lib/cache-control";
import type { contentFor } from "../layer/content.server";

type Content = Awaited<ReturnType<typeof contentFor>>;

/**
 * Which document of `type` a name in the page's language names (app/shared/names.ts), by the list of every routed
 * document: one cached answer, so an old address costs no query of its own. `english`: its English name, which
 * the page's own query takes; `movedTo`: the address to send the visitor to when the name is the document's in
 * another language (its address today before it had one of its own here). Null when no document has the name (a
 * draft in preview, a scheduled post: the page's own query is then asked by the name as it came).
 */
export async function namedDocument(
  content: Content,
  type: string,
  name: string,
): Promise<{ english: string; movedTo: string | null } | null> {
  const documents = (await content.run(ROUTED_DOCUMENTS_QUERY)).filter((document) => document._type === type);
  const found = findNamed(documents, content.locale, name);
  if (!found) return null;
  const path = routedPath(type, found.name);
  return {
    english: found.document.names[DEFAULT_LOCALE],
    movedTo: found.moved && path ? localePath(content.locale, path) : null,
  };
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
    headers: editableRedirectHeaders(content.preview, context, context.usage?.types ?? []),
  });
}
