import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const inlined = new Map<string, { css: string; hash: string }>();

/**
 * The built stylesheet's text (read once from build/client, beside this server build) and its CSP hash, for
 * app/lib/stylesheet.tsx. Null where there is no built file (development, where the stylesheet stays a link).
 */
export function inlineStylesheet(href: string): { css: string; hash: string } | null {
  if (import.meta.env.DEV) return null;
  let entry = inlined.get(href);
  if (!entry) {
    const css = readFileSync(builtFile(href), "utf8");
    entry = { css, hash: `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'` };
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
