import { existsSync } from "node:fs";

/** The Chromium to drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own (undefined). */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

/** Flags that keep Debian's Chromium quiet on a machine with no outside network (see DESIGN.md). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
