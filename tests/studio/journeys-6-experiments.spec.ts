import type { Browser, BrowserContext, Page } from "@playwright/test";
import { SITE_URL } from "../../playwright.studio.config";
import { expect, lake, shoot, studio, test } from "./studio-utils";
import { expectOnSite } from "./journey-helpers";

/*
 * Experiments (app/shared/results/experiments.ts), from the Studio to a visitor and back: started with one action, shown to
 * a visit, read in the Results tool and on the experiment, stopped keeping a version, which every visitor then sees.
 * (tests/e2e/experiments.spec.ts tries the bundled one, on a landing page's call to action, in more detail.)
 */

const ID = "experiment-pro-button";
const LABEL = { en: "Try Pro free for 14 days", fr: "Essayez Pro 14 jours", rw: "Gerageza Pro iminsi 14" };
const translations = (values: Record<string, string>) =>
  Object.entries(values).map(([language, value]) => ({
    _key: language,
    _type: "internationalizedArrayStringValue",
    language,
    value,
  }));

test("18. an experiment on a plan's button: started in the Studio, shown to a visit, counted in Results, stopped keeping its version, which everyone then sees", async ({
  page,
  browser,
}, testInfo) => {
  // The draft an editor wrote: what it varies (the Professional plan's button), the split, and a version in the three
  // languages.
  await lake.mutate([
    {
      create: {
        _id: `drafts.${ID}`,
        _type: "experiment",
        name: "Professional plan: a free trial's length in the button",
        part: "planButton",
        plan: { _type: "reference", _ref: "plan-professional" },
        controlWeight: 50,
        goal: "either",
        state: "draft",
        variants: [
          {
            _key: "trial14",
            _type: "experimentVariant",
            name: "14 days",
            weight: 50,
            buttonLabel: translations(LABEL),
          },
        ],
      },
    },
  ]);
  await studio.open(page, ID, "experiment");
  await page.getByTestId("action-menu-button").click();
  await page.getByRole("menuitem", { name: "Start test" }).click();
  await expect
    .poll(async () => (await lake.query<{ state: string }[]>(`*[_id == "${ID}"]{state}`))[0]?.state)
    .toBe("running");
  await shoot(page, testInfo, "experiment-running");

  // A visit whose draw falls on the version (50/50: from 0.5 up), on the pricing page once the site has it.
  await expectOnSite("/pricing", (html) => html.includes(`data-experiment="${ID}"`));
  const context = await browser.newContext();
  await context.addInitScript(() => (Math.random = () => 0.75));
  const visitor = await context.newPage();
  await visitor.goto(`${SITE_URL}/pricing`);
  const card = visitor.getByRole("listitem", { name: "Professional" });
  await expect(card.getByRole("link", { name: new RegExp(`^${LABEL.en}`) })).toBeVisible();
  await expect(card.getByRole("link", { name: /^Start Free Trial/ })).toHaveCount(0);
  await context.close();

  // The Results tool's experiments: the visit shown the version, once the site has added its counts to the lake.
  await studio.goto(page, "/results");
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "Experiments" }).click();
    await expect(page.getByRole("row", { name: /^14 days/ })).toHaveText(/^14 days\s*50 %\s*1\s*0/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/^Not enough data yet/).first()).toBeVisible();
  await shoot(page, testInfo, "results-experiments");

  // The same figures on the experiment itself, in its Results view beside the form.
  await studio.open(page, ID, "experiment");
  await page.getByRole("tab", { name: "Results" }).click();
  await expect(page.getByRole("row", { name: /^14 days/ })).toHaveText(/^14 days\s*50 %\s*1\s*0/);
  await expect(page.getByText(/^Since \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await shoot(page, testInfo, "experiment-results-view");
  await page.getByRole("tab", { name: "Editor" }).click();

  // Stop and keep the version: the plan's own label becomes it, for everyone, and the test is off the page.
  await page.getByTestId("action-menu-button").click();
  await page.getByRole("menuitem", { name: "Stop and keep a version…" }).click();
  await page.getByRole("button", { name: 'Keep "14 days"' }).click();
  await expectOnSite(
    "/pricing",
    (html) => !html.includes(`data-experiment="${ID}"`) && html.includes(`>${LABEL.en}</a>`),
  );
  await expectOnSite("/fr/tarifs", (html) => html.includes(`>${LABEL.fr}</a>`));
  const [kept] = await lake.query<{ state: string; keptVersion: string }[]>(`*[_id == "${ID}"]{state, keptVersion}`);
  expect(kept).toEqual({ state: "stopped", keptVersion: "14 days" });
});

const HERO_ID = "experiment-home-hero";
const HEADLINE = {
  en: "One inbox for every conversation your team has",
  fr: "Une seule boîte pour toutes les conversations de votre équipe",
  rw: "Agasanduku kamwe k'ibiganiro byose by'ikipe yawe",
};

/** A browser context whose first draw is `first` and every later one 0.1 (a draw made again would show the control). */
async function visitorDrawing(browser: Browser, first: number, { gpc = false } = {}): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ first, gpc }) => {
      Math.random = () =>
        sessionStorage.getItem("test.drawn") ? 0.1 : (sessionStorage.setItem("test.drawn", "1"), first);
      if (gpc) Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
    },
    { first, gpc },
  );
  return context;
}

test("19. an experiment on the home page's hero: started in the Studio, one version per visit from the first paint and across its pages, the control with Global Privacy Control, no cookie, one cached page; a lead counted for its version; the version kept for everyone", async ({
  page,
  browser,
}, testInfo) => {
  await lake.mutate([
    {
      create: {
        _id: `drafts.${HERO_ID}`,
        _type: "experiment",
        name: "Home hero: one inbox",
        part: "homeHero",
        controlWeight: 50,
        goal: "contact",
        state: "draft",
        variants: [
          { _key: "inbox", _type: "experimentVariant", name: "One inbox", weight: 50, heading: translations(HEADLINE) },
        ],
      },
    },
  ]);
  await studio.open(page, HERO_ID, "experiment");
  await page.getByTestId("action-menu-button").click();
  await page.getByRole("menuitem", { name: "Start test" }).click();
  await expectOnSite("/", (html) => html.includes(`data-experiment="${HERO_ID}"`));
  const control = await lake.query<string>(`*[_id == "homePage"][0].hero.headline[language == "en"][0].value`);
  const headline = (visitor: Page, text: string) => visitor.locator("h1").filter({ hasText: text });

  // At the first paint (the page's own HTML, inline script and style; no module loaded), each draw shows its version.
  for (const [draw, shown, hidden] of [
    [0.25, control, HEADLINE.en],
    [0.75, HEADLINE.en, control],
  ] as const) {
    const context = await visitorDrawing(browser, draw);
    const visitor = await context.newPage();
    await visitor.route("**/*.js", (route) => route.abort());
    await visitor.goto(`${SITE_URL}/`);
    await expect(headline(visitor, shown)).toBeVisible();
    await expect(headline(visitor, hidden)).toHaveCount(1);
    await expect(headline(visitor, hidden)).toBeHidden();
    await shoot(visitor, testInfo, `home-hero-first-paint-${draw}`);
    await context.close();
  }

  // One page for everyone: two visitors get the same HTML, which no cookie comes with.
  const [first, second] = await Promise.all([fetch(`${SITE_URL}/`), fetch(`${SITE_URL}/`)]);
  expect(await first.text()).toBe(await second.text());
  expect(first.headers.get("set-cookie")).toBeNull();

  // With Global Privacy Control: the page as published, and the visit in no test.
  const withGpc = await visitorDrawing(browser, 0.75, { gpc: true });
  const quiet = await withGpc.newPage();
  await quiet.goto(`${SITE_URL}/`);
  await expect(quiet.locator("html[data-hydrated]")).toBeAttached();
  await expect(quiet.getByRole("heading", { level: 1 })).toHaveText(control);
  await expect(quiet.locator("html")).not.toHaveAttribute("data-variants");
  await withGpc.close();

  // A visit drawn for the version keeps it across its pages, and sends a message: a conversion for that version.
  const context = await visitorDrawing(browser, 0.75);
  const visitor = await context.newPage();
  await visitor.goto(`${SITE_URL}/`);
  await expect(visitor.locator("html[data-hydrated]")).toBeAttached();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(HEADLINE.en);
  await visitor.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(visitor).toHaveURL(`${SITE_URL}/pricing`);
  await visitor.goto(`${SITE_URL}/`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(HEADLINE.en);
  await visitor.goto(`${SITE_URL}/contact`);
  await expect(visitor.locator("html[data-hydrated]")).toBeAttached();
  const form = visitor.getByRole("form", { name: "Send us a message" });
  const fields = {
    "First name": "Aline",
    "Last name": "Uwase",
    Email: `hero-${Date.now().toString(36)}@umurage.rw`,
    Subject: "Pricing",
    Message: "A demo for our branch teams, please.",
  };
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Thanks, Aline!" })).toBeVisible();
  expect(await context.cookies()).toEqual([]);
  await context.close();

  // On the experiment, once the site has added its counts to the lake: one visit shown the version, converted.
  await studio.open(page, HERO_ID, "experiment");
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "Results" }).click();
    await expect(page.getByRole("row", { name: /^One inbox/ })).toHaveText(/^One inbox\s*50 %\s*1\s*1\s*100/, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await shoot(page, testInfo, "home-hero-results");
  await page.getByRole("tab", { name: "Editor" }).click();

  // Stop and keep it: the home page's heading is the version's, in every language, and the test is off the page.
  await page.getByTestId("action-menu-button").click();
  await page.getByRole("menuitem", { name: "Stop and keep a version…" }).click();
  await page.getByRole("button", { name: 'Keep "One inbox"' }).click();
  await expectOnSite("/", (html) => !html.includes(`data-experiment="${HERO_ID}"`) && html.includes(HEADLINE.en));
  await expectOnSite("/fr", (html) => html.includes(HEADLINE.fr.replace(/'/g, "&#x27;")));
  await expectOnSite("/rw", (html) => html.includes(HEADLINE.rw.replace(/'/g, "&#x27;")));
  expect(await lake.query<string>(`*[_id == "homePage"][0].hero.headline[language == "en"][0].value`)).toBe(
    HEADLINE.en,
  );
});
