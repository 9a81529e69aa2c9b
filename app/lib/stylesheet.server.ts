import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

type Inlined = { css: string; hash: string; fonts: string[] };
const inlined = new Map<string, Inlined>();

/**
 * The built stylesheet's text (read once from build/client, beside this server build) and its CSP hash, for
 * app/lib/stylesheet.tsx. Null where there is no built file (development, where the stylesheet stays a link).
 */
export function inlineStylesheet(href: string): Inlined | null {
  if (import.meta.env.DEV) return null;
  let entry = inlined.get(href);
  if (!entry) {
    const css = readFileSync(builtFile(href), "utf8");
    entry = { css, hash: `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`, fonts: latinFonts(css) };
    inlined.set(href, entry);
  }
  return entry;
}

/** A file of the client build: build/client, the sibling of the server build this module was bundled into. */
function builtFile(href: string): string {
  // The server build may be split into chunks (build/server/assets/…), so look up from here for build/server.
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, "..", "client", href);
    if (path.basename(dir) === "server" && existsSync(candidate)) return candidate;
  }
  throw new Error(`The built stylesheet ${href} is not in the client build: run the production build first.`);
}

/**
 * The web fonts every page needs at once: those of the stylesheet's @font-face rules that cover basic Latin (U+0000
 * to U+00FF, which the minifier writes `U+??` or `U+0-FF`). The other subsets (Latin Extended, Cyrillic,
 * Vietnamese) load only when a page has such a character, so they are not preloaded.
 */
export function latinFonts(css: string): string[] {
  const fonts = new Set<string>();
  for (const [, rule = ""] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const range = /unicode-range:\s*([^;}]*)/.exec(rule)?.[1] ?? "";
    if (!/(^|,)\s*U\+(\?\?|0+-0*FF)\s*(,|$)/i.test(range)) continue;
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(rule)?.[1];
    if (url) fonts.add(url);
  }
  return [...fonts];
}

/** The HTTP `Link` header that asks for those fonts with the HTML (browsers, and CDNs' Early Hints, act on it). */
export function fontPreloadHeader(fonts: string[]): string | null {
  return fonts.length ? fonts.map((font) => `<${font}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(", ") : null;
}
