import { expect, mainNav, ONCE, PHONE_ONLY, settled, stopTheClock, test } from "../playwright-utils";

const ROUTES = [
  { path: "/", nav: "Home" },
  { path: "/features", nav: "Features" },
  { path: "/solutions", nav: "Solutions" },
  { path: "/pricing", nav: "Pricing" },
  { path: "/about", nav: "About" },
  { path: "/contact", nav: "Contact" },
  { path: "/chatbot", nav: null },
  { path: "/auth", nav: null },
  { path: "/privacy-policy", nav: null },
  { path: "/terms-of-service", nav: null },
  { path: "/sitemap", nav: null },
];

for (const route of ROUTES) {
  test(`${route.path} answers inside the layout with the current page marked`, async ({ page, consoleErrors }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

    const nav = await mainNav(page);
    const current = nav.locator('[aria-current="page"]');
    if (route.nav) {
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(route.nav);
    } else {
      await expect(current).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test("the header links reach every page of the navigation and the two calls to action", async ({ page }) => {
  await page.goto("/");
  const nav = await mainNav(page);
  const targets = await nav
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute("href")]));
  expect(targets.slice(0, 6)).toEqual([
    ["Home", "/"],
    ["Features", "/features"],
    ["Solutions", "/solutions"],
    ["Pricing", "/pricing"],
    ["About", "/about"],
    ["Contact", "/contact"],
  ]);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Chat Now" })).toHaveAttribute("href", "/chatbot");
  await expect(banner.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", /^\/auth/);

  await nav.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect((await mainNav(page)).getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
});

test("the footer holds the tagline, social links, link lists, legal links, copyright and newsletter", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Smart, secure and scalable communication for modern organizations");
  for (const name of ["YouTube", "X", "LinkedIn", "Instagram"]) {
    await expect(footer.getByRole("link", { name: `Ihuza on ${name}` })).toHaveAttribute("href", /^https:\/\//);
  }
  const company = footer.getByRole("navigation", { name: "Company" });
  await expect(company.getByRole("link")).toHaveText(["About Us", "Career", "Contact"]);
  for (const link of await company.getByRole("link").all()) await expect(link).toHaveAttribute("href", "/about");
  const solutions = footer.getByRole("navigation", { name: "Solutions" });
  await expect(solutions.getByRole("link")).toHaveText(["Features", "Solutions", "How it Works", "Pricing"]);
  for (const link of await solutions.getByRole("link").all()) await expect(link).toHaveAttribute("href", "/features");

  const legal = footer.getByRole("navigation", { name: "Legal" });
  await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
  await expect(legal.getByRole("link", { name: "Sitemap" })).toHaveAttribute("href", "/sitemap");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByPlaceholder("Your Email")).toHaveAttribute("type", "email");
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
});

// The exact 2.5 s pace is proven with fake timers in app/lib/use-cycle.test.ts. Here, in a real browser, the page
// itself writes down each word it shows and when, so a busy machine cannot make the test miss one: the words follow
// each other in order, and never faster than the pace (a busy machine can only make the gaps longer).
test("the footer headline rotates through its six words every 2.5 s", ONCE, async ({ page }) => {
  await page.addInitScript(() => {
    const shown: { word: string; at: number }[] = [];
    (window as unknown as { headlineShown: typeof shown }).headlineShown = shown;
    const note = () => {
      const word = document.querySelector('[data-testid="rotating-headline"] [data-active="true"]')?.textContent ?? "";
      if (word && shown.at(-1)?.word !== word) shown.push({ word, at: performance.now() });
    };
    document.addEventListener("DOMContentLoaded", () => {
      note();
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  });
  await page.goto("/");
  await expect(page.getByTestId("rotating-headline")).toContainText("Smart, Secure & AI-Powered");
  const shown = () =>
    page.evaluate(() => (window as unknown as { headlineShown: { word: string; at: number }[] }).headlineShown);
  await expect.poll(async () => (await shown()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  const seen = await shown();
  expect(seen.slice(0, 4).map((entry) => entry.word)).toEqual(["Innovation", "Technology", "Learning", "Future"]);
  // One late timer can shorten the gap after it, so the pace is judged over two changes.
  expect((seen[3]!.at - seen[1]!.at) / 2).toBeGreaterThan(2_000);
});

test("the footer headline stands still when the visitor prefers reduced motion", ONCE, async ({ page }) => {
  const words = ["Innovation", "Technology", "Learning", "Future"];
  await page.clock.install();
  const active = page.getByTestId("rotating-headline").locator('[data-active="true"]');
  // Once the page is ready, its time stops; then five seconds of it pass at once, and what was due reaches the page:
  // two changes without the preference (which shows that the page was ready to move), none with it.
  for (const [reducedMotion, steps] of [
    ["no-preference", 2],
    ["reduce", 0],
  ] as const) {
    await page.emulateMedia({ reducedMotion });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await stopTheClock(page);
    await settled(page);
    const from = words.indexOf((await active.textContent()) ?? "");
    if (reducedMotion === "reduce") expect(from).toBe(0);
    await page.clock.runFor(5_000);
    await settled(page);
    expect(await active.textContent(), reducedMotion).toBe(words[(from + steps) % words.length]);
  }
});

test("the mobile menu opens, closes with Escape and returns focus", PHONE_ONLY, async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await toggle.focus();
  await page.keyboard.press("Enter");
  // The button's expanded state is the browser's own (a popover's invoker): its name says what it does now.
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "Features" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
});

test("an unknown path answers 404 with a way home and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect.poll(() => logged.join("\n")).toContain("/no/such/page");
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("no page overflows sideways on a 360 px phone", PHONE_ONLY, async ({ page }) => {
  test.setTimeout(60_000); // a dozen pages, one after another: time enough on a busy machine
  await page.setViewportSize({ width: 360, height: 740 });
  for (const route of [...ROUTES.map((r) => r.path), "/missing-page"]) {
    await page.goto(route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
