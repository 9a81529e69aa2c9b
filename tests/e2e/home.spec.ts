import { expect, ONCE, test } from "../playwright-utils";

test.describe("home page", () => {
  test("shows every section of the spec with its text", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Smart, Secure & AI-Powered Communication for Teams, Clients & Communities",
    );
    await expect(page).toHaveTitle(/Ihuza/);

    // Chatbot promo
    await expect(main.getByRole("heading", { name: "Accurate, fast & source backed responses" })).toBeVisible();
    await expect(main.getByText("60x Faster")).toBeVisible();
    await expect(
      main.getByRole("list", { name: "Sample conversation with the assistant" }).getByRole("listitem"),
    ).toHaveCount(4);

    // About
    await expect(main.getByRole("heading", { name: "Seamless IT Solutions For Business Growth" })).toBeVisible();
    await expect(main.getByText("25+", { exact: true })).toBeVisible();
    for (const tagline of [
      "Transforming Ideas into Solutions",
      "Where Strategy Meets Technology",
      "Innovation: Strategy. Success.",
      "Building Digital Futures Together",
    ]) {
      await expect(main.getByText(tagline, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole("img", { name: /team collaborating/ })).toBeVisible();

    // Process
    await expect(main.getByText("OUR PROCESS", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Easy Dynamic And Optimal Workflows" })).toBeVisible();
    const steps = main.locator("#process-heading").locator("xpath=ancestor::section").getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole("heading")).toHaveText([
      "Step 01: Sign Up & Connect",
      "Step 02: Smart & Secure Messaging",
      "Step 03: AI-Powered Assistance",
      "Step 04: Collaborate & Share",
    ]);

    // Services
    await expect(main.getByText("OUR SERVICES", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "AI-Powered Solutions For Your Business" })).toBeVisible();
    const services = main.locator("#services-heading").locator("xpath=ancestor::section");
    await expect(services.getByRole("heading", { level: 3 })).toHaveText([
      "AI Consulting & Strategy",
      "AI Software Development",
      "AI-Powered Automation",
    ]);
    await expect(services.getByText("Basic support (email only)")).toHaveCount(3);
    await expect(services.getByText("Access to core AI functions")).toHaveCount(3);
    await expect(services.getByRole("img")).toHaveCount(3);
    await expect(services).toContainText("Leading The AI Solutions Revolution.");

    // Statistics
    for (const stat of ["10,000+", "1M+", "99.99%", "50+"])
      await expect(main.getByText(stat, { exact: true })).toBeVisible();

    // Education and testimonials
    await expect(main.getByText("AI & Robotics Education")).toBeVisible();
    await expect(main.getByRole("region", { name: "Testimonials" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("links go where the spec says", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "See More About", exact: true })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: /^See More About: / })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: "How We Work" })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: "View More Details" })).toHaveAttribute("href", "/solutions");
    await main.getByRole("link", { name: "View More Details" }).click();
    await expect(page).toHaveURL(/\/solutions$/);
  });

  test("the greeting types out and the headline fades in", ONCE, async ({ page }) => {
    // The page writes down every text the greeting shows, so no state is missed however busy the machine is
    // (the exact 120/1000/60 ms timing is unit-tested with fake timers in app/lib/use-typewriter.test.ts).
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { greetingShown: string[] }).greetingShown = shown;
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid="hero-greeting-typed"]')?.textContent ?? "";
          if (shown.at(-1) !== text) shown.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    });
    await page.goto("/");
    const full = "Muraho! I'm Ihuza AI. How can I help your team today?";
    await expect(page.getByTestId("hero-greeting").locator(".sr-only")).toHaveText(full);
    const shown = () => page.evaluate(() => (window as unknown as { greetingShown: string[] }).greetingShown);
    await expect.poll(async () => (await shown()).slice(1).includes(full), { timeout: 20_000 }).toBe(true);
    // After hydration it starts from nothing and grows one character at a time up to the whole greeting.
    const seen = await shown();
    const start = seen.findIndex((text) => text.length <= 1);
    const typing = seen.slice(start, seen.indexOf(full, start) + 1);
    expect(typing.length).toBeGreaterThan(full.length / 2);
    for (const [index, text] of typing.entries()) {
      expect(full.startsWith(text), text).toBe(true);
      if (index > 0) expect(text.length).toBeGreaterThan(typing[index - 1]!.length);
    }
    const animation = await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
      const style = getComputedStyle(heading);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect(animation).toEqual({ name: "fade-in", duration: "1.5s" });
  });

  test("under reduced motion the greeting and headline stand still, in full", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    // (the page's clock is the test's: time is moved on by hand, ten seconds, past a round of erasing and typing)
    await page.clock.install();
    await page.goto("/");
    const full = "Muraho! I'm Ihuza AI. How can I help your team today?";
    await expect(page.getByTestId("hero-greeting-typed")).toHaveText(full);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    // (step by step: the typing's next step is set after the page has drawn the last one)
    for (let step = 0; step < 40; step++) await page.clock.runFor(250);
    await expect(page.getByTestId("hero-greeting-typed")).toHaveText(full);
    const opacity = await page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).opacity);
    expect(opacity).toBe("1");
    await expect(page.getByTestId("rotating-headline").locator('[data-active="true"]')).toHaveText("Innovation");
    // Once their code has come (a little scroll brings it), sections far below are shown without waiting for
    // another scroll, and the carousel's slides change without a fade.
    await page.mouse.wheel(0, 900);
    const section = page.locator("section", { has: page.locator("#testimonials-heading") });
    await expect(section).toHaveAttribute("data-reveal", "shown");
    const slide = section.locator('[role="group"]').first();
    expect(await slide.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("1e-05s");
  });

  test("the testimonials carousel moves both ways, by buttons and keys, and fades in on scroll", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const section = page.locator("section", { has: page.locator("#testimonials-heading") });
    // Until the visitor comes near the sections below the first screen, they are as the server drew them.
    await expect(section).toHaveAttribute("data-reveal", "idle");
    await page.mouse.wheel(0, 900);
    // Their code came: the carousel, still far below, waits to fade in.
    await expect(section).toHaveAttribute("data-reveal", "hidden");
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-reveal", "shown");

    const carousel = page.getByRole("region", { name: "Testimonials" });
    const active = carousel.locator('[role="group"][data-active="true"]');
    const status = carousel.locator("[aria-live=polite]");
    await expect(active).toContainText("Aline Uwase");
    await expect(active).toContainText("Rated 5 out of 5");
    await expect(status).toHaveText(/1 \/ 3.*Aline Uwase/);

    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(active).toContainText("Eric Habimana");
    await expect(status).toHaveText(/2 \/ 3.*Eric Habimana/);
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(active).toContainText("Grace Mukamana");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(active).toContainText("Aline Uwase");
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(active).toContainText("Grace Mukamana");

    await carousel.getByRole("button", { name: "Previous testimonial" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(active).toContainText("Eric Habimana");
    await page.keyboard.press("ArrowRight");
    await expect(active).toContainText("Grace Mukamana");
    // Hidden slides are hidden from assistive technology too.
    await expect(carousel.locator('[role="group"][aria-hidden="true"]')).toHaveCount(2);
  });

  test("the carousel does not shift the page as it moves", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    const heights: number[] = [];
    for (let i = 0; i < 3; i++) {
      heights.push((await carousel.boundingBox())?.height ?? 0);
      await carousel.getByRole("button", { name: "Next testimonial" }).click();
    }
    expect(new Set(heights).size).toBe(1);
  });
});

test.describe("about page", () => {
  test("shows vision, mission, four values, four highlights, four stats and the company profile", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Our vision" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Our mission" })).toBeVisible();
    const values = main.locator("section", { has: page.locator("#values-heading") }).getByRole("listitem");
    await expect(values).toHaveCount(4);
    const highlights = main.locator("section", { has: page.locator("#highlights-heading") }).getByRole("listitem");
    await expect(highlights).toHaveCount(4);
    const stats = main.getByRole("region", { name: "Ihuza at a glance" });
    await expect(stats.locator("dd")).toHaveCount(4);
    await expect(stats).toContainText("2023");
    const profile = main.locator("section", { has: page.locator("#profile-heading") });
    await expect(profile).toContainText("Founded");
    await expect(profile).toContainText("2023");
    await expect(profile).toContainText("Kigali, Rwanda");
    await expect(main.getByRole("img", { name: /Kigali/ })).toBeVisible();
  });
});
