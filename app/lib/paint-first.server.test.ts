import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "~/entry.server";
import { DEFERRED_MODULE, paintFirst } from "./paint-first.server";

// What Remix 2.17's <Scripts> renders for a page (single fetch, lazy route discovery), trimmed.
const MODULE_BODY = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
window.__remixManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
window.__remixRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;
const CONTEXT_BODY = 'window.__remixContext = {"basename":"/"};window.__remixContext.stream = new ReadableStream({});';
const REMIX = [
  "<main>Hello</main>",
  '<link rel="modulepreload" href="/assets/entry.client-C.js"/><link rel="modulepreload" href="/assets/root-A.js"/>',
  `<script>${CONTEXT_BODY}</script>`,
  `<script type="module" async="">${MODULE_BODY}</script>`,
  '<script>window.__remixContext.streamController.enqueue("[]");</script>',
].join("");

describe("paintFirst", () => {
  const html = paintFirst(REMIX);

  it("keeps the preload links in place without their rel, so they fetch nothing before load", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link data-modulepreload="" href="/assets/entry.client-C.js"/><link data-modulepreload="" href="/assets/root-A.js"/>');
  });

  it("holds Remix's module script back, its text unchanged, under a type the browser does not run", () => {
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="${DEFERRED_MODULE}">${MODULE_BODY}</script>`);
  });

  it("ends Remix's context script with the loader that starts them after the first paint", () => {
    const context = /<script>(window\.__remixContext = [\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(context.startsWith(CONTEXT_BODY)).toBe(true);
    expect(context).toContain('"first-contentful-paint"');
    expect(context).toContain('addEventListener("load"');
    expect(context).toContain(`script[type="${DEFERRED_MODULE}"]`);
    // The rest of the page is untouched.
    expect(html.startsWith("<main>Hello</main>")).toBe(true);
    expect(html.endsWith('<script>window.__remixContext.streamController.enqueue("[]");</script>')).toBe(true);
  });

  it("lists the held-back module script in the CSP, since the loader runs it", () => {
    const hash = `'sha256-${createHash("sha256").update(MODULE_BODY, "utf8").digest("base64")}'`;
    expect(inlineScriptHashes(html)).toContain(hash);
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it("leaves a page that does not look like Remix's output exactly as it is", () => {
    for (const other of ["<main>no scripts</main>", REMIX.replace('<script type="module" async="">', '<script type="module">'), REMIX.replace("<script>window.__remixContext = ", "<script>window.other = ")]) {
      expect(paintFirst(other)).toBe(other);
    }
  });
});
