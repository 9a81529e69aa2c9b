import { expect, ONCE, test } from "../playwright-utils";

/** The data a document hands to the browser for hydration (Remix's single-fetch stream), as text. */
async function hydrationData(page: import("@playwright/test").Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll("script")]
      .map((script) => script.textContent ?? "")
      .filter((text) => text.startsWith("window.__remixContext.streamController.enqueue("))
      .join(""),
  );
}

test.describe("the first paint needs no stylesheet request", ONCE, () => {
  test("every page inlines the one stylesheet; its bytes are the built file's", async ({ page, request }) => {
    for (const route of ["/", "/pricing", "/missing"]) {
      await page.goto(route, { waitUntil: "networkidle" });
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      const inline = page.locator("style[data-stylesheet]");
      await expect(inline).toHaveCount(1);
      const href = (await inline.getAttribute("data-stylesheet")) ?? "";
      expect(href).toMatch(/^\/assets\/tailwind-[\w-]+\.css$/);
      expect(await inline.textContent()).toBe(await (await request.get(href)).text());
      // Styled by it: headings in the site's one web font.
      const font = await page.getByRole("heading", { level: 1 }).first().evaluate((heading) => getComputedStyle(heading).fontFamily);
      expect(font).toContain("Plus Jakarta Sans");
    }
  });
});

test.describe("static parts hydrate as they came", () => {
  test("the home page's data carries the interactive parts only, and the rest still shows", async ({ page, consoleErrors }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const staticHeading = page.getByRole("heading", { name: "Seamless IT Solutions For Business Growth" });
    await expect(staticHeading).toBeVisible();
    const data = await hydrationData(page);
    expect(data).not.toContain("Seamless IT Solutions For Business Growth");
    // What the carousel and the hero need is there, and they work.
    expect(data).toContain("Aline Uwase");
    const carousel = page.getByRole("region", { name: "Testimonials" });
    await expect(carousel.getByText("1 / ", { exact: false })).toBeVisible();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(carousel.getByText("2 / ", { exact: false })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("pages without interactive parts send none of their copy as data", async ({ page }) => {
    for (const route of ["/features", "/about", "/privacy-policy"]) {
      await page.goto(route, { waitUntil: "networkidle" });
      const data = await hydrationData(page);
      // Every sentence of the page's own copy (plain ones: the data escapes some characters) is shown, not sent.
      const copy = (await page.locator("main p, main li").allTextContents()).map((line) => line.trim()).filter((line) => line.length > 30 && /^[\w ,.()-]+$/.test(line));
      expect(copy.length).toBeGreaterThan(5);
      for (const line of copy) expect(data).not.toContain(line);
      // The data holds what the head and the footer's forms need: the page's title, the newsletter box.
      expect(data).toContain("Stay in the loop");
    }
  });

  test("a link inside a static part is a client-side navigation, and coming back renders the part from data", async ({ page, consoleErrors }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const island = page.locator('[data-island="home-sections"]');
    const text = (await island.textContent()) ?? "";
    expect(text.length).toBeGreaterThan(1000);
    await island.locator('a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(island).toHaveText(text);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
