// Makes sure a Chromium is there for the end-to-end tests (or, with `--for lighthouse`, for `npm run bench`):
// CHROMIUM_PATH, else Debian's build for that use (scripts/chromium-path.mjs), installed with apt-get where it is
// missing and apt-get is usable (root on Debian); failing that, Debian's other build or Playwright's own.
// Playwright cannot download its own browser on a machine without general internet access.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { DEBIAN_CHROMIUM, chromiumPath } from "./chromium-path.mjs";
import { ensureDebianPackage } from "./debian-package.mjs";

const use = process.argv.includes("--for") ? process.argv[process.argv.indexOf("--for") + 1] : "tests";
const wanted = DEBIAN_CHROMIUM[use];
if (!wanted) {
  console.error(`[chromium] --for takes ${Object.keys(DEBIAN_CHROMIUM).join(" or ")}, not "${use}".`);
  process.exit(1);
}

function playwrightsOwn() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

if (!process.env.CHROMIUM_PATH) {
  try {
    ensureDebianPackage([wanted.path], [wanted.package, "fonts-liberation"]);
  } catch (error) {
    console.warn(`[chromium] ${error instanceof Error ? error.message : error}`);
  }
}
const found = chromiumPath(use) ?? playwrightsOwn();
if (!found) {
  console.error(
    "[chromium] No Chromium found. Set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium`.",
  );
  process.exit(1);
}
console.log(`[chromium] using ${found}`);
