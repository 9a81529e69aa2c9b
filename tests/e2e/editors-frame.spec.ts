import path from "node:path";
import type { Page } from "@playwright/test";
import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import { rw } from "@shared/dictionaries/rw";
import { localeFromPath, localePath } from "@shared/addresses/locales";
import {
  expect,
  expectNoAxeViolations,
  ONCE,
  startMockedServer,
  test,
  withMockSanity,
  type TestServer,
} from "../playwright-utils";
import type { MockControl } from "../mocks/sanity";
import { bundledAddress } from "../mocks/dataset";
import { announcement, EDITED, expanded, LANGUAGES, watchBarAndShifts } from "./frame-content";

/*
 * What editors arrange around every page: the header's menu (site settings) and the announcement bar. Tests that
 * change content do it on a server of their own (one per worker, its own mocked Sanity), so the shared server's
 * pages stay as the bundled dataset has them for every other spec.
 */

test.describe.configure({ mode: "serial" });

let server: TestServer;
let controlFile: string;
test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  controlFile = path.resolve(`.cache/mock-sanity/frame-${testInfo.workerIndex}.json`);
  server = await startMockedServer({ MOCK_SANITY_PATCHES: controlFile });
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Runs `run` while the own server's mocked Sanity answers as `control` says, once a page shows `ready`; then waits
 * until the server has left the edit (a page no longer shows `ready`), so that the next test does not meet it
 * half-way (a test that dismissed the edited announcement, reverted a moment later, saw the bundled one again).
 */
async function publishing(
  page: Page,
  control: MockControl,
  ready: (page: Page) => Promise<void>,
  run: () => Promise<void>,
) {
  const shows = async () => {
    await page.goto(server.url);
    await ready(page);
  };
  await withMockSanity(
    control,
    async () => {
      await expect(shows).toPass({ timeout: 15_000 });
      await run();
    },
    controlFile,
  );
  await expect(async () =>
    expect(
      await shows().then(
        () => true,
        () => false,
      ),
    ).toBe(false),
  ).toPass({
    timeout: 15_000,
  });
}

/** Runs `run` while the own server has an edited menu (`control`), once a page shows it. */
const withEditedMenu = (page: Page, control: MockControl, run: () => Promise<void>) =>
  publishing(
    page,
    control,
    (page) => expect(page.getByRole("banner")).toContainText("Start here", { timeout: 2_000 }),
    run,
  );

const announcementBar = (page: Page, t = en) => page.getByRole("region", { name: t.layout.announcement });

test.describe("the announcement bar", () => {
  test("the bundled dataset's open announcement shows above the header of every page in each language; the expired one never", async ({
    page,
  }) => {
    for (const { prefix, t } of LANGUAGES) {
      for (const pagePath of ["/", "/pricing", "/education"]) {
        await page.goto(`${prefix}${pagePath === "/" && prefix ? "" : pagePath}`);
        const bar = announcementBar(page, t);
        await expect(bar).toBeVisible();
        // Above the header, first of the page's landmarks after the skip link.
        expect(await bar.evaluate((element) => element.nextElementSibling?.localName)).toBe("header");
        await expect(page.locator("body")).not.toContainText("Planned maintenance");
        await expect(page.locator("body")).not.toContainText("Maintenance prévue");
      }
      const bar = announcementBar(page, t);
      // (the post at its address in the page's language)
      await expect(bar.getByRole("link")).toHaveAttribute(
        "href",
        bundledAddress("post-live-translation-in-every-conversation", localeFromPath(prefix || "/")),
      );
      await expect(bar.locator("strong")).toHaveText({ "": "New:", "/fr": "Nouveau :", "/rw": "Gishya:" }[prefix]);
    }
    await announcementBar(page, rw).getByRole("link").click();
    await expect(page).toHaveURL(
      new URL(bundledAddress("post-live-translation-in-every-conversation", "rw"), page.url()).href,
    );
  });

  test(
    "a window that opens while a visitor reads the site: their next page shows the new bar, with no reload",
    ONCE,
    async ({ page }) => {
      const now = Date.now();
      const opens = now + 12_000;
      const shown = announcement("announcement-shown", "Support hours now run until 8 pm.", now - 60_000);
      const next = announcement("announcement-next", "The webinar starts now.", opens);
      await publishing(
        page,
        { documents: [shown, next] },
        async (page) => expect(announcementBar(page)).toContainText("Support hours", { timeout: 2_000 }),
        async () => {
          await page.locator("html[data-hydrated]").waitFor();
          await page.evaluate(() => Object.assign(window, { sameDocument: true }));
          // (the time the new window opens, and the moment the site gives its server to refetch it)
          await page.waitForTimeout(Math.max(0, opens + 2_500 - Date.now()));
          await page
            .getByRole("banner")
            .getByRole("link", { name: en.pages["/pricing"].nav, exact: true })
            .first()
            .click();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple pricing that grows with you");
          await expect(announcementBar(page)).toContainText("The webinar starts now.");
          expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        },
      );
    },
  );

  test("without scripts it shows and offers no dismiss button", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url);
    await expect(announcementBar(page)).toBeVisible();
    await expect(page.getByRole("button", { name: en.layout.dismissAnnouncement })).toBeHidden();
    await context.close();
  });

  test("dismissed, it stays hidden on the next visit with no flash and no shift; a new announcement shows again", async ({
    page,
  }) => {
    await page.goto(server.url);
    await page.locator("html[data-hydrated]").waitFor();
    const barHeight = (await announcementBar(page).boundingBox())!.height;
    await page.getByRole("button", { name: en.layout.dismissAnnouncement }).click();
    await expect(announcementBar(page)).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link").first()).toBeFocused();

    // The next visit: whether the bar was shown when the parser inserted it, and whether the top of the page moved
    // (frame-content.ts, watchBarAndShifts).
    await page.addInitScript(watchBarAndShifts);
    for (const pagePath of ["/", "/pricing"]) {
      await page.goto(server.url + pagePath);
      await page.locator("html[data-hydrated]").waitFor();
      expect(await page.evaluate(() => (window as unknown as { barSeen: string[] }).barSeen)).toEqual(["none"]);
      await expect(announcementBar(page)).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { moved: number }).moved)).toBeLessThan(barHeight / 2);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.1);
    }

    // A newer announcement is not the one dismissed: it shows.
    const newer = announcement("announcement-newer", "Kigali office closed on Friday.", Date.now() - 60_000);
    await publishing(
      page,
      { documents: [newer] },
      async (page) => expect(announcementBar(page)).toContainText("Kigali office closed", { timeout: 2_000 }),
      async () => {
        await expect(announcementBar(page)).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { barSeen: string[] }).barSeen)).toEqual(["block"]);
      },
    );
  });

  test(
    "a cached page is the same for a visitor who dismissed the bar and one who did not",
    ONCE,
    async ({ browser, request }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(server.url);
      await page.locator("html[data-hydrated]").waitFor();
      await page.getByRole("button", { name: en.layout.dismissAnnouncement }).click();
      await page.goto(`${server.url}/pricing`);
      await expect(announcementBar(page)).toBeHidden();
      // What the server answers the one who dismissed it (with their cookies) and a stranger (with others): one page.
      const answers = [
        await context.request.get(`${server.url}/pricing`),
        await request.get(`${server.url}/pricing`, { headers: { Cookie: "returning=1" } }),
        await request.get(`${server.url}/pricing`),
      ];
      for (const answer of answers) {
        expect(answer.headers()["vary"] ?? "").not.toMatch(/cookie/i);
        expect(answer.headers()["cache-control"]).toMatch(/public/);
        expect(answer.headers()["etag"]).toBe(answers[0]!.headers()["etag"]);
        expect(await answer.text()).toBe(await answers[0]!.text());
      }
      await context.close();
    },
  );

  test(
    "one goes live at its start, not before, and away at its end, with no publish event",
    ONCE,
    async ({ request }) => {
      // One starts in 5 s (and runs until tomorrow), the other ends then: the bar changes from one to the other at
      // that moment, and the new state holds for a day. The timing itself is unit-tested under a fake clock
      // (app/content/layer/schedule.server.test.ts).
      const at = Date.now() + 5_000;
      const shows = async () => (await request.get(server.url)).text();
      await withMockSanity(
        {
          documents: [
            announcement("announcement-soon", "Maintenance tonight from 22:00.", at, at + 86_400_000),
            announcement("announcement-now", "Already on.", Date.now() - 60_000, at),
          ],
        },
        async () => {
          // The one on now shows (the server has read this dataset, before the other's start: the change below is
          // then the schedule's, not a first read).
          await expect.poll(async () => (await shows()).includes("Already on."), { timeout: 5_000 }).toBe(true);
          await expect
            .poll(
              async () => {
                const html = await shows();
                return html.includes("Maintenance tonight") && !html.includes("Already on.");
              },
              { timeout: Math.max(0, at - Date.now()) + 15_000, intervals: [100] },
            )
            .toBe(true);
          // (never early; how late on a busy machine is no test's to bound)
          expect(Date.now()).toBeGreaterThanOrEqual(at);
        },
        controlFile,
      );
    },
  );
});

test.describe("the header menu", () => {
  test("follows the CMS: a renamed entry, an added landing page, a group, a deleted page left out", async ({
    page,
  }) => {
    const phone = (page.viewportSize()?.width ?? 1280) < 1024;
    await withEditedMenu(page, EDITED, async () => {
      for (const { prefix, home, resources, education } of [
        { prefix: "", home: "Start here", resources: "Resources", education: "AI and robotics education programme" },
        {
          prefix: "/fr",
          home: "Par ici",
          resources: "Ressources",
          education: "Programme d'éducation à l'IA et à la robotique",
        },
      ]) {
        await page.goto(server.url + (prefix || "/"));
        const t = prefix ? fr : en;
        const locale = localeFromPath(prefix || "/");
        if (phone) await page.getByRole("button", { name: t.layout.openMenu }).click();
        const nav = page.getByRole("navigation", { name: phone ? t.layout.mobileNav : t.layout.mainNav });
        const links = [
          [home, `${prefix || "/"}`],
          [t.pages["/features"].nav, localePath(locale, "/features")],
          // (a landing page's entry with no label of its own is named by the page's title)
          [education, bundledAddress("landing-education", locale)],
          [t.pages["/pricing"].nav, localePath(locale, "/pricing")],
        ];
        for (const [name, href] of links)
          await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
        // The deleted page's entry is not there at all, and nothing links to it.
        await expect(page.locator('a[href$="landing-deleted-long-ago"], a[href=""]')).toHaveCount(0);
        if (phone) {
          // The group is listed in full under its name.
          const group = nav.getByRole("list", { name: resources });
          await expect(group.getByRole("link")).toHaveText([t.pages["/blog"].nav, /^Webina/, "Service status"]);
          await page.keyboard.press("Escape");
        } else {
          await expect(nav.getByRole("link")).toHaveCount(4);
          await expect(nav.getByRole("button", { name: resources })).toBeVisible();
          await expect.poll(() => expanded(page, resources)).toBe(false);
        }
      }
    });
  });

  test(
    "a group opens by click and keyboard and closes on Escape and outside, before and after the scripts",
    ONCE,
    async ({ page, browser }) => {
      await withEditedMenu(page, EDITED, async () => {
        await page.locator("html[data-hydrated]").waitFor();
        const nav = page.getByRole("navigation", { name: en.layout.mainNav });
        const button = nav.getByRole("button", { name: "Resources" });
        const blog = nav.getByRole("link", { name: en.pages["/blog"].nav });
        await expect(blog).toBeHidden();
        await button.click();
        await expect.poll(() => expanded(page, "Resources")).toBe(true);
        await expect(blog).toBeVisible();
        // Below its button, within the window.
        const [buttonBox, listBox] = [await button.boundingBox(), await blog.boundingBox()];
        expect(listBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height - 1);
        expect(Math.abs(listBox!.x - buttonBox!.x)).toBeLessThan(24);
        await page.keyboard.press("Escape");
        await expect(blog).toBeHidden();
        await expect(button).toBeFocused();
        // By keyboard: Enter opens, Tab goes into the group, Enter follows the link and the group closes.
        await page.keyboard.press("Enter");
        await expect(blog).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(blog).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(`${server.url}/blog`);
        await expect(blog).toBeHidden();
        await expect.poll(() => expanded(page, "Resources")).toBe(false);
        // A click outside closes it.
        await button.click();
        await expect(blog).toBeVisible();
        await page.getByRole("main").click({ position: { x: 5, y: 5 } });
        await expect(blog).toBeHidden();

        const context = await browser.newContext({ javaScriptEnabled: false });
        const still = await context.newPage();
        await still.goto(server.url);
        await still.getByRole("button", { name: "Resources" }).click();
        await still.getByRole("link", { name: en.pages["/blog"].nav }).click();
        await expect(still).toHaveURL(`${server.url}/blog`);
        await context.close();
      });
    },
  );

  test(
    "an entry goes when its page is unpublished, and the menu is the bundled one again afterwards",
    ONCE,
    async ({ page }) => {
      const nav = page.getByRole("navigation", { name: en.layout.mainNav });
      // The menu and the page's own document reach the server's cache each in its own time (within the live stream's
      // delay): ready once both have, then it holds, page after page.
      await publishing(
        page,
        { patches: [...EDITED.patches!, { id: "landing-education", unset: true }] },
        async (page) => {
          await expect(page.getByRole("banner")).toContainText("Start here", { timeout: 2_000 });
          await expect(nav.getByRole("link")).toHaveCount(3, { timeout: 2_000 });
        },
        async () => {
          for (const path of ["/", "/pricing"]) {
            await page.goto(server.url + path);
            await expect(page.getByRole("banner")).toContainText("Start here");
            await expect(nav.getByRole("link")).toHaveCount(3);
            await expect(nav.getByRole("link", { name: /education/i })).toHaveCount(0);
          }
        },
      );
      await expect(async () => {
        await page.goto(server.url);
        await expect(page.getByRole("navigation", { name: en.layout.mainNav }).getByRole("link")).toHaveText(
          ["/", "/features", "/solutions", "/pricing", "/about", "/contact"].map((path) => en.pages[path as "/"].nav),
          { timeout: 2_000 },
        );
      }).toPass({ timeout: 15_000 });
    },
  );

  // What this adds to the pages' own sweeps (quality.spec.ts, landing-pages.spec.ts, with the bundled dataset's bar):
  // an edited menu with a group open, so axe reads the header and the bar, not the whole page again.
  test("axe finds nothing with the bar shown and a group open, in three languages", async ({ page }) => {
    test.setTimeout(90_000);
    const phone = (page.viewportSize()?.width ?? 1280) < 1024;
    await withEditedMenu(page, EDITED, async () => {
      for (const { prefix, t } of LANGUAGES) {
        for (const pagePath of ["/", "/education", "/pricing"]) {
          await page.goto(`${server.url}${prefix}${pagePath === "/" && prefix ? "" : pagePath}`);
          await page.locator("html[data-hydrated]").waitFor();
          await expect(announcementBar(page, t)).toBeVisible();
          if (phone) {
            await page.getByRole("button", { name: t.layout.openMenu }).click();
            await expect(page.getByRole("navigation", { name: t.layout.mobileNav })).toBeVisible();
          } else {
            const group = page.getByRole("navigation", { name: t.layout.mainNav }).getByRole("button").first();
            await group.click();
            await expect(page.locator(":popover-open")).toHaveCount(1);
          }
          await expectNoAxeViolations(page, { include: ["header", "#announcement"] });
        }
      }
    });
  });
});
