import type { Browser, Page } from "@playwright/test";
import { VIEWS_ROUTE } from "@shared/addresses/pages";
import { E2E_DATA_DIR } from "../../playwright.config";
import { readVisits } from "../../app/results/counter.server";
import { expect, ONCE, test } from "../playwright-utils";
import { unique } from "./leads-kit";

/*
 * Page views counted, privately (app/results): one beacon per page shown, counted per day, path, language, source
 * and campaign in the server's store (written every few seconds), whatever cache served the page; not for a bot or
 * a browser that asks not to be tracked. Each test names its own campaign, so it reads only its own views.
 */

/** The views the store holds for a campaign, by path, once written (the server writes every few seconds). */
const viewsOf = (campaign: string) =>
  Object.fromEntries(
    readVisits(E2E_DATA_DIR)
      .rows.filter((row) => row.campaign === campaign)
      .map((row) => [`${row.path} ${row.language} ${row.source}`, row.views]),
  );

type Options = NonNullable<Parameters<Browser["newContext"]>[0]>;

/**
 * Lands on `/?utm_…` in a tab of its own, then goes on to `/pricing` by its link and to `/fr/a-propos` by address.
 * `headers`: the test's own (its client address, so no other test's views count against its limit).
 */
async function visit(browser: Browser, campaign: string, headers: Options["extraHTTPHeaders"], options: Options = {}) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { ...headers, ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const shown = async (path: string) => {
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, "\\/")}(\\?|$)`));
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  };
  const beacon = (target: Page) => target.waitForRequest((request) => request.url().endsWith(VIEWS_ROUTE.path));
  let sent = beacon(page);
  await page.goto(`/?utm_source=e2e&utm_campaign=${campaign}`);
  await shown("/");
  await sent;
  sent = beacon(page);
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).first().click();
  await shown("/pricing");
  await sent;
  sent = beacon(page);
  await page.goto("/fr/a-propos");
  await shown("/fr/a-propos");
  await sent;
  await context.close();
}

test.describe("views, counted", ONCE, () => {
  test("three pages shown are three views of the visit's campaign, also when the pages came from the page cache", async ({
    browser,
    extraHTTPHeaders,
  }) => {
    const first = unique("launch");
    await visit(browser, first, extraHTTPHeaders);
    const expected = { "/ en e2e": 1, "/pricing en e2e": 1, "/fr/a-propos fr e2e": 1 };
    await expect.poll(() => viewsOf(first), { timeout: 15_000 }).toEqual(expected);
    // The same three pages again: this time the page cache serves them; the beacon is a request of its own.
    const second = unique("again");
    await visit(browser, second, extraHTTPHeaders);
    await expect.poll(() => viewsOf(second), { timeout: 15_000 }).toEqual(expected);
  });

  test("a bot and a browser sending Global Privacy Control are not counted", async ({ browser, extraHTTPHeaders }) => {
    const bot = unique("bot");
    const private_ = unique("gpc");
    const person = unique("person");
    await visit(browser, bot, extraHTTPHeaders, {
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await visit(browser, private_, extraHTTPHeaders, { extraHTTPHeaders: { "Sec-GPC": "1" } });
    // A visit after them is counted and written: theirs, answered before it, would have been written with it.
    await visit(browser, person, extraHTTPHeaders);
    await expect.poll(() => Object.keys(viewsOf(person)).length, { timeout: 15_000 }).toBe(3);
    expect(viewsOf(bot)).toEqual({});
    expect(viewsOf(private_)).toEqual({});
  });

  test("the beacon's endpoint: 204 for a view, 400 for what is none, 413 over 2 kB, 405 but for POST; never cached", async ({
    request,
  }) => {
    const post = (data: string) =>
      request.post(VIEWS_ROUTE.path, { data, headers: { "Content-Type": "application/json" } });
    const counted = await post(JSON.stringify({ path: "/pricing" }));
    expect(counted.status()).toBe(204);
    expect(counted.headers()["cache-control"]).toMatch(/no-store/);
    expect(counted.headers()["set-cookie"]).toBeUndefined();
    for (const body of ["{", "[]", JSON.stringify({ path: "https://evil.example/" }), ""])
      expect((await post(body)).status(), body).toBe(400);
    expect((await post(JSON.stringify({ path: "/", pad: "x".repeat(2_100) }))).status()).toBe(413);
    // A path the site does not serve is answered, and not counted: a page's view sent after it is, and is written
    // with it.
    const probe = unique("probe");
    expect((await post(JSON.stringify({ path: "/wp-admin", utmCampaign: probe }))).status()).toBe(204);
    expect((await post(JSON.stringify({ path: "/blog/no-such-post", utmCampaign: probe }))).status()).toBe(204);
    const control = unique("control");
    expect((await post(JSON.stringify({ path: "/pricing", utmCampaign: control }))).status()).toBe(204);
    await expect.poll(() => viewsOf(control), { timeout: 15_000 }).toEqual({ "/pricing en direct": 1 });
    expect(viewsOf(probe)).toEqual({});
    expect((await request.get(VIEWS_ROUTE.path)).status()).toBe(405);
  });
});
