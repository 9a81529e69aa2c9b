import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentFor } from "~/content/layer/content.server";
import { localePath } from "@shared/addresses/locales";
import { CACHE_CONTROL, carryTracking } from "~/lib/cache-control";
import { movedToOwnAddress } from "~/lib/canonical-path";
import { readOnly } from "~/lib/allowed-methods";
import { languageName, parseShareImagePath, shareImagePath } from "~/share/cards";
import { shareCardFor, siteNameOf } from "~/share/cards.server";
import { renderShareImage } from "~/share/render.server";

/**
 * A page's share image (/og/<hash>/<locale><path>.png): drawn from the published page's card; kept a year
 * anywhere, since its URL changes with what it shows. A URL whose hash is no longer the card's (the title changed
 * since a link was shared) is sent to the current picture; a path with no card (no such page, a post not out yet)
 * is a 404. Drawing happens only for a page's current card, and the server's page cache keeps the result.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Its one address (a query would draw it again for nothing): before anything is looked up or drawn.
  const moved = movedToOwnAddress(request, url.pathname);
  if (moved) return moved;
  const asked = parseShareImagePath(url.pathname);
  if (!asked) return notFound();
  // The published page in the picture's language (a preview cookie is not passed on: a picture is public).
  const content = await contentFor(new Request(new URL(localePath(asked.locale, asked.path), url)), context);
  const card = await shareCardFor(content, asked.path);
  if (!card || card.path !== asked.path) return notFound();
  const current = shareImagePath(card);
  if (current !== url.pathname) {
    return new Response(null, {
      status: 302,
      headers: { Location: carryTracking(current, request.url), "Cache-Control": CACHE_CONTROL.none },
    });
  }
  const png = await renderShareImage(card, await siteNameOf(content), languageName(card.locale));
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": CACHE_CONTROL.immutable },
  });
}

function notFound() {
  return new Response("No share image at this address", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
  });
}

export const action = readOnly;
