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

test.describe("the text font comes with the page and its arrival moves nothing", ONCE, () => {
  test("each page's response preloads the stylesheet's Latin font, which the browser then fetches once and uses", async ({ page }) => {
    for (const route of ["/", "/fr/pricing"]) {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(route, { waitUntil: "networkidle" });
      const preload = /^<([^>]+\.woff2)>; rel=preload; as=font; type="font\/woff2"; crossorigin$/.exec(response?.headers().link ?? "");
      expect(preload, `Link header of ${route}`).not.toBeNull();
      const font = preload![1];
      expect(await page.locator("style[data-stylesheet]").textContent()).toContain(`url(${font})`);
      // One request: the preload is the one the stylesheet uses (a preload with other CORS settings would be fetched twice).
      expect(fonts).toEqual([font]);
      expect(await page.evaluate(() => document.fonts.check('800 16px "Plus Jakarta Sans Variable"'))).toBe(true);
      page.removeAllListeners("request");
    }
  });

  test("until the font arrives, the fallback takes the same room, at every weight the site uses", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const sizes = await page.evaluate(async () => {
      const text = "Ihuza connects teams, customers and AI assistants in one secure workspace, across Rwanda.";
      const out: { weight: number; font: DOMRect; fallback: DOMRect }[] = [];
      for (const weight of [400, 500, 600, 700, 800]) {
        const measure = (family: string) => {
          const span = document.createElement("span");
          span.style.cssText = `font: ${weight} 20px/normal ${family}; white-space: nowrap; position: absolute; top: 0; left: 0`;
          span.textContent = text;
          document.body.append(span);
          const box = span.getBoundingClientRect();
          span.remove();
          return box;
        };
        await document.fonts.load(`${weight} 20px "Plus Jakarta Sans Fallback"`);
        out.push({ weight, font: measure('"Plus Jakarta Sans Variable"'), fallback: measure('"Plus Jakarta Sans Fallback"') });
      }
      return out.map(({ weight, font, fallback }) => ({ weight, widths: fallback.width / font.width, heights: fallback.height - font.height }));
    });
    for (const { weight, widths, heights } of sizes) {
      // Within 2 % of the width (the two fonts' letters differ, a paragraph's average does not), and the same line box.
      expect(Math.abs(widths - 1), `width at ${weight}`).toBeLessThan(0.02);
      expect(Math.abs(heights), `line height at ${weight}`).toBeLessThanOrEqual(1);
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
