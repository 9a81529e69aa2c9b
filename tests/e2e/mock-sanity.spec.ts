import { expect, test, withMockSanity } from "../playwright-utils";

// These tests change what the shared mocked Sanity answers, so they run one at a time, once.
test.describe.configure({ mode: "serial" });
test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "changes the shared mocked Sanity: run once");
});

test("a value changed in Sanity shows on the next request", async ({ page }) => {
  await withMockSanity({ patches: [{ id: "homePage", set: { "hero.text": "Edited in the Studio a moment ago." } }] }, async () => {
    await page.goto("/");
    await expect(page.getByRole("main")).toContainText("Edited in the Studio a moment ago.");
  });
  await page.goto("/");
  await expect(page.getByRole("main")).not.toContainText("Edited in the Studio a moment ago.");
});

test("with Sanity answering 500 to everything, every route still answers 200 with content", async ({ request }) => {
  await withMockSanity({ status: 500 }, async () => {
    const expectations: [string, string][] = [
      ["/", "Smart, Secure & AI-Powered Communication"],
      ["/features", "Smart Messaging"],
      ["/solutions", "Banking & Finance"],
      ["/pricing", "RWF 14,500"],
      ["/about", "Company profile"],
      ["/contact", "hello@ihuza.rw"],
      ["/chatbot", "#general"],
      ["/auth", "Sign Up"],
      ["/privacy-policy", "Your rights"],
      ["/terms-of-service", "Governing law"],
      ["/sitemap", "Every page of this site"],
      ["/sitemap.xml", "<urlset"],
      ["/robots.txt", "Sitemap:"],
    ];
    for (const [route, text] of expectations) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(await response.text(), route).toContain(text.replace("&", "&amp;"));
    }
  });
});
