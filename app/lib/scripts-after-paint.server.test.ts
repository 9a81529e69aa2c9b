import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { inlineScriptHashes } from "~/entry.server";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.server";

// The end of a document as Remix 2.17 renders it (`<Scripts>`): preloads, the context script, the module script.
const MODULE = ';\nimport * as route0 from "/assets/root-A.js";\nwindow.__remixRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");';
const PAGE =
  '<html><head></head><body><main><h1>Pricing</h1></main>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/site-C.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/root-A.js"/>' +
  '<script>window.__remixContext = {};</script>' +
  `<script type="module" async="">${MODULE}</script></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("scriptsAfterFirstPaint", () => {
  test("turns the preloads off and the module script into a loader that turns them on and inserts it", () => {
    const { html } = scriptsAfterFirstPaint(PAGE);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    // Every preload stays where it was, repeats included (React hydrates against the elements Remix rendered).
    expect(html).toContain(
      '<main><h1>Pricing</h1></main><link data-after-paint="" href="/assets/entry.client-B.js"/><link data-after-paint="" href="/assets/site-C.js"/>' +
        '<link data-after-paint="" href="/assets/entry.client-B.js"/><link data-after-paint="" href="/assets/root-A.js"/>' +
        "<script>window.__remixContext = {};</script><script>(function loadAfterPaint",
    );
    expect(html).toContain(`(${JSON.stringify(MODULE)},function earlyInput(`);
    expect(html).toMatch(/,"__earlyInput"\)<\/script><\/body><\/html>$/);
    expect(html).toMatch(/first-contentful-paint[\s\S]*setTimeout\(start, (1000|1e3)\)/);
  });

  test("the module script the loader inserts is allowed by its hash; the loader by the page's own inline hashes", () => {
    const { html, insertedScriptHash } = scriptsAfterFirstPaint(PAGE);
    expect(insertedScriptHash).toBe(sha256(MODULE));
    const loader = /<script>(\(function loadAfterPaint[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(inlineScriptHashes(html)).toContain(sha256(loader));
  });

  test("markup inside the module's text cannot change how the loader's script element is parsed", () => {
    const module = 'window.x = "<!--<script>";';
    const { html } = scriptsAfterFirstPaint(PAGE.replace(MODULE, module));
    expect(html).toContain('"window.x = \\"\\u003c!--\\u003cscript>\\";"');
    expect(html).not.toContain("<!--");
  });

  test("a page without Remix's module script is left as it is", () => {
    const page = "<html><body><h1>Not found</h1></body></html>";
    expect(scriptsAfterFirstPaint(page)).toEqual({ html: page, insertedScriptHash: null });
  });
});
