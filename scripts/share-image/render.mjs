// Renders the share image (public/og-image.png, 1200x630) and a PNG logo for structured data
// (public/logo-mark.png) from the original artwork beside this script. Run after changing either:
//   node scripts/share-image/render.mjs
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium-path.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, "../../public");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(`file://${path.join(here, "og-image.html")}`);
await page.screenshot({ path: path.join(publicDir, "og-image.png") });
await page.setViewportSize({ width: 512, height: 512 });
await page.goto("about:blank");
await page.setContent(
  `<style>body{margin:0}</style><img src="file://${path.join(publicDir, "logo-mark.svg")}" width="512" height="512">`,
);
await page.screenshot({ path: path.join(publicDir, "logo-mark.png"), omitBackground: true });
await browser.close();
console.log("wrote public/og-image.png and public/logo-mark.png");
