import { LAYOUT_TYPES, LINK_TARGET_TYPES, PAGES } from "@shared/addresses/pages";
import { localePath, LOCALES } from "@shared/addresses/locales";
import { expect, ONCE, test } from "../playwright-utils";

/*
 * The page registry (app/shared/addresses/pages.ts) says which document types each page shows: the Studio's Presentation
 * tool, the webhook's purges and sitemap.xml's dates rely on it. The page itself reports what it read, in its
 * surrogate keys; the two must agree.
 */
test.describe("the page registry", ONCE, () => {
  test("each page a shared cache may keep reads exactly the document types its entry names", async ({ request }) => {
    let checked = 0;
    for (const page of PAGES) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(200);
      // A private page (/contact: its form carries a fresh token) names no keys: no shared cache keeps it.
      if (!/\bpublic\b/.test(response.headers()["cache-control"] ?? "")) continue;
      checked += 1;
      const keys = (response.headers()["surrogate-key"] ?? "").split(" ").filter((key) => key.startsWith("type:"));
      expect(keys.map((key) => key.slice("type:".length)).sort(), page.path).toEqual(
        [...new Set([...page.types, ...LAYOUT_TYPES, ...LINK_TARGET_TYPES])].sort(),
      );
    }
    expect(checked).toBeGreaterThanOrEqual(PAGES.length - 1);
  });

  test("every page hydrates in every language without an error (what the server rendered is what React renders)", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(240_000); // every page in every language
    for (const locale of LOCALES) {
      for (const entry of PAGES) {
        const path = localePath(locale, entry.path);
        await page.goto(path);
        await expect(page.locator("html[data-hydrated]"), path).toHaveCount(1);
        // The home page's sections hydrate when their code arrives.
        await page.waitForLoadState("networkidle");
        expect(consoleErrors, path).toEqual([]);
      }
    }
  });

  test("a page answers under each language's prefix, and only there", async ({ page }) => {
    for (const [path, status, lang] of [
      ["/fr/tarifs", 200, "fr"],
      ["/rw/abo-turi-bo", 200, "rw"],
      ["/de/pricing", 404, "en"],
      ["/en/pricing", 404, "en"],
      ["/fr/fr/tarifs", 404, "fr"],
      ["/xx", 404, "en"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
      if (status === 404) await expect(page.getByText("404", { exact: true }), path).toBeVisible();
    }
  });
});
