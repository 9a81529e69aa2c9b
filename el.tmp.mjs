import { chromium } from "playwright";
const [, , url, width, ...selectors] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
let i = 0;
for (const s of selectors) {
  const el = page.locator(s).first();
  await el.scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await el.screenshot({ path: `/tmp/shots/el-${i++}.png` });
}
await browser.close();
