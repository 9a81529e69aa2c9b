import { PrefetchPageLinks, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * A page's code and data start coming when the press on its link begins, not at the click that ends it (issue 63: a
 * tap on a phone). The router asks for them only once the click's handler has run, which on a slow phone is 50–150 ms
 * after the finger came down, and then asks for a route's imports only after its module has arrived. Remix's own
 * `PrefetchPageLinks` (the route's modules, its imports and its data, as `<link>`s) is rendered for the page pressed:
 * - at a press (`pointerdown`) with any pointer: the tap that follows fetches the same data, which the browser then
 *   takes from what the prefetch brought (one request; tests/e2e/navigation.spec.ts counts them). A press that
 *   becomes a scroll (`pointercancel`) drops the links; what was already asked may still come (a page's data and
 *   code, a few kB, cached: the price of starting at the press);
 * - when a mouse rests on a link for HOVER_MS, or the keyboard focuses one: a desktop's "intent", as Remix's
 *   `prefetch="intent"` has it.
 * Never for the page shown, nor for files (a feed, llms.txt): only for links the router follows. And nothing more once
 * a link is followed, until the next page shows: the router is asking for it then, and a rest that ends, or a press
 * whose page the router learns of only then (its routes not yet known to the browser), would ask a second time.
 */
export const HOVER_MS = 100;

/**
 * The page a link leads to, when the router follows it to another page of this site; else null. Not a link that
 * opens something in place once the scripts run (`aria-haspopup`: the header's search opens a dialog).
 */
function pageOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest("a[href][data-discover]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return null;
  if ((link.getAttribute("aria-haspopup") ?? "false") !== "false") return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || /\.\w+$/.test(url.pathname)) return null;
  const page = url.pathname + url.search;
  return page === location.pathname + location.search ? null : page;
}

const HEARD = ["pointerdown", "pointercancel", "pointerover", "focusin", "click"] as const;

/** Whether the keyboard put the focus there (`:focus-visible`; a browser that cannot tell says no). */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return false;
  }
}

export function PressAhead() {
  const { key } = useLocation();
  // The page asked for, with the address it was asked from: a page shown drops what was asked before it (the links
  // on the next page may point at the same place), a rest that ends after a navigation included.
  const [asked, setAsked] = useState<{ page: string; from: string } | null>(null);
  const current = useRef(key);
  useEffect(() => {
    current.current = key;
  }, [key]);
  useEffect(() => {
    let resting: ReturnType<typeof setTimeout> | undefined;
    let pressing: ReturnType<typeof setTimeout> | undefined;
    let pointed: string | null = null;
    // The page shown when a link was followed: from then until the next page shows, the router is asking for it, and
    // asking again (a rest that ends now, a press whose page only became known now) would be a second request.
    let followedFrom: string | null = null;
    const setPage = (page: string | null) => {
      if (followedFrom !== current.current) setAsked(page ? { page, from: current.current } : null);
    };
    const hear = (event: Event) => {
      if (event.type === "pointercancel") {
        clearTimeout(pressing);
        return setPage(null);
      }
      if (event.type === "click") {
        // (a click the router follows: the main button, no key for a new tab or window)
        const { button, metaKey, ctrlKey, shiftKey, altKey } = event as MouseEvent;
        if (button !== 0 || metaKey || ctrlKey || shiftKey || altKey || pageOf(event.target) === null) return;
        clearTimeout(resting);
        clearTimeout(pressing);
        pointed = null;
        followedFrom = current.current;
        return;
      }
      const { pointerType, button } = event as PointerEvent;
      const target = pageOf(event.target);
      if (event.type === "pointerover") {
        // (over a link's own parts, the wait goes on; off it, it ends)
        const over = pointerType === "mouse" ? target : null;
        if (over === pointed) return;
        clearTimeout(resting);
        pointed = over;
        const from = current.current;
        if (over) resting = setTimeout(() => from === current.current && setPage(over), HOVER_MS);
      } else if (event.type === "pointerdown") {
        // In the task after the press, not in it: when the page was too busy to hear the press before the finger
        // lifted, the press and its click come one after the other, and the click (input comes before timers) then
        // finds nothing asked. A prefetch leaving a moment before the router's own request for the same data is not
        // joined by it: Chromium sent both (one run in thirty of navigation.spec.ts beside two CPU-bound jobs).
        clearTimeout(pressing);
        if (target && button === 0) pressing = setTimeout(() => flushSync(() => setPage(target)));
      } else if (target && focusedByKeyboard(event.target as Element)) setPage(target);
    };
    for (const type of HEARD) document.addEventListener(type, hear, { capture: true, passive: true });
    return () => {
      clearTimeout(resting);
      clearTimeout(pressing);
      for (const type of HEARD) document.removeEventListener(type, hear, { capture: true });
    };
  }, []);
  return asked && asked.from === key ? <PrefetchPageLinks page={asked.page} /> : null;
}
