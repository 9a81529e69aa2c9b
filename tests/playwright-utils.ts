import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { writeJson } from "../scripts/write-json.mjs";
import { E2E_MIN_FILL_MS, MOCK_SANITY_PATCHES } from "../playwright.config";
import type { MockControl } from "./mocks/sanity";
import { startTestServer, type TestServer } from "./test-server";

export { expect };

/**
 * Tags that decide which project runs a test (see playwright.config.ts): phone-only tests exercise what exists
 * below the desktop breakpoint; tests tagged ONCE check the server or shared state and run in the desktop project.
 */
export const PHONE_ONLY = { tag: "@phone-only" };
export const ONCE = { tag: "@once" };

/**
 * Every spec imports `test` from here. Each test records the page's console errors, and content images are
 * served as Sanity's image CDN would serve them.
 */
const IMAGE_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};

/** How many tests this worker has run: each is a visitor of its own (see `extraHTTPHeaders`). */
let visitors = 0;

export const test = base.extend<{ consoleErrors: string[]; sanityImages: void }>({
  /**
   * Every test is a visitor of its own: its page and its `request` say a client address of their own
   * (X-Forwarded-For, which the test server trusts from loopback), so the forms' per-address rate limit (5 a minute)
   * counted for one test never answers another's post. A test about the address itself sets its own.
   */
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitors++;
    await use({
      "X-Forwarded-For": `10.${testInfo.workerIndex % 250}.${testInfo.repeatEachIndex % 250}.${visitors % 250}`,
    });
  },
  /**
   * The site links content images to Sanity's image CDN; the browser has no network, so the CDN is played from
   * fixtures/images (files are named as the CDN names them), as msw plays the query API on the server.
   */
  sanityImages: [
    async ({ context }, use) => {
      await context.route("https://cdn.sanity.io/images/**", async (route) => {
        const file = path.basename(new URL(route.request().url()).pathname);
        try {
          const body = readFileSync(path.resolve("fixtures/images", file));
          await route.fulfill({
            body,
            contentType: IMAGE_TYPES[file.split(".").pop() ?? ""] ?? "application/octet-stream",
          });
        } catch {
          await route.fulfill({ status: 404 });
        }
      });
      await use();
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

/**
 * Waits until the form on the page is as old as a person needs to fill it (its signed token says when: the page's, or
 * the visitor's own when the page came from a cache): a post sooner than FORM_MIN_FILL_MS after the token was made
 * is taken for a bot's, and thanked without being read.
 */
export async function atHumanPace(page: Page) {
  const field = page.locator('input[name="formToken"]').first();
  // With its scripts, a page from a cache gets the visitor a token of their own (app/leads/own-form-token.ts): the
  // token the form will send is known once the document says which it is.
  if (await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))) {
    const which = page.locator("html[data-form-token]");
    await expect(which).toHaveCount(1);
    if ((await which.getAttribute("data-form-token")) === "own") await expect(field).toHaveAttribute("data-own", "");
  }
  const token = await field.inputValue();
  const renderedAt = parseInt(token.split(".")[0] ?? "0", 36);
  const wait = renderedAt + E2E_MIN_FILL_MS + 50 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

/**
 * Clicks a button that sends a form while the page has no scripts, and waits until the server's answer is the page
 * shown (its document committed, with the navigation's timeout). An assertion's own timeout is no wait for that: on a
 * busy machine the answer can take longer, and the address (often the same) cannot tell the answer from the page
 * it replaces.
 */
export async function sendWithoutScripts(page: Page, button: Locator) {
  const answered = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
  await button.click();
  await answered;
  await page.waitForLoadState("domcontentloaded");
}

/**
 * Brings into view a box whose code loads as it comes near (app/lib/loads-near.tsx), and waits until it works: a
 * person reaches the footer's newsletter box by scrolling, and its code comes on the way.
 */
export async function scrollToLoaded(page: Page, name: string) {
  const box = page.locator(`[data-loads-near="${name}"]`).first();
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute("data-hydrated", "");
  return box;
}

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
 * editor's publish would (dotted paths, a translated field's language last: `{ id: "homePage", set: { "hero.text.en": "New text" } }`), `documents` add
 * documents (drafts, the Studio's preview secret), and `status` makes every query fail. Tests that use it run serially in tests/e2e/mock-sanity.spec.ts.
 */
export async function withMockSanity(control: MockControl, run: () => Promise<void>, file = MOCK_SANITY_PATCHES) {
  writeJson(file, control);
  try {
    await run();
  } finally {
    rmSync(file, { force: true });
  }
}

/** Every route that shows content, and a text its bundled content shows there (as the HTML has it). */
export const CONTENT_ROUTES: [string, string][] = [
  ["/", "Smart, Secure &amp; AI-Powered Communication"],
  ["/features", "Smart Messaging"],
  ["/solutions", "Banking &amp; Finance"],
  ["/pricing", "RWF\u00a014,500"], // (Intl keeps the currency and the number together: a no-break space)
  ["/about", "Company profile"],
  ["/contact", "hello@ihuza.rw"],
  ["/chatbot", "#general"],
  ["/auth", "Sign Up"],
  ["/privacy-policy", "Your rights"],
  ["/terms-of-service", "Governing law"],
  ["/sitemap", "Every page of this site"],
  ["/sitemap.xml", "<urlset"],
];

export type { TestServer };

/**
 * `startTestServer` (tests/test-server.ts) from within a test or hook, which gets the start's own budget on top of
 * its own: a busy machine's start took most of the 30 s a hook has, and the warm-up after it then ran out of time.
 */
export async function startMockedServer(...args: Parameters<typeof startTestServer>): Promise<TestServer> {
  test.setTimeout(test.info().timeout + 60_000);
  return startTestServer(...args);
}

/** Axe (WCAG 2.2 AA) finds nothing on the page as it is now. */
/** No WCAG 2.2 AA violation on the page, or within `include` (selectors) when a test is about one part of it. */
export async function expectNoAxeViolations(page: Page, { include = [] as string[] } = {}) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]);
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  // axe finishes its run in a page of its own, opened and closed in this context; ours can be left in the
  // background, where the browser draws no frames (a requestAnimationFrame never comes): bring it back to the front.
  await page.bringToFront();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/** A request with any method, TRACE included (fetch refuses to send it), and an optional form body. */
export function requestWithMethod(
  url: string,
  method: string,
  body = "",
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = {
      "Content-Length": String(Buffer.byteLength(body)),
      "Content-Type": "application/x-www-form-urlencoded",
    };
    const request = httpRequest(url, { method, headers }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Starts adding up the page's layout shifts that no input caused (read with `shifted`): from now on, or, called before
 * `goto` with `fromTheStart`, from the page's first paint on.
 */
export async function watchShifts(page: Page, { fromTheStart = false } = {}) {
  const watch = (buffered: boolean) => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: "layout-shift", buffered });
  };
  if (fromTheStart) await page.addInitScript(watch, true);
  else await page.evaluate(watch, false);
}

/** The layout shifts added up since `watchShifts`. */
export const shifted = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/**
 * Resolves once every task the page had queued has run: a background-priority task (the Prioritized Task Scheduling
 * API, which page.clock does not fake) runs only when no task of a higher priority waits, React's scheduled renders
 * (and their continuations, if one yields) included. What was due by then has reached the page (not a timer due
 * later, nor an answer still on the network): the way to prove that something did not happen without waiting an
 * arbitrary time, once what would have made it happen is due.
 */
export const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        (
          globalThis as unknown as { scheduler: { postTask: (task: () => void, options: object) => unknown } }
        ).scheduler.postTask(resolve, { priority: "background" }),
      ),
  );

/**
 * Stops the page's clock (installed by page.clock.install()) at a moment just ahead of its own now; timers due by then
 * fire once. The page's time runs on while the moment is read and sent, so a moment already past (a busy machine) is
 * read again, later, rather than asked for.
 */
export async function stopTheClock(page: Page, ahead = 1_000) {
  for (;;) {
    const at = await page.evaluate((ms) => Date.now() + ms, ahead);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!String(error).includes("fast-forward to the past")) throw error;
      ahead *= 2;
    }
  }
}

/** Resolves once the page has painted a frame from now, and what that frame queued (layout-shift entries) has run. */
export async function painted(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await settled(page);
}

/**
 * Starts a local Content Lake of its own (scripts/lake.ts, what `npm run studio` runs) on `port` (HTTP/2 on `tlsPort`),
 * from the bundled dataset, its documents kept in `.cache/<folder>`; resolves once it answers.
 */
export async function startLocalLake(port: number, folder: string, tlsPort = port + 1): Promise<ChildProcess> {
  const lake = spawn(
    "node",
    [
      ...["--import", "tsx", "scripts/lake.ts", "--port", String(port), "--tls-port", String(tlsPort)],
      ...["--data", path.resolve(".cache", folder), "--fresh"],
    ],
    { stdio: "ignore" },
  );
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${port}/__lake/log`).then(
          (answer) => answer.status,
          () => 0,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(200);
  return lake;
}
