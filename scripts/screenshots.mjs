// Takes full-page screenshots of the given paths at phone (390 px) and desktop (1280 px) widths.
// Usage: node scripts/screenshots.mjs http://localhost:3000 / /pricing ...   → tests/screenshots/*.png
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = "tests/screenshots";
mkdirSync(`${outDir}/parts`, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  // bypassCSP: the style below, added for the picture, is not one of the page's hashed styles.
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 800 }, bypassCSP: true });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll through once so lazy images load and scroll-in sections reveal themselves.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    // A full-page picture is taken beyond the viewport, where blocks with content-visibility: auto are not drawn.
    await page.addStyleTag({ content: "*, *::before, *::after { content-visibility: visible !important; }" });
    await page.waitForTimeout(800);
    const stem = path === "/" ? "home" : path.replace(/^\//, "").replace(/\W+/g, "-");
    const name = `${stem}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    // Also in viewport-tall slices, which are easier to look at closely than one very tall image.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const slice = width < 800 ? 1400 : 1100;
    for (let y = 0, part = 1; y < height; y += slice, part++) {
      await page.screenshot({
        path: `${outDir}/parts/${stem}-${width}-${part}.png`,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(slice, height - y) },
      });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${name}${overflow > 0 ? `  ⚠ horizontal overflow ${overflow}px` : ""}`);
  }
  await page.close();
}
await browser.close();
