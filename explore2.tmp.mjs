import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--ignore-certificate-errors"] });
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, ignoreHTTPSErrors: true });
await page.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/]|127\.0\.0\.1[:/])/, (r) => r.abort());
const S = "https://local.localhost:3443";
await page.goto(`${S}/intent/edit/id=landing-education;type=landingPage`);
const field = page.getByTestId("field-blocks");
await field.waitFor({ timeout: 60000 });
await field.getByRole("button", { name: /Add item/ }).click();
await page.getByRole("menuitem", { name: "Contact form" }).click();
const dialog = page.getByTestId("nested-object-dialog");
for (const [name, value] of [["heading", "Ask us about the programme"], ["successMessage", "Thank you: we will call you this week."]]) {
  const f = dialog.locator(`[data-testid^="field-blocks"][data-testid$=".${name}"]`);
  await f.getByRole("button", { name: "English (EN)" }).click();
  await f.getByLabel("English (EN)").fill(value);
}
await page.waitForTimeout(800);
await page.keyboard.press("Escape");
await page.waitForTimeout(800);
await page.screenshot({ path: "/tmp/shots/st-5.png" });
const handles = field.locator('button[aria-roledescription="sortable"]');
console.log("handles", await handles.count());
await handles.last().focus();
await page.keyboard.press("Space");
for (let i = 0; i < 6; i++) { await page.keyboard.press("ArrowUp"); await page.waitForTimeout(150); }
await page.keyboard.press("Space");
await page.waitForTimeout(1500);
await page.screenshot({ path: "/tmp/shots/st-6.png" });
console.log(await field.getByTestId("default-preview").allInnerTexts());
await browser.close();
