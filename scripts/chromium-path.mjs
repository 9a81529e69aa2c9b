import { existsSync } from "node:fs";

/**
 * Debian's Chromium builds, by use. The tests drive the headless shell: the same Blink and V8 without the full
 * browser's windowing, which Playwright itself uses for headless runs; on this project's 2-core machines it loads
 * the size check's 120 pages in 60 s where the full browser takes 99 s. Lighthouse (`npm run bench`) wants the full
 * browser in its new headless mode, as its scores are documented for.
 */
export const DEBIAN_CHROMIUM = {
  tests: { path: "/usr/bin/chromium-headless-shell", package: "chromium-headless-shell" },
  lighthouse: { path: "/usr/bin/chromium", package: "chromium" },
};

/**
 * The Chromium to drive for `use` ("tests" or "lighthouse"): CHROMIUM_PATH, else Debian's build for that use, else
 * Debian's other build, else Playwright's own (undefined).
 */
export function chromiumPath(use = "tests") {
  const other = use === "tests" ? "lighthouse" : "tests";
  const candidates = [process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM[use].path, DEBIAN_CHROMIUM[other].path];
  return candidates.filter(Boolean).find((path) => existsSync(path));
}

/**
 * Flags that keep Debian's Chromium quiet on a machine with no outside network (see DESIGN.md); and one that has
 * the headless shell measure text as Chrome does (it hints glyphs to whole pixels otherwise: a line of text 2 to 5 %
 * wider or narrower than a visitor's, measured here).
 */
export const CHROMIUM_ARGS = [
  "--font-render-hinting=none",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
