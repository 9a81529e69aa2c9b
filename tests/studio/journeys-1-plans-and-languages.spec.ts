import { formatPrice } from "../../app/lib/format";
import { LOCALES, localePath } from "@shared/addresses/locales";
import { LANGUAGES } from "../../sanity-studio/schemaTypes/objects/languages";
import { expect, lake, shoot, studio, test } from "./studio-utils";
import { languageLabel, ONE_LANGUAGE, escapeRegExp, expectOnSite } from "./journey-helpers";

/*
 * What the marketing team does in the Studio, end to end: the built Studio and the production site, both on the
 * local Content Lake, in real Chromium. Waits follow what the Studio shows (the Publish button, "was published",
 * validation icons); the site is polled until a publish reaches it (PUBLISH_TO_SITE_MS).
 *
 * Plans, validation and the language filter. The files run one after another
 * in their numbers' order, on one lake (playwright.studio.config.ts).
 */

test("1. a plan's new price, published, shows on /pricing in every language", async ({ page }, testInfo) => {
  await studio.open(page, "plan-starter", "plan");
  const price = page.getByLabel("Monthly price (RWF)");
  await expect(price).toHaveValue("3500");
  await expect(studio.publishButton(page)).toBeDisabled();

  await price.fill("4200");
  await shoot(page, testInfo, "plan-edited");
  await studio.publish(page);

  for (const locale of LOCALES) {
    await expectOnSite(localePath(locale, "/pricing"), (html) => html.includes(formatPrice(4200, locale)));
  }
  const [published] = await lake.query<{ price: number }[]>(`*[_id == "plan-starter"]{price}`);
  expect(published?.price).toBe(4200);
});

test("2. adding a field's missing French clears the Studio's warning and the site's lang=\"en\" fallback", async ({
  page,
}, testInfo) => {
  // The starting point: the Starter plan's description has no French yet (as after a new English text).
  await lake.mutate([{ patch: { id: "plan-starter", unset: ['description[_key=="fr"]'] } }]);
  const english = "For small teams and clubs that want one secure place to talk.";
  const french = "Pour les petites équipes qui veulent un seul espace sûr pour échanger.";
  const fallback = new RegExp(`lang="en"[^>]*>${escapeRegExp(english)}`);
  await expectOnSite("/fr/tarifs", (html) => fallback.test(html));

  await studio.open(page, "plan-starter", "plan");
  const description = studio.field(page, "description");
  const warning = description.getByTestId("input-validation-icon-warning").first();
  await studio.tooltipOf(page, warning, /Not translated into Français yet/);
  await shoot(page, testInfo, "missing-translation");

  await description.getByRole("button", { name: "Français (FR)" }).click();
  await description.getByLabel("Français (FR)").fill(french);
  await expect(warning).toBeHidden();
  await studio.publish(page);

  await expectOnSite("/fr/tarifs", (html) => html.includes(french) && !fallback.test(html));
});

test("3. a negative price or a second 'most popular' plan shows its message and cannot be published", async ({
  page,
}) => {
  await studio.open(page, "plan-starter", "plan");
  const publish = studio.publishButton(page);

  await page.getByLabel("Monthly price (RWF)").fill("-100");
  const priceError = studio.field(page, "price").getByTestId("input-validation-icon-error");
  await studio.tooltipOf(page, priceError, /greater than or equal to 0/i);
  await expect(publish).toBeDisabled();
  // The draft keeps what the editor typed; only publishing is refused.
  await expect.poll(() => lake.query<number[]>(`*[_id == "drafts.plan-starter"].price`)).toEqual([-100]);

  await page.getByLabel("Monthly price (RWF)").fill("3500");
  await expect(priceError).toBeHidden();
  await page.getByRole("checkbox", { name: "Most popular" }).check();
  // The only error left on the form is the plan's.
  const popularError = page.getByTestId("input-validation-icon-error");
  await studio.tooltipOf(page, popularError, "Another plan is already marked most popular: untick it first");
  await expect(publish).toBeDisabled();
  // Nothing reached the published plan.
  const [published] = await lake.query<{ price: number; popular: boolean }[]>(
    `*[_id == "plan-starter"]{price, popular}`,
  );
  expect(published).toEqual({ price: 3500, popular: false });
});

test("4. the language filter shows one language at a time", async ({ page }, testInfo) => {
  await studio.open(page, "plan-starter", "plan");
  const name = studio.field(page, "name");
  for (const language of LANGUAGES) await expect(name.getByLabel(languageLabel(language))).toBeVisible();

  for (const language of LANGUAGES) {
    await studio.showOnly(page, language.id);
    await expect(page.getByRole("button", { name: ONE_LANGUAGE })).toBeVisible();
    await expect(name.getByLabel(languageLabel(language))).toBeVisible();
    if (language.id === "fr") await shoot(page, testInfo, "language-filter-french");
    for (const other of LANGUAGES.filter((candidate) => candidate !== language)) {
      await expect(name.getByLabel(languageLabel(other))).toHaveCount(0);
    }
  }
});
