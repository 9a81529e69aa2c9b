import { SITE_URL } from "../../playwright.studio.config";
import { expect, lake, shoot, studio, test } from "./studio-utils";
import { expectOnSite } from "./journey-helpers";

/*
 * An experiment (app/shared/experiments.ts), from the Studio to a visitor and back: started with one action, shown to
 * a visit, read in the Results tool and on the experiment, stopped keeping its version, which every visitor then sees.
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
