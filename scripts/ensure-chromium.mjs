// Makes sure a Chromium is there for the end-to-end tests: CHROMIUM_PATH, Debian's /usr/bin/chromium, or
// Playwright's own. Where none is found and apt-get is usable (root on Debian), installs Debian's chromium:
// Playwright cannot download its own browser on a machine without general internet access.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium-path.mjs";

function playwrightsOwn() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const found = chromiumPath() ?? playwrightsOwn();
if (found) {
  console.log(`[chromium] using ${found}`);
  process.exit(0);
}

const canApt = existsSync("/usr/bin/apt-get") && process.getuid?.() === 0;
if (!canApt) {
  console.error(
    "[chromium] No Chromium found. Set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium`.",
  );
  process.exit(1);
}

console.log("[chromium] none found: installing Debian's chromium with apt-get (once per machine)…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execSync("apt-get update -qq", { stdio: "inherit", env });
execSync("apt-get install -y -qq --no-install-recommends chromium fonts-liberation", { stdio: "inherit", env });
if (!chromiumPath()) {
  console.error("[chromium] apt-get finished but /usr/bin/chromium is still missing.");
  process.exit(1);
}
console.log("[chromium] installed /usr/bin/chromium");
