import type { Browser, BrowserContext, Page } from "@playwright/test";
import { VIEWS_ROUTE } from "@shared/addresses/pages";
import { mkdtempSync } from "node:fs";
import { E2E_DATA_DIR } from "../../playwright.config";
import { E2E_DATA_ROOT } from "../../scripts/e2e-env.mjs";
import { readVisits } from "../../app/results/counter.server";
import path from "node:path";
import { downloadedJs } from "../../scripts/bundle-size.mjs";
import { writeJson } from "../../scripts/write-json.mjs";
import { expect, atHumanPace, ONCE, shifted, startMockedServer, test, watchShifts } from "../playwright-utils";
import { AMINA, fillContact, leadDocuments, unique } from "./leads-kit";

/*
 * Experiments (app/shared/results/experiments.ts): the bundled dataset runs one on the banking page's call to action, 50/50
 * between the page as published ("See Ihuza with your own use case") and "Start free". Every visitor gets the same
 * cached HTML; a script just before the part picks the visit's version and a style shows only that one.
 */

const PAGE = "/solutions/banking";
const EXPERIMENT = "experiment-banking-cta";
const CONTROL_HEADING = "See Ihuza with your own use case";
const VARIANT_HEADING = "Try Ihuza with your own team, free";

/**
 * A visitor whose draws are `random` (the split is 50/50: under 0.5 is the control, from 0.5 "Start free"), with
 * Global Privacy Control if asked.
 */
async function visitor(browser: Browser, random: number, { gpc = false } = {}): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ random, gpc }) => {
      Math.random = () => random;
      if (gpc) Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
    },
    { random, gpc },
  );
  return context;
}

/** The versions of the part the visitor can see, by their `data-variant`. */
const shownVersions = (page: Page) =>
  page
    .locator(`[data-experiment="${EXPERIMENT}"]`)
    .evaluateAll((wrappers) =>
      wrappers
        .filter((wrapper) => [...wrapper.children].some((child) => child.checkVisibility()))
        .map((wrapper) => (wrapper as HTMLElement).dataset.variant),
    );

/** Scrolls to the call to action: its code loads as it comes near (app/lib/loads-near.tsx). */
const nearTheCallToAction = (page: Page) =>
  page.locator('[data-loads-near="ctaBlock"]').last().scrollIntoViewIfNeeded();

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

test.describe("an experiment on a landing page's call to action", () => {
  test("shows one version to each visit, as its draw falls, from the first paint, without scripts running", async ({
    browser,
  }) => {
    for (const [random, version, shown, hidden] of [
      [0.25, "control", CONTROL_HEADING, VARIANT_HEADING],
      [0.75, "startfree", VARIANT_HEADING, CONTROL_HEADING],
    ] as const) {
      const context = await visitor(browser, random);
      const page = await context.newPage();
      // Only the page's HTML and its inline script and style: no module runs, as at the first paint.
      await page.route("**/*.js", (route) => route.abort());
      await page.goto(PAGE);
      expect(await shownVersions(page)).toEqual([version]);
      await expect(heading(page, shown)).toBeVisible();
      await expect(heading(page, hidden)).toBeHidden();
      // (the script that drew stays a script: nothing of its text on the page)
      await expect(page.locator(`script[data-experiment="${EXPERIMENT}"]`)).toBeHidden();
      await heading(page, shown).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`first-paint-${version}.png`) });
      await context.close();
    }
  });

  test("moves nothing on screen for either version, though they differ in height, from the first paint to the part's code", async ({
    browser,
  }) => {
    const heights: number[] = [];
    for (const random of [0.25, 0.75]) {
      const context = await visitor(browser, random);
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      // (every shift since the page began, the first paint's included)
      await watchShifts(page, { fromTheStart: true });
      await page.goto(PAGE);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await nearTheCallToAction(page);
      await expect(page.locator('[data-loads-near="ctaBlock"]').last()).toHaveAttribute("data-hydrated", "");
      // (each version's wrapper draws no box of its own: its content's is the part's)
      const part = page.locator(`[data-experiment="${EXPERIMENT}"][data-variant] > *`).filter({ visible: true });
      heights.push((await part.boundingBox())!.height);
      expect(await shifted(page)).toBeLessThan(0.01);
      await context.close();
    }
    expect(heights[0]).not.toBe(heights[1]);
  });

  test("keeps the visit's version across pages, a tap and a reload, and sets no cookie", async ({ browser }) => {
    const context = await visitor(browser, 0.75);
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    // (once its part has hydrated, as it comes near, the page holds the visit's version alone)
    await nearTheCallToAction(page);
    await expect(page.locator(`[data-experiment="${EXPERIMENT}"][data-variant]`)).toHaveCount(1);
    expect(await shownVersions(page)).toEqual(["startfree"]);
    expect(await page.evaluate(() => sessionStorage.getItem("ihuza.variants"))).toBe(
      JSON.stringify({ [EXPERIMENT]: "startfree" }),
    );
    // Another page, then back by a tap (the router draws it: no script of the page runs), then a reload.
    await page.goto("/solutions");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.evaluate(() => (Math.random = () => 0.1));
    await page.locator(`main a[href="${PAGE}"]`).first().click();
    await expect(page).toHaveURL(PAGE);
    await nearTheCallToAction(page);
    await expect(heading(page, VARIANT_HEADING)).toBeVisible();
    expect(await shownVersions(page)).toEqual(["startfree"]);
    await page.reload();
    expect(await shownVersions(page)).toEqual(["startfree"]);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  test("draws for a visit that comes by a tap, and keeps that draw", async ({ browser }) => {
    const context = await visitor(browser, 0.75);
    const page = await context.newPage();
    await page.goto("/solutions");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.locator(`main a[href="${PAGE}"]`).first().click();
    await expect(page).toHaveURL(PAGE);
    await nearTheCallToAction(page);
    await expect(heading(page, VARIANT_HEADING)).toBeVisible();
    await expect(page.locator(`[data-experiment="${EXPERIMENT}"][data-variant]`)).toHaveCount(1);
    await page.reload();
    expect(await shownVersions(page)).toEqual(["startfree"]);
    await context.close();
  });

  test("shows the page as published, and keeps nothing, with Global Privacy Control", async ({ browser }) => {
    const context = await visitor(browser, 0.75, { gpc: true });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(await shownVersions(page)).toEqual(["control"]);
    expect(await page.evaluate(() => sessionStorage.getItem("ihuza.variants"))).toBeNull();
    await expect(page.locator("html")).not.toHaveAttribute("data-variants");
    await context.close();
  });

  test("is one page for everyone: the same HTML for two visitors, which hides no version from search engines' sight of it", async ({
    request,
  }) => {
    const [first, second] = await Promise.all([request.get(PAGE), request.get(PAGE)]);
    expect(first.headers()["cache-control"]).toMatch(/\bpublic\b/);
    const html = await first.text();
    expect(await second.text()).toBe(html);
    // Every version is in it, each saying what it is; the variant's out of snippets.
    expect(html).toContain(`data-experiment="${EXPERIMENT}" data-variant="control"`);
    expect(html).toContain(`data-experiment="${EXPERIMENT}" data-variant="startfree" data-nosnippet=""`);
    expect(first.headers()["set-cookie"]).toBeUndefined();
  });
});

/** The visits the store holds as shown `version` of the experiment today (written every few seconds). */
const shownVisits = (version: string) =>
  readVisits(E2E_DATA_DIR)
    .shown.filter((row) => row.experiment === EXPERIMENT && row.version === version)
    .reduce((sum, row) => sum + row.visits, 0);

/**
 * What each view's beacon of the context's tab says, kept in the tab across its pages (a beacon's body is not a
 * request's to read): the reader of them for `page`.
 */
async function recordBeacons(context: BrowserContext, page: Page) {
  await context.addInitScript((route) => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith(route) && data instanceof Blob)
        void data.text().then((text) => {
          const kept = JSON.parse(sessionStorage.getItem("test.beacons") ?? "[]") as unknown[];
          sessionStorage.setItem("test.beacons", JSON.stringify([...kept, JSON.parse(text)]));
        });
      return send(url, data);
    };
  }, VIEWS_ROUTE.path);
  return async () =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem("test.beacons"))) ?? "[]") as Record<
      string,
      unknown
    >[];
}

test.describe("an experiment, counted", ONCE, () => {
  test("a version drawn as its part comes near, on a page reached by a tap, is counted then, with no view more", async ({
    browser,
  }) => {
    // (a server of its own, whose counts are this visit's alone)
    test.slow();
    const dataDir = mkdtempSync(path.resolve(E2E_DATA_ROOT, "exposure-"));
    const server = await startMockedServer({ DATA_DIR: dataDir, VISITS_FLUSH_SECONDS: "0.5" });
    try {
      const context = await visitor(browser, 0.75);
      const page = await context.newPage();
      const beacons = await recordBeacons(context, page);
      await page.goto(`${server.url}/solutions`);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await page.locator(`main a[href="${PAGE}"]`).first().click();
      await expect(page).toHaveURL(`${server.url}${PAGE}`);
      // (its part may come near at once: the draw's beacon follows the view's, now or once scrolled to)
      await expect.poll(async () => (await beacons()).length).toBeGreaterThanOrEqual(2);
      // The page's view went before its call to action was drawn: it says no version.
      expect((await beacons())[1]).toEqual(expect.not.objectContaining({ variants: expect.anything() }));
      await nearTheCallToAction(page);
      await expect(heading(page, VARIANT_HEADING)).toBeVisible();
      // Drawn now: said now, as no view, once.
      await expect.poll(async () => (await beacons()).length).toBe(3);
      expect((await beacons())[2]).toEqual({ path: PAGE, exposure: true, variants: { [EXPERIMENT]: "startfree" } });
      const counted = () => readVisits(dataDir);
      await expect
        .poll(() => counted().shown.map((row) => [row.experiment, row.version, row.visits]))
        .toEqual([[EXPERIMENT, "startfree", 1]]);
      expect(counted().rows.map((row) => [row.path, row.views, row.visits])).toEqual([
        ["/solutions", 1, 1],
        [PAGE, 1, 0],
      ]);
      await context.close();
    } finally {
      await server.stop();
    }
  });

  test("a visit says once which version it was shown, and its lead counts for that version", async ({ browser }) => {
    const before = shownVisits("startfree");
    const context = await visitor(browser, 0.75);
    const page = await context.newPage();
    const beacons = await recordBeacons(context, page);
    await page.goto(PAGE);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect.poll(async () => (await beacons()).length).toBe(1);
    await page.goto("/contact");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect.poll(async () => (await beacons()).length).toBe(2);
    const [landing, next] = await beacons();
    // The landing's beacon says the version; the next page's says nothing more of it.
    expect(landing).toMatchObject({ path: PAGE, landing: true, variants: { [EXPERIMENT]: "startfree" } });
    expect(next).not.toHaveProperty("variants");
    await expect.poll(() => shownVisits("startfree"), { timeout: 15_000 }).toBeGreaterThan(before);

    const email = `${unique("experiment")}@umurage.rw`;
    const form = await fillContact(page, { ...AMINA(email) });
    await atHumanPace(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => leadDocuments(email).length).toBe(1);
    expect(leadDocuments(email)[0]!.attribution).toMatchObject({
      landing: PAGE,
      counted: true,
      firstLead: true,
      variants: `${EXPERIMENT}:startfree`,
    });
    await context.close();
  });
});

test.describe("a page under test, weighed", ONCE, () => {
  test("its first load's scripts are at most 0.5 kB (gzip) over the same page with the test stopped", async ({
    request,
  }) => {
    // (a second server to start, and four first loads)
    test.slow();
    expect(await (await request.get(PAGE)).text()).toContain(`data-experiment="${EXPERIMENT}"`);
    // The same page on a server of its own, where the experiment was stopped as an editor's Stop test does.
    const control = path.resolve(".cache/mock-sanity/experiment-stopped.json");
    writeJson(control, { patches: [{ id: EXPERIMENT, set: { state: "stopped" } }] });
    const stopped = await startMockedServer({ MOCK_SANITY_PATCHES: control });
    try {
      // (as `npm run test:size` weighs a page: every script of its first load, until the network is idle)
      const without = (await downloadedJs(stopped.url, [PAGE]))[PAGE]!.phone;
      expect(await (await fetch(`${stopped.url}${PAGE}`)).text()).not.toContain(`data-experiment="${EXPERIMENT}"`);
      const under = (await downloadedJs(test.info().project.use.baseURL!, [PAGE]))[PAGE]!.phone;
      test
        .info()
        .annotations.push({ type: "first-load JS (gzip)", description: `${under} B under test, ${without} B stopped` });
      expect(under - without).toBeLessThanOrEqual(512);
    } finally {
      await stopped.stop();
    }
  });
});
