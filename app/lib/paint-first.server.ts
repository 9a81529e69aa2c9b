/**
 * Paint first, then fetch the JavaScript. Remix's `<Scripts>` asks for every module of the page with
 * `<link rel="modulepreload">` and a module script of static imports, so on a slow connection ~100 kB of JS at high
 * priority shares the first round trips with the HTML and delays the first paint of a page that is readable without
 * it. For a page rendered whole (entry.server's cacheable path), this rewrites Remix's output so that, until the
 * page's first contentful paint (or its load event, where that comes first), nothing is fetched or run:
 *  - the preload links lose their `rel` (they stay in place: they are elements React hydrates against);
 *  - Remix's module script gets a type the browser does not run (DEFERRED_MODULE), its text unchanged;
 *  - Remix's context script, at the end of the body, ends with a loader that after the first contentful paint gives
 *    the preload links their `rel` back and runs Remix's module script, as it was, from a new script element.
 * React never rewrites these elements while hydrating (Remix marks the scripts suppressHydrationWarning, and a
 * production hydration does not patch attributes), and `<Scripts>` renders nothing once the page has hydrated.
 * Every script that runs is hashed into the CSP (inlineScriptHashes counts DEFERRED_MODULE scripts).
 * Anything that does not look like Remix's output is left exactly as it is.
 */
export const DEFERRED_MODULE = "text/x-remix-module";

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const CONTEXT_SCRIPT = /<script>(window\.__remixContext = [\s\S]*?)<\/script>/;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

const LOADER = `;(() => {
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const link of document.querySelectorAll("link[data-modulepreload]")) link.rel = "modulepreload";
  const remix = document.querySelector('script[type="${DEFERRED_MODULE}"]');
  if (remix) document.body.append(Object.assign(document.createElement("script"), { type: "module", text: remix.text }));
};
// Start once the page's first contentful paint is on screen, or at load where none is reported (a tab opened in
// the background paints nothing; a browser without paint timing).
const soon = () => setTimeout(start, 0);
try {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    soon();
  }).observe({ type: "paint", buffered: true });
} catch {}
if (document.readyState === "complete") soon();
else addEventListener("load", soon, { once: true });
})();`;

export function paintFirst(html: string): string {
  const context = CONTEXT_SCRIPT.exec(html);
  const module = MODULE_SCRIPT.exec(html);
  if (!context || !module || module.index < context.index) return html;
  const before = html.slice(0, context.index).replace(PRELOAD_LINK, '<link data-modulepreload="" href="$1"/>');
  const between = html.slice(context.index + context[0].length, module.index).replace(PRELOAD_LINK, '<link data-modulepreload="" href="$1"/>');
  return (
    before +
    `<script>${context[1]}${LOADER}</script>` +
    between +
    `<script type="${DEFERRED_MODULE}">${module[1]}</script>` +
    html.slice(module.index + module[0].length)
  );
}
