// Takes full-page screenshots of the given paths at phone (390 px) and desktop (1280 px) widths.
// Usage: node scripts/screenshots.mjs http://localhost:3000 / /pricing ...   → tests/screenshots/*.png
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = "tests/screenshots";
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 800 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = (path === "/" ? "home" : path.replace(/^\//, "").replace(/\W+/g, "-")) + `-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${name}${overflow > 0 ? `  ⚠ horizontal overflow ${overflow}px` : ""}`);
  }
  await page.close();
}
await browser.close();
