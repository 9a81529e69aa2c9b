import { createHash } from "node:crypto";
import { EARLY_INPUT, earlyInput } from "./early-input";

/*
 * The page paints first, then its JavaScript loads (docs/decisions/009-scripts-after-first-paint.md).
 *
 * Remix ends a document with `<link rel="modulepreload">` for every module of the page and one inline module script
 * that imports them and starts hydration. As they are, the modules download while the browser is still laying the
 * page out, and hydration runs before the first paint: on a phone the page shows later than its HTML allows, and
 * Lighthouse's simulation puts the 97 kB of modules on the path of the first paint. Here, in a page rendered whole
 * (the cacheable ones), the preloads stay where they are without their `rel` (a link that fetches nothing), and the
 * module script is replaced by a small loader. Once the browser has painted (its first contentful paint; after a
 * second at the latest, as in a background tab), the loader turns the preloads on and puts the module script in
 * its own place, so the document React hydrates has the elements the server rendered. A button tapped before React
 * listens, a radio button checked, a message typed, are done again once the page has hydrated
 * (app/lib/early-input.ts).
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const REMIX_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Runs in the browser, in the place of Remix's module script (as source: it may use nothing outside itself). */
function loadAfterPaint(module: string, earlyInput: (name: string) => void, name: string) {
  const loader = document.currentScript as HTMLScriptElement;
  // What the visitor does before React listens is recorded, and done again once the page has hydrated.
  earlyInput(name);
  let started = false;
  function start() {
    if (started) return;
    started = true;
    // Each link as Remix rendered it, before React compares the document with what it renders.
    for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-after-paint]")) {
      link.rel = "modulepreload";
      link.removeAttribute("data-after-paint");
    }
    // The module script in a task of its own: the two halves are shorter than the whole on a phone's main thread.
    setTimeout(() => {
      const script = document.createElement("script");
      script.type = "module";
      script.async = true;
      script.textContent = module;
      loader.replaceWith(script);
    }, 0);
  }
  // Once the first contentful paint is on screen (or the frame after the first, where paints are not observed);
  // after a second at the latest (a page painting nothing, a tab in the background).
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 1000);
}

/** A value as JavaScript source that is safe inside a `<script>` element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The loader's source around the page's module text, written once per process rather than for every page. */
const LOADER_START = `(${loadAfterPaint.toString()})(`;
const LOADER_END = `,${earlyInput.toString()},${scriptLiteral(EARLY_INPUT)})`;

/**
 * The page with its modules loaded after the first paint, and the CSP source (`'sha256-…'`) of the module script the
 * loader inserts (the loader itself is an inline script of the page, hashed with the others). A page without Remix's
 * module script (an error page rendered without scripts) is returned as it is.
 */
export function scriptsAfterFirstPaint(html: string): { html: string; insertedScriptHash: string | null } {
  const moduleScript = REMIX_MODULE_SCRIPT.exec(html);
  if (!moduleScript) return { html, insertedScriptHash: null };
  const module = moduleScript[1]!;
  const loader = LOADER_START + scriptLiteral(module) + LOADER_END;
  return {
    html: html
      .replace(MODULE_PRELOAD, (_, href: string) => `<link data-after-paint="" href="${href}"/>`)
      .replace(REMIX_MODULE_SCRIPT, () => `<script>${loader}</script>`),
    insertedScriptHash: `'sha256-${createHash("sha256").update(module, "utf8").digest("base64")}'`,
  };
}
