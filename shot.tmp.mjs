import { chromium } from "playwright";
const [, , base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.addStyleTag({ content: "*, *::before, *::after { content-visibility: visible !important; }" });
    await page.waitForTimeout(300);
    const name = `/tmp/shots/${p.replace(/\//g, "_") || "_"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(name, overflow ? "OVERFLOW" : "");
  }
  await page.close();
}
await browser.close();
