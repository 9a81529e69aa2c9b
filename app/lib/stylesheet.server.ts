import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

const inlined = new Map<string, { css: string; hash: string }>();

/**
 * The built stylesheet's text (read once from build/client, beside this server build) and its CSP hash, for
 * app/lib/stylesheet.tsx. Null where there is no built file (development, where the stylesheet stays a link).
 */
export function inlineStylesheet(href: string): { css: string; hash: string } | null {
  if (import.meta.env.DEV) return null;
  let entry = inlined.get(href);
  if (!entry) {
    const css = readFileSync(new URL(`../client${href}`, import.meta.url), "utf8");
    entry = { css, hash: `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'` };
    inlined.set(href, entry);
  }
  return entry;
}
