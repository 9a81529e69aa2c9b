import { test as base, expect, type Page } from "@playwright/test";
import type { MockControl } from "./mocks/sanity";

export { expect };

/**
 * Tags that decide which project runs a test (see playwright.config.ts): phone-only tests exercise what exists
 * below the desktop breakpoint; tests tagged ONCE check the server or shared state and run in the desktop project.
 */
export const PHONE_ONLY = { tag: "@phone-only" };
export const ONCE = { tag: "@once" };

/**
 * Every spec imports `test` from here. Each test records the page's console errors and every request that
 * leaves the site's origin, so a test can assert that a screen stays client-side.
 */
export const test = base.extend<{ consoleErrors: string[]; outsideRequests: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  outsideRequests: async ({ page, baseURL }, use) => {
    const outside: string[] = [];
    const origin = new URL(baseURL ?? "http://localhost").origin;
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith("data:")) outside.push(url);
    });
    await use(outside);
  },
});

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** Opens the mobile menu if the viewport needs it; returns the navigation landmark holding the main links. */
export async function mainNav(page: Page) {
  if (isPhone(page)) {
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    return page.getByRole("navigation", { name: "Mobile" });
  }
  return page.getByRole("navigation", { name: "Main" });
}

/**
 * Steers the mocked Sanity for the duration of `run` and restores it afterwards: `patches` change content as an
 * editor's publish would (dotted paths: `{ id: "homePage", set: { "hero.text": "New text" } }`), `documents` add
 * documents (drafts, the Studio's preview secret), and `status` makes every query fail. Tests that use it run serially in tests/e2e/mock-sanity.spec.ts.
 */
export async function withMockSanity(control: MockControl, run: () => Promise<void>) {
  const { MOCK_SANITY_PATCHES } = await import("../playwright.config");
  const { mkdirSync, rmSync, writeFileSync } = await import("node:fs");
  const path = await import("node:path");
  mkdirSync(path.dirname(MOCK_SANITY_PATCHES), { recursive: true });
  writeFileSync(MOCK_SANITY_PATCHES, JSON.stringify(control));
  try {
    await run();
  } finally {
    rmSync(MOCK_SANITY_PATCHES, { force: true });
  }
}
