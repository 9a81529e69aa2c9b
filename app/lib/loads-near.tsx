import { useRootData } from "~/use-root-data";
import { AfterHydration } from "./after-hydration";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";

/**
 * Code for what is below the first screen loads as it comes near, not with the page. A `lazyNear` component is
 * React.lazy whose import waits until one of the elements marked with its name (`<LoadsNear name>`, in the server's
 * HTML around the boundary) comes within AHEAD of the viewport, or until the visitor acts on the page, whichever
 * comes first. Until then React keeps the server's HTML of the boundary as it is (React 18's selective hydration):
 * nothing shifts or flashes.
 *
 * Why an act loads code: React 18 holds a transition (a navigation, a form's answer, a fetcher's) while any boundary
 * still holding server HTML gets a context change, until that boundary has hydrated; every router update is one. So:
 * - a part that stays on every page (the footer's form: `stays`) loads at the visitor's first act of any kind;
 * - the page's own parts load at the first act that updates this page in place (a key, a form sent, a press
 *   elsewhere than on a link), but not when the act follows a link to another page: the navigation removes them
 *   unhydrated, and their code and hydration would only hold it (issue 63: a tap on a phone).
 *
 * After a client-side navigation, no marker of the name is in the document yet when React asks for the code (a page
 * that had one asked for it while it hydrated), and it loads at once. In preview, LoadsNear draws these parts after
 * hydration instead (app/lib/after-hydration.tsx): Presentation updates the page from outside, with no act here.
 */
export const AHEAD = "0px 0px 100px 0px";

// `click` too: a screen reader's activation may come as a click alone.
const ACTS = ["pointerdown", "keydown", "click", "submit"] as const;

/** Whether an act follows a link of this site to another page (a press on it, Enter on it): a navigation. */
function followsLink(event: Event): boolean {
  if (event.type === "submit" || (event.type === "keydown" && (event as KeyboardEvent).key !== "Enter")) return false;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return false;
  // (a link that opens something in place, such as the header's search dialog, follows nothing)
  if ((link.getAttribute("aria-haspopup") ?? "false") !== "false") return false;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin && url.pathname !== location.pathname;
}

let anyAct: Promise<void> | undefined;
let inPlaceAct: Promise<void> | undefined;
let actedInPlace: (() => void) | undefined;

/**
 * Waits for code whose marked parts are all gone (a link followed): when the next page marks the same part (in a
 * boundary of its own, waiting for the same code), the wait follows its new marks, so it loads as that part comes
 * near; a part the next page does not show loads nothing.
 */
const selector = (name: string) => `[data-loads-near="${name}"]`;

interface Wait {
  name: string;
  marked: Element[];
  observer: IntersectionObserver;
}
const waiting = new Set<Wait>();
let leaving: MutationObserver | undefined;
function followMarks() {
  if (leaving || typeof MutationObserver === "undefined") return;
  leaving = new MutationObserver(() => {
    for (const wait of waiting) {
      if (wait.marked.some((element) => element.isConnected)) continue;
      wait.marked = [...document.querySelectorAll(selector(wait.name))];
      wait.marked.forEach((element) => wait.observer.observe(element));
    }
  });
  leaving.observe(document.body, { childList: true, subtree: true });
}

/** Resolves at the visitor's first act on the page; with `inPlace`, at the first that does not follow a link. */
function whenActed(inPlace: boolean): Promise<void> {
  if (!anyAct) {
    inPlaceAct = new Promise((resolve) => (actedInPlace = resolve));
    anyAct = new Promise((resolve) => {
      const done = (event: Event) => {
        resolve();
        if (event.type !== "popstate" && followsLink(event)) return followMarks();
        for (const type of ACTS) document.removeEventListener(type, done, true);
        window.removeEventListener("popstate", done);
        actedInPlace?.();
      };
      for (const type of ACTS) document.addEventListener(type, done, { capture: true, passive: true });
      window.addEventListener("popstate", done);
    });
  }
  return inPlace ? inPlaceAct! : anyAct;
}

// Heard from the moment this code runs, not from the first boundary React tries to hydrate: on a slow phone that
// comes later, and a tap before it would go unheard, leaving a part that stays (the footer's form) waiting for code
// that never came while the navigation waited for it (React's transition expires after 5 s).
if (typeof document !== "undefined") void whenActed(false);

/**
 * Resolves once an element marked `name` comes near the viewport, or at the first act (the first in place, unless
 * the part `stays`); at once where none is.
 */
function whenNear(name: string, stays: boolean): Promise<void> {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined") return Promise.resolve();
  const marked = document.querySelectorAll(selector(name));
  if (marked.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: AHEAD },
    );
    const wait: Wait = { name, marked: [...marked], observer };
    const done = () => {
      observer.disconnect();
      waiting.delete(wait);
      if (waiting.size === 0) {
        leaving?.disconnect();
        leaving = undefined;
      }
      resolve();
    };
    marked.forEach((element) => observer.observe(element));
    waiting.add(wait);
    void whenActed(!stays).then(done);
  });
}

/**
 * React.lazy for a component whose boundaries are marked `name` (see above). `stays`: a part of every page (the
 * layout's), whose code comes at the first act of any kind, a navigation's included.
 */
export function lazyNear<Props>(name: string, load: () => Promise<ComponentType<Props>>, { stays = false } = {}) {
  return lazy(() =>
    whenNear(name, stays)
      .then(load)
      .then((component) => ({ default: component })),
  );
}

/** Tells its boundary, once it has hydrated (its effects run then), that the code is there. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * The boundary of a `lazyNear` component, marked with its name: a plain block around it (styled by `className`
 * only). It says `data-hydrated` once what is inside works (as the root marks the document), so that a test can wait
 * for the box it is about to use. The boundary's element is kept while `children` is the same element: an update
 * reaching a boundary that still holds the server's HTML would make React either throw that HTML away (an urgent
 * update: error 421, the section gone until its code comes) or hold a navigation until the code has come. So a
 * caller passes `children` that stay the same element while their data does (useMemo), and re-renders around the
 * boundary (the layout's, on every navigation) never reach it.
 */
export function LoadsNear({
  name,
  id,
  className,
  children,
}: {
  name: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => setHydrated(true), []);
  const preview = useRootData()?.preview ?? false;
  const boundary = useMemo(
    () =>
      // In preview Presentation updates the page from outside, with no act here: drawn once the page has hydrated.
      preview ? (
        <AfterHydration>{children}</AfterHydration>
      ) : (
        <Suspense fallback={null}>
          {children}
          <Hydrated onHydrated={markHydrated} />
        </Suspense>
      ),
    [children, markHydrated, preview],
  );
  return (
    <div id={id} data-loads-near={name} data-hydrated={hydrated ? "" : undefined} className={className}>
      {boundary}
    </div>
  );
}
