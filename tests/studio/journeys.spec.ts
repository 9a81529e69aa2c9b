import schema from "../../app/content/generated/schema.json" with { type: "json" };
import { LEAD_ID_PREFIX, SUBSCRIBER_ID_PREFIX } from "../../app/leads/service.server";
import { formatPrice } from "../../app/lib/format";
import { en } from "@shared/dictionaries/en";
import { LOCALES, localePath } from "@shared/locales";
import { SITE_URL } from "../../playwright.studio.config";
import { SINGLETON_TYPES, UNTRANSLATED_TYPES } from "../../sanity-studio/deskLayout";
import { LANGUAGES } from "../../sanity-studio/schemaTypes/objects/languages";
import type { Locator } from "@playwright/test";
import { stegaClean } from "@sanity/client/stega";
import { expect, holdsFor, lake, shoot, sitePage, studio, test } from "./studio-utils";

/*
 * What the marketing team does in the Studio, end to end: the built Studio and the production site, both on the
 * local Content Lake, in real Chromium. Waits follow what the Studio shows (the Publish button, "was published",
 * validation icons); the site is polled for at most the 2 s a publish may take to reach it.
 */

/** The blocks a landing page offers (the Studio schema's list, as extracted). */
const BLOCK_NAMES = (() => {
  const landing = (
    schema as { name: string; attributes?: Record<string, { value: { of?: { of?: unknown[] } } }> }[]
  ).find((type) => type.name === "landingPage");
  return landing?.attributes?.blocks?.value.of?.of ?? [];
})();

/** A publish reaches every language of the site within this time (through the live events and the page cache). */
const PUBLISH_TO_SITE_MS = 2_000;

/** How the Studio labels a language's value in a translated field (languageDisplay: titleAndCode). */
const languageLabel = (language: (typeof LANGUAGES)[number]) => `${language.title} (${language.id.toUpperCase()})`;
const ONE_LANGUAGE = `Showing 1 / ${LANGUAGES.length}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A translated field as stored: one value per language. */
type Translations = { language: string; value: string }[];
const valueIn = (field: Translations, language: string) => field.find((item) => item.language === language)!.value;

/** Fills a translated field in every language (each language's value is added first, as an editor does). */
async function fillTranslations(field: Locator, values: Record<(typeof LOCALES)[number], string>) {
  for (const language of LANGUAGES) {
    await field.getByRole("button", { name: languageLabel(language) }).click();
    await field.getByLabel(languageLabel(language)).fill(values[language.id]);
  }
}

async function expectOnSite(path: string, check: (html: string) => boolean) {
  await expect
    .poll(async () => check(await sitePage(path)), { timeout: PUBLISH_TO_SITE_MS, intervals: [100] })
    .toBe(true);
}

test("1. a plan's new price, published, shows on /pricing in every language within 2 s", async ({ page }, testInfo) => {
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
  await expectOnSite("/fr/pricing", (html) => fallback.test(html));

  await studio.open(page, "plan-starter", "plan");
  const description = studio.field(page, "description");
  const warning = description.getByTestId("input-validation-icon-warning").first();
  await warning.hover();
  await expect(page.getByText(/Not translated into Français yet/)).toBeVisible();
  await shoot(page, testInfo, "missing-translation");

  await description.getByRole("button", { name: "Français (FR)" }).click();
  await description.getByLabel("Français (FR)").fill(french);
  await expect(warning).toBeHidden();
  await studio.publish(page);

  await expectOnSite("/fr/pricing", (html) => html.includes(french) && !fallback.test(html));
});

test("3. a negative price or a second 'most popular' plan shows its message and cannot be published", async ({
  page,
}) => {
  await studio.open(page, "plan-starter", "plan");
  const publish = studio.publishButton(page);

  await page.getByLabel("Monthly price (RWF)").fill("-100");
  const priceError = studio.field(page, "price").getByTestId("input-validation-icon-error");
  await expect(priceError).toBeVisible();
  await priceError.hover();
  await expect(page.getByText(/greater than or equal to 0/i)).toBeVisible();
  await expect(publish).toBeDisabled();
  // The draft keeps what the editor typed; only publishing is refused.
  await expect.poll(() => lake.query<number[]>(`*[_id == "drafts.plan-starter"].price`)).toEqual([-100]);

  await page.getByLabel("Monthly price (RWF)").fill("3500");
  await expect(priceError).toBeHidden();
  await page.getByRole("checkbox", { name: "Most popular" }).check();
  // The only error left on the form is the plan's.
  const popularError = page.getByTestId("input-validation-icon-error");
  await expect(popularError).toBeVisible();
  await popularError.hover();
  await expect(page.getByText("Another plan is already marked most popular: untick it first")).toBeVisible();
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

test("5. a message sent on the site reaches the Leads list; the team moves it to Contacted; the visitor's words stay as sent", async ({
  page,
}, testInfo) => {
  const email = `amina.${Date.now()}@umurage.rw`;
  await page.goto(`${SITE_URL}/contact`);
  const form = page.getByRole("form", { name: "Send us a message" });
  const sent = {
    "First name": "Amina",
    "Last name": "Uwimana",
    Email: email,
    Company: "Umurage School",
    Subject: "A demo for our school",
    Message: "Could we see a demo next week?",
  };
  for (const [label, value] of Object.entries(sent)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks, Amina!" })).toBeVisible();

  await studio.goto(page, "/structure");
  await page.getByRole("link", { name: "Leads" }).click();
  await page.getByRole("link", { name: "Contact messages", exact: true }).click();
  await page.getByRole("link", { name: "All, newest first" }).click();
  const lead = page.getByRole("link", { name: /Amina Uwimana.*New · A demo for our school/ });
  await expect(lead).toBeVisible();
  await lead.click();

  await expect(page.getByRole("radio", { name: "New" })).toBeChecked();
  await page.getByRole("radio", { name: "Contacted" }).check();
  const status = () => lake.query<string[]>(`*[_type == "lead" && email == "${email}"].status`);
  await expect.poll(status).toEqual(["contacted"]);
  await expect(page.getByRole("link", { name: /Amina Uwimana.*Contacted · A demo for our school/ })).toBeVisible();
  await shoot(page, testInfo, "lead-contacted");

  for (const [label, value] of Object.entries(sent)) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveValue(value);
    await expect(field).not.toBeEditable();
  }
});

test("6. in the Presentation tool an unpublished draft shows in the preview, not on the public site", async ({
  page,
}, testInfo) => {
  await studio.open(page, "plan-starter", "plan");
  await page.getByLabel("Monthly price (RWF)").fill("9900");
  // The draft is saved once there is something to publish.
  await expect(studio.publishButton(page)).toBeEnabled();
  const draftPrice = formatPrice(9900, "en");

  await studio.goto(page, "/presentation?preview=%2Fpricing");
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByText(draftPrice).first()).toBeVisible({ timeout: 30_000 });
  await studio.previewShown(page);
  await shoot(page, testInfo, "presentation-draft");

  const publicPage = await sitePage("/pricing");
  expect(publicPage).toContain(formatPrice(3500, "en"));
  expect(publicPage).not.toContain(draftPrice);
});

test("7. singletons cannot be duplicated or deleted; plans can be reordered, and the site follows", async ({
  page,
}) => {
  // A plan offers both (so the check below can fail)…
  await studio.open(page, "plan-starter", "plan");
  await page.getByRole("button", { name: "Open document actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Duplicate" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /^Delete/ })).toBeVisible();
  await page.keyboard.press("Escape");
  // …a singleton neither.
  for (const singleton of SINGLETON_TYPES) {
    await studio.open(page, singleton, singleton);
    // The footer is drawn at once: with its Publish button there, a menu that is not there is not coming.
    await expect(studio.publishButton(page)).toBeVisible();
    const menu = page.getByRole("button", { name: "Open document actions" });
    if ((await menu.count()) > 0) await menu.click();
    await expect(page.getByRole("menuitem", { name: "Duplicate" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: /^Delete/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
  }

  // The plans in the order a page shows them, known by their prices (the names are translated).
  const plans = await lake.query<{ _id: string; price: number }[]>(`*[_type == "plan"] | order(orderRank){_id, price}`);
  const planOrder = (html: string, locale: (typeof LOCALES)[number]) =>
    plans
      .map(({ _id, price }) => [_id, html.indexOf(formatPrice(price, locale))] as const)
      .sort(([, a], [, b]) => a - b)
      .map(([id]) => id);
  const ids = plans.map((plan) => plan._id);
  expect(ids.indexOf("plan-business")).toBeGreaterThan(1);
  for (const locale of LOCALES) expect(planOrder(await sitePage(localePath(locale, "/pricing")), locale)).toEqual(ids);

  // Business moves to the top, by keyboard (the list's drag handles take Space and the arrow keys).
  await studio.goto(page, "/structure/pricing;orderable-plan");
  const business = page.locator('[data-rfd-drag-handle-draggable-id="plan-business"]');
  await business.focus();
  await page.keyboard.press("Space");
  for (let step = 0; step < ids.indexOf("plan-business"); step++) await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Space");

  for (const locale of LOCALES) {
    await expectOnSite(
      localePath(locale, "/pricing"),
      (html) =>
        planOrder(html, locale).join() === ["plan-business", ...ids.filter((id) => id !== "plan-business")].join(),
    );
  }
});

test("8. opening a document of every type, in every language view, writes nothing and leaves no draft", async ({
  page,
}) => {
  // About a minute here; a busy machine can double it (the Studio redraws the form at each language switch).
  test.setTimeout(240_000);
  // Leads exist once visitors write: one of each, as the site's server writes them.
  const at = new Date().toISOString();
  await lake.mutate([
    {
      createIfNotExists: {
        ...{ _id: `${LEAD_ID_PREFIX}journey8`, _type: "lead", status: "new", receivedAt: at },
        ...{ firstName: "Eric", lastName: "Habimana", email: "eric@example.rw", subject: "Pricing", message: "Hello" },
      },
    },
    {
      createIfNotExists: {
        ...{ _id: `${SUBSCRIBER_ID_PREFIX}journey8`, _type: "subscriber", email: "eric@example.rw" },
        ...{ status: "subscribed", subscribedAt: at, statusChangedAt: at, consent: "I agree" },
      },
    },
  ]);
  const documentTypes = schema.filter((type) => type.type === "document" && !type.name.startsWith("sanity."));
  const firstOfEach = await lake.query<{ _id: string; _type: string; name?: unknown[] }[]>(
    `*[_type in ${JSON.stringify(documentTypes.map((type) => type.name))} && !(_id in path("drafts.**"))]{_id, _type, name}`,
  );
  // One document whose translations are stored out of the Studio's order (as an import may leave them): a Studio
  // that re-sorted on opening would write to it.
  const plan = firstOfEach.find((document) => document._type === "plan")!;
  await lake.mutate([{ patch: { id: plan._id, set: { name: [...plan.name!].reverse() } } }]);
  const before = (await lake.writes()).length;

  // Each translated document is seen in every view: all languages, then each alone. The filter is kept from one
  // document to the next, so a document opens in the view the last one ended in and goes round the others.
  const views = ["all", ...LANGUAGES.map((language) => language.id)];
  let current = 0;
  for (const { name } of documentTypes) {
    const document = firstOfEach.find((candidate) => candidate._type === name);
    expect(document, `a ${name} document to open`).toBeDefined();
    await studio.open(page, document!._id, name);
    if (UNTRANSLATED_TYPES.has(name)) continue; // no translated text: no language filter
    const filter = page.getByRole("button", { name: /^Showing/ });
    for (let step = 0; step < views.length; step++) {
      const view = views[(current + step) % views.length]!;
      if (step > 0) await (view === "all" ? studio.showAll(page) : studio.showOnly(page, view));
      await expect(filter).toHaveText(view === "all" ? "Showing all" : ONE_LANGUAGE);
    }
    current = (current + views.length - 1) % views.length;
  }

  // A write the Studio sends a moment later still counts: the log must stay as it was for a while.
  await holdsFor(3_000, async () => expect((await lake.writes()).slice(before)).toEqual([]));
  expect(await lake.query<string[]>(`*[_id in path("drafts.**")]._id`)).toEqual([]);
});

test("9. a redirect made in the Studio refuses a taken or repeated path, then works on the site in every language", async ({
  page,
}) => {
  await studio.goto(page, "/intent/create/template=redirect;type=redirect");
  await studio.formReady(page.getByTestId("form-view"));
  const from = page.getByLabel("Old path");
  const error = studio.field(page, "from").getByTestId("input-validation-icon-error");
  const publish = studio.publishButton(page);
  // The page first: what is left to refuse is the path alone.
  await studio.pickReference(page, page.getByPlaceholder("Type to search"), "Pricing", /^Pricing page/);
  for (const [path, message] of [
    ["/pricing", "/pricing is a page of the site already"],
    ["/fr/offers", "/fr/ is a language's prefix"],
    ["/plans", "Another redirect already starts at /plans"],
  ]) {
    await from.fill(path!);
    await expect(error).toBeVisible();
    await error.hover();
    await expect(page.getByText(message!)).toBeVisible();
    await expect(publish).toBeDisabled();
  }

  await from.fill("/offers");
  await expect(error).toBeHidden();
  await expect(publish).toBeEnabled();
  await studio.publish(page);

  for (const locale of LOCALES) {
    const old = localePath(locale, "/offers");
    await expect
      .poll(
        async () => {
          const response = await fetch(`${SITE_URL}${old}`, { redirect: "manual" });
          return `${response.status} ${response.headers.get("location")}`;
        },
        { timeout: 5_000, intervals: [100] },
      )
      .toBe(`301 ${localePath(locale, "/pricing")}`);
  }
});

test("10. a landing page built from blocks: one inserted from the menu and moved up, published, then the page moved; the site and a redirect follow", async ({
  page,
}, testInfo) => {
  await studio.open(page, "landing-education", "landingPage");
  const blocks = studio.field(page, "blocks");
  const previews = blocks.getByTestId("default-preview");
  const keys = await lake.query<string[]>(`*[_id == "landing-education"][0].blocks[]._key`);
  const before = keys.length;
  await expect(previews.first()).toContainText("Hero");

  // The insert menu shows every block with its picture.
  await blocks.getByRole("button", { name: /Add item/ }).click();
  await expect(page.getByRole("menuitem")).toHaveCount(BLOCK_NAMES.length);
  await expect(page.getByRole("menuitem", { name: "Contact form" }).locator("img")).toHaveAttribute(
    "src",
    /\/static\/blocks\/contactFormBlock\.svg$/,
  );
  await shoot(page, testInfo, "insert-block");
  await page.getByRole("menuitem", { name: "Contact form" }).click();
  const dialog = page.getByTestId("nested-object-dialog");
  const heading = "Ask us about the programme";
  for (const [name, value] of [
    ["heading", heading],
    ["successMessage", "Thank you: we will call your school this week."],
  ]) {
    const field = dialog.locator(`[data-testid^="field-blocks"][data-testid$=".${name}"]`);
    await field.getByRole("button", { name: "English (EN)" }).click();
    await field.getByLabel("English (EN)").fill(value!);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(previews.filter({ hasText: heading })).toBeVisible();

  // Moved up under the hero, by keyboard (the drag handles take Space and the arrow keys). The new block is last.
  const handles = blocks.locator('button[aria-roledescription="sortable"]');
  await expect(handles).toHaveCount(before + 1);
  await handles.last().focus();
  // Each step waits for the list's announcement (dnd-kit's live region) of the block it has moved over.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press("Space");
  for (let index = before - 1; index >= 1; index--) {
    await page.keyboard.press("ArrowUp");
    await expect(announced).toContainText(`over droppable area ${keys[index]}.`);
  }
  await page.keyboard.press("Space");
  await expect(announced).toContainText(`dropped over droppable area ${keys[1]}`);
  await expect(previews.nth(1)).toContainText(heading);
  await studio.publish(page);

  // On the site the form comes right after the hero, in every language (English until it is translated).
  for (const locale of LOCALES) {
    await expectOnSite(localePath(locale, "/education"), (html) => {
      // (the blocks' headings are known by their keys, the same in every language)
      const form = html.indexOf(`>${heading}<`);
      return html.indexOf('id="hero-heading"') < form && form < html.indexOf('id="how-heading"');
    });
  }

  // The page moves: publishing creates the redirect from its old path, and says so.
  const path = studio.field(page, "path").getByRole("textbox");
  await path.fill("/ai-academy");
  await studio.publish(page);
  const notice = page.getByText("Redirect created: /education → /ai-academy");
  await expect(notice).toBeVisible();
  await notice.hover(); // (the notices stack; the pointer over them spreads them out)
  await shoot(page, testInfo, "page-moved");
  // One redirect from the old path (published, not a draft), to the page itself.
  await expect
    .poll(() => lake.query(`*[_type == "redirect" && from == "/education"]{ _id, toPage, permanent }`))
    .toEqual([
      { _id: "redirect-from--education", toPage: { _type: "reference", _ref: "landing-education" }, permanent: true },
    ]);

  for (const locale of LOCALES) {
    await expectOnSite(localePath(locale, "/ai-academy"), (html) => html.includes(heading));
    await expect
      .poll(
        async () => {
          const response = await fetch(`${SITE_URL}${localePath(locale, "/education")}`, { redirect: "manual" });
          return `${response.status} ${response.headers.get("location")}`;
        },
        { timeout: 5_000, intervals: [100] },
      )
      .toBe(`301 ${localePath(locale, "/ai-academy")}`);
  }
  // What points at the page by reference follows it: the bundled redirect from /academy now leads to the new path
  // in one step, not through /education.
  const academy = await fetch(`${SITE_URL}/academy`, { redirect: "manual" });
  expect(academy.headers.get("location")).toBe("/ai-academy");
});

test("11. Presentation finds a landing page from its path in every language; a text clicked in the preview opens its field", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // three loads of Presentation: about 20 s here, twice that on a busy machine
  const banking = await lake.query<{
    blocks: { _key: string; _type: string; heading: Translations; plans: string[] }[];
  }>(`*[_id == "landing-banking"][0]{ blocks[]{ _key, _type, heading, "plans": plans[]._ref } }`);
  const block = (type: string) => banking.blocks.find((item) => item._type === type)!;
  const [hero, lower] = [block("heroBlock"), block("featureGridBlock")];
  const preview = page.frameLocator("iframe").first();
  for (const locale of LOCALES) {
    // Presentation opened at the page's path in this language (loaded afresh: nothing kept from the last one).
    await studio.goto(page, `/presentation?preview=${encodeURIComponent(localePath(locale, "/solutions/banking"))}`);
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^${escapeRegExp(valueIn(hero.heading, locale))}`),
      { timeout: 30_000 },
    );
    // The page's document is found from the path (the same in every language) and opened beside the preview.
    await expect(page).toHaveURL(/\/presentation\/landingPage\/landing-banking\//);
    await expect(page.getByTestId("field-blocks")).toBeVisible();
  }

  /** Clicks a text in the preview until its field opens (the overlays may take up a freshly drawn text a moment late). */
  async function clickToEdit(text: Locator, field: { type: string; id: string; path: string }) {
    const url = new RegExp(
      `/presentation/${field.type}/${field.id}/${escapeRegExp(field.path.replaceAll('"', "%22"))}(\\?|$)`,
    );
    await expect(async () => {
      await text.click({ timeout: 2_000 });
      await expect(page).toHaveURL(url, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.locator(":focus")).toHaveValue(stegaClean((await text.textContent()) ?? ""));
  }
  // Click-to-edit, in the Kinyarwanda preview: the hero's headline opens its block at the Kinyarwanda value, ready
  // to type; so does a block further down; a plan the page shows by reference opens the plan's own document.
  const bankingPage = { type: "landingPage", id: "landing-banking" };
  await clickToEdit(preview.getByRole("heading", { level: 1 }), {
    ...bankingPage,
    path: `blocks[_key=="${hero._key}"].heading[_key=="rw"].value`,
  });
  await clickToEdit(preview.getByRole("heading", { name: valueIn(lower.heading, "rw") }), {
    ...bankingPage,
    path: `blocks[_key=="${lower._key}"].heading[_key=="rw"].value`,
  });
  await shoot(page, testInfo, "click-to-edit");
  const plan = await lake.query<{ _id: string; name: Translations }>(
    `*[_id == ${JSON.stringify(block("plansBlock").plans[0])}][0]{ _id, name }`,
  );
  // (a marked text ends with its invisible marker: the name is matched from its start)
  const name = valueIn(plan.name, "rw");
  await clickToEdit(preview.getByRole("heading", { name: new RegExp(`^${escapeRegExp(name)}`) }), {
    type: "plan",
    id: plan._id,
    path: `name[_key=="rw"].value`,
  });
});

test("12. a page made from nothing in three languages: previewed as a draft, published, linked from a solution card and the footer, then moved without breaking a link", async ({
  page,
}, testInfo) => {
  // About 45 s here; a busy machine can double it (three documents edited and published, the site checked after each).
  test.setTimeout(150_000);
  const title = { en: "Ihuza for healthcare", fr: "Ihuza pour la santé", rw: "Ihuza mu buvuzi" };
  const heading = {
    en: "Care teams that answer every patient",
    fr: "Des équipes de soins qui répondent à chaque patient",
    rw: "Abaganga basubiza buri murwayi",
  };
  // A new page from the Landing pages list: its title in three languages, a path made from the English title.
  await studio.goto(page, "/structure/landing-pages;landingPage");
  await page.getByRole("link", { name: "Landing page", exact: true }).click();
  await fillTranslations(studio.field(page, "title"), title);
  const path = studio.field(page, "path");
  await path.getByRole("button", { name: "Generate" }).click();
  await expect(path.getByRole("textbox")).toHaveValue("/ihuza-for-healthcare");
  // (an editor may prefer a path of their own: it is checked as they type)
  await path.getByRole("textbox").fill("/solutions/healthcare");

  // One block: a hero, its headline in three languages.
  const blocks = studio.field(page, "blocks");
  await blocks.getByRole("button", { name: /Add item/ }).click();
  await page.getByRole("menuitem", { name: "Hero" }).click();
  const dialog = page.getByTestId("nested-object-dialog");
  await fillTranslations(dialog.locator('[data-testid^="field-blocks"][data-testid$=".heading"]'), heading);
  await page.keyboard.press("Escape");
  await expect(blocks.getByTestId("default-preview")).toContainText(heading.en);
  await expect(studio.publishButton(page)).toBeEnabled();
  // The Studio sends an edit a moment after the keystroke: the draft holds the last language before the Studio is
  // left (loading another tool drops an edit still on its way, and the page would be published without it).
  await expect
    .poll(async () => {
      const saved = await lake.query<Translations | null>(
        `*[_id in path("drafts.**") && path.current == "/solutions/healthcare"][0].blocks[0].heading`,
      );
      return Object.fromEntries((saved ?? []).map((item) => [item.language, item.value]));
    })
    .toEqual(heading);

  // Previewed before anyone else can see it: the draft in Presentation, a 404 on the public site.
  await studio.goto(page, `/presentation?preview=${encodeURIComponent("/fr/solutions/healthcare")}`);
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${escapeRegExp(heading.fr)}`), {
    timeout: 30_000,
  });
  await studio.previewShown(page);
  await shoot(page, testInfo, "new-page-preview");
  for (const locale of LOCALES) {
    expect((await fetch(`${SITE_URL}${localePath(locale, "/solutions/healthcare")}`)).status).toBe(404);
  }

  // Published from beside the preview; the site has it in every language, and sitemap.xml lists it.
  await studio.publish(page);
  for (const locale of LOCALES) {
    await expectOnSite(localePath(locale, "/solutions/healthcare"), (html) => html.includes(`>${heading[locale]}<`));
  }
  await expectOnSite("/sitemap.xml", (xml) =>
    LOCALES.every((locale) => xml.includes(`${localePath(locale, "/solutions/healthcare")}</loc>`)),
  );

  // The Healthcare card's 'Learn More' opens it, in each language.
  await studio.open(page, "solution-healthcare", "solution");
  await studio.pickReference(page, page.getByLabel("Learn More page"), "healthcare", new RegExp(title.en));
  await studio.publish(page);
  for (const locale of LOCALES) {
    await expectOnSite(localePath(locale, "/solutions"), (html) =>
      html.includes(`href="${localePath(locale, "/solutions/healthcare")}"`),
    );
  }

  // The footer's Solutions list links to it too, by reference.
  await studio.open(page, "siteSettings", "siteSettings");
  // (site settings open at the header's fields: the footer's are a tab of their own)
  await page.getByRole("tab", { name: "Footer" }).click();
  const groups = studio.field(page, "footerLinkGroups");
  await groups.getByRole("button", { name: "Solutions" }).click();
  const links = page.locator('[data-testid$="].links"]');
  await links.getByRole("button", { name: /Add item/ }).click();
  const link = page.getByTestId("nested-object-dialog").last();
  await fillTranslations(link.locator('[data-testid$=".label"]'), { en: "Healthcare", fr: "Santé", rw: "Ubuvuzi" });
  await studio.pickReference(page, link.getByLabel("Page"), "healthcare", new RegExp(title.en));
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await studio.publish(page);
  for (const locale of LOCALES) {
    await expectOnSite(localePath(locale, "/"), (html) => {
      const footer = html.slice(html.indexOf("<footer"));
      return footer.includes(`href="${localePath(locale, "/solutions/healthcare")}"`);
    });
  }

  // Later the page moves: the card and the footer follow it, and the old address redirects to the new one.
  const id = await lake.query<string>(`*[_type == "landingPage" && path.current == "/solutions/healthcare"][0]._id`);
  await studio.open(page, id, "landingPage");
  await studio.field(page, "path").getByRole("textbox").fill("/healthcare");
  await studio.publish(page);
  await expect(page.getByText("Redirect created: /solutions/healthcare → /healthcare")).toBeVisible();
  for (const locale of LOCALES) {
    const moved = `href="${localePath(locale, "/healthcare")}"`;
    await expectOnSite(localePath(locale, "/solutions"), (html) => html.includes(moved));
    await expectOnSite(localePath(locale, "/"), (html) => html.slice(html.indexOf("<footer")).includes(moved));
    await expect
      .poll(
        async () => {
          const old = await fetch(`${SITE_URL}${localePath(locale, "/solutions/healthcare")}`, { redirect: "manual" });
          return `${old.status} ${old.headers.get("location")}`;
        },
        { timeout: PUBLISH_TO_SITE_MS, intervals: [100] },
      )
      .toBe(`301 ${localePath(locale, "/healthcare")}`);
  }
});

/** Pictures to upload, as an editor would from their computer. */
const COVER = "fixtures/images/0da404190a6bb2f0421c645e4ea2277e6c9ab789-1600x900.svg";
const INLINE_IMAGE = "fixtures/images/1c2ac464859cb7ec768bd2f529c566374acd4b57-640x480.svg";
const SLUG = "ihuza-in-every-district";

test("13. a post written in three languages, with a cover, an inline image and a link to a page, previewed, then scheduled a minute ahead: nowhere before its time, out once its time is now", async ({
  page,
}, testInfo) => {
  // About a minute here; a busy machine adds one.
  test.setTimeout(300_000);
  const title = { en: "Ihuza in every district", fr: "Ihuza dans chaque district", rw: "Ihuza mu turere twose" };
  await studio.goto(page, "/intent/create/template=post;type=post");
  await studio.formReady(page.getByTestId("form-view"));
  await fillTranslations(studio.field(page, "title"), title);
  await studio.field(page, "slug").getByRole("button", { name: "Generate" }).click();
  await expect(studio.field(page, "slug").getByRole("textbox")).toHaveValue("ihuza-in-every-district");
  await fillTranslations(studio.field(page, "excerpt"), {
    en: "From Rubavu to Nyagatare: how teams across the country answer in their customers' language.",
    fr: "De Rubavu à Nyagatare : comment les équipes du pays répondent dans la langue de leurs clients.",
    rw: "Kuva i Rubavu kugera i Nyagatare: uko amakipe yo mu gihugu cyose asubiza mu rurimi rw'abakiriya.",
  });
  // The cover: uploaded from this machine, with its alternative text in each language.
  const cover = page
    .getByRole("group")
    .filter({ has: page.getByText("Cover image", { exact: true }) })
    .last();
  await cover.getByTestId("file-button-input").setInputFiles(COVER);
  await fillTranslations(studio.field(page, "cover.alt"), {
    en: "A map of Rwanda with a chat bubble over each district",
    fr: "Une carte du Rwanda avec une bulle de discussion sur chaque district",
    rw: "Ikarita y'u Rwanda iriho akazu k'ubutumwa kuri buri karere",
  });
  // The text in three languages: in English a link to a page of the site by reference, and an image between two
  // paragraphs (uploaded, described, captioned).
  const body = studio.field(page, "body");
  const text = {
    en: [
      "Teams in all thirty districts now answer their customers in Kinyarwanda, French or English.",
      "Read about the education programme",
      "Each district office has its own space.",
    ],
    fr: ["Dans les trente districts, les équipes répondent en kinyarwanda, en français ou en anglais."],
    rw: ["Amakipe yo mu turere mirongo itatu asubiza abakiriya mu Kinyarwanda, Igifaransa cyangwa Icyongereza."],
  };
  const draft = `*[_id in path("drafts.**") && slug.current == "${SLUG}"][0]`;
  await body.getByTestId("add-en").click();
  const english = body.getByTestId("pt-editor").first();
  await english.getByRole("textbox").click();
  await page.keyboard.type(text.en[0]!);
  await page.keyboard.press("Enter");
  // A paragraph that is a link: its words selected, as an editor drags over them, once the Studio has saved them (a
  // selection made while the editor still applies its own saved edits can be lost, and the link with it).
  await page.keyboard.type(text.en[1]!);
  await expect
    .poll(() => lake.query<string | null>(`${draft}.body[language == "en"][0].value[1].children[0].text`))
    .toBe(text.en[1]);
  // (a triple click takes the whole paragraph, however the editor's width wraps its lines)
  await english.getByText(text.en[1]!, { exact: true }).click({ clickCount: 3 });
  // (the toolbar folds what does not fit into its "more" menu)
  const linkButton = english.getByTestId("action-button-internalLink").filter({ visible: true });
  if ((await linkButton.count()) > 0) await linkButton.click();
  else {
    await english.getByTestId("action-menu-button").click();
    await page.getByRole("menuitem", { name: "Link to a page of this site" }).click();
  }
  await studio.pickReference(
    page,
    page.getByRole("combobox", { name: "Page" }),
    "education",
    /AI and robotics education programme/,
  );
  await expect(page.getByRole("combobox", { name: "Page" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // An image after it: uploaded, described and captioned in its dialog.
  await english.getByRole("textbox").press("End");
  await english.getByRole("button", { name: "Insert Image (block)" }).filter({ visible: true }).click();
  const imageDialog = page.getByTestId("nested-object-dialog").last();
  await imageDialog.getByTestId("file-button-input").setInputFiles(INLINE_IMAGE);
  await imageDialog
    .getByTestId(/\.alt$/)
    .getByRole("textbox")
    .fill("A district office team around one phone");
  await imageDialog
    .getByTestId(/\.caption$/)
    .getByRole("textbox")
    .fill("The Nyagatare office answers in three languages.");
  await expect(imageDialog.getByRole("img").first()).toBeVisible();
  await page.keyboard.press("Escape");
  // French and Kinyarwanda: their own text.
  for (const language of ["fr", "rw"] as const) {
    await body.getByTestId(`add-${language}`).click();
    await body.getByTestId("pt-editor").last().getByRole("textbox").click();
    await page.keyboard.type(text[language][0]!);
  }
  // All of it reached the draft: the link to the page by reference, the image with its words, three languages.
  await expect
    .poll(async () => {
      const saved = await lake.query<
        { links: ({ page: string | null }[] | null)[] } & Record<string, unknown>
      >(`${draft}{
        "languages": body[].language,
        "links": body[language == "en"][0].value[].markDefs[_type == "internalLink"]{ "page": page->path.current },
        "image": body[language == "en"][0].value[_type == "postImage"][0]{ alt, caption, "uploaded": defined(asset._ref) },
        "linked": body[language == "en"][0].value[1].children[count(marks) > 0][0].text,
        "last": body[language == "rw"][0].value[0].children[0].text
      }`);
      const { links, ...rest } = saved;
      return { ...rest, link: links.flatMap((list) => list ?? []).map((mark) => mark.page)[0] };
    })
    .toEqual({
      languages: ["en", "fr", "rw"],
      link: "/education",
      image: {
        alt: "A district office team around one phone",
        caption: "The Nyagatare office answers in three languages.",
        uploaded: true,
      },
      linked: text.en[1],
      last: text.rw[0],
    });

  // Who wrote it and where it is filed.
  for (const [field, search, option] of [
    ["authors", "Aline", /Aline Mukamana/],
    ["categories", "Product", /Product news/],
  ] as const) {
    await studio
      .field(page, field)
      .getByRole("button", { name: /Add item/ })
      .click();
    await studio.pickReference(page, studio.field(page, field).getByRole("combobox"), search, option);
    await expect(studio.field(page, field).getByRole("combobox")).toHaveCount(0);
  }

  // Scheduled: its time a minute or so ahead (the field takes minutes), in the editor's own time zone.
  const due = Math.ceil((Date.now() + 75_000) / 60_000) * 60_000;
  const typedAt = (time: number) =>
    page.evaluate((time) => {
      const at = new Date(time);
      const two = (n: number) => String(n).padStart(2, "0");
      return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
    }, time);
  const when = studio.field(page, "publishedAt").getByRole("textbox");
  await when.fill(await typedAt(due));
  await when.press("Tab");
  await expect
    .poll(() => lake.query<string | null>(`*[_id in path("drafts.**") && slug.current == "${SLUG}"][0].publishedAt`))
    .toBe(new Date(due).toISOString().replace(".000Z", ".000Z"));

  // The draft in Presentation, in French: its title, its cover, nothing of it on the public site.
  await studio.goto(page, `/presentation?preview=${encodeURIComponent(`/fr/blog/${SLUG}`)}`);
  const preview = page.frameLocator("iframe").first();
  // (with the invisible click-to-edit markers a preview carries after each text)
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${escapeRegExp(title.fr)}`), {
    timeout: 30_000,
  });
  await studio.previewShown(page);
  await expect(preview.getByRole("main")).toContainText(text.fr[0]!);
  // (a short post: its reading time counts its words, not the preview's markers)
  await expect(preview.getByText("1 min de lecture")).toBeVisible();
  await shoot(page, testInfo, "post-preview");
  expect((await fetch(`${SITE_URL}/fr/blog/${SLUG}`)).status).toBe(404);

  // Published from beside the preview, before its time: still nowhere on the site.
  await studio.publish(page);
  expect(Date.now(), "published before its time (the checks below ran ahead of it)").toBeLessThan(due - 5_000);
  await holdsFor(2_000, async () => {
    expect((await fetch(`${SITE_URL}/blog/${SLUG}`)).status).toBe(404);
    expect(await sitePage("/blog")).not.toContain(title.en);
    expect(await sitePage("/blog/rss.xml")).not.toContain(SLUG);
    expect(await sitePage("/sitemap.xml")).not.toContain(SLUG);
  });
  expect(Date.now()).toBeLessThan(due);

  // Rather than wait out the minute, the editor moves its time to this minute's start and publishes again: it is
  // then on the blog, in the feed and in sitemap.xml, in every language, with its image and its link. (That a post
  // goes out at its time with nobody publishing is the schedule's, under a fake clock in
  // app/content/layer/schedule.server.test.ts and for real in tests/e2e/blog.spec.ts.)
  await when.fill(await typedAt(Math.floor(Date.now() / 60_000) * 60_000));
  await when.press("Tab");
  await studio.publish(page);
  await expectOnSite("/blog", (html) => html.includes(title.en));
  await expectOnSite("/blog/rss.xml", (xml) => xml.includes(`/blog/${SLUG}</link>`));
  await expectOnSite("/sitemap.xml", (xml) =>
    LOCALES.every((locale) => xml.includes(`${localePath(locale, `/blog/${SLUG}`)}</loc>`)),
  );
  const html = await sitePage(`/blog/${SLUG}`);
  expect(html).toContain(`href="/education"`);
  expect(html).toContain('alt="A district office team around one phone"');
  expect(await sitePage(`/rw/blog/${SLUG}`)).toContain(text.rw[0]!.replace(/'/g, "&#x27;"));

  // Where the home page's three latest posts are set up: its own "Latest posts" block, heading and category.
  await studio.open(page, "homePage", "homePage");
  const latest = studio.field(page, "latestPosts");
  await latest.scrollIntoViewIfNeeded();
  // (folded at first, as the other sections of the home page)
  await latest.getByRole("button", { name: "Latest posts" }).first().click();
  await expect(studio.field(page, "latestPosts.heading")).toBeVisible();
  await expect(latest.getByRole("combobox", { name: "Only this category" })).toBeVisible();
  await shoot(page, testInfo, "home-latest-posts");
});

test("14. an FAQ's English changes: its French and Kinyarwanda are marked out of date and counted in Translations; one is marked up to date and the count drops; a landing page added to the header menu shows on the site", async ({
  page,
}, testInfo) => {
  const [french, kinyarwanda] = [page.getByTestId("translations-fr"), page.getByTestId("translations-rw")];
  const counts = async (fr: string, rw: string) => {
    await expect(french.getByRole("heading")).toHaveText(`Français: ${fr}`);
    await expect(kinyarwanda.getByRole("heading")).toHaveText(`Kinyarwanda: ${rw}`);
  };
  await studio.goto(page, "/structure/translations");
  await counts("0 missing, 0 out of date", "0 missing, 0 out of date");

  // The English answer changes: both translations say they are out of date, with the English as it was and is.
  await studio.open(page, "faq-1", "faq");
  const answer = studio.field(page, "answer");
  const english = answer.getByLabel("English (EN)");
  const before = await english.inputValue();
  const added = " Every feature is included.";
  await english.fill(`${before}${added}`);
  const stale = answer.getByTestId("translation-stale");
  await expect(stale).toHaveCount(2);
  await expect(stale.first().getByTestId("translation-diff").locator("ins")).toHaveText(added);
  await expect(studio.field(page, "question").getByTestId("translation-stale")).toHaveCount(0);
  await stale.last().scrollIntoViewIfNeeded();
  await shoot(page, testInfo, "translation-stale");

  // The Translations view counts them, and opens the FAQ.
  await studio.goto(page, "/structure/translations");
  await counts("0 missing, 1 out of date", "0 missing, 1 out of date");
  await expect(french.getByTestId("translations-row")).toHaveCount(1);
  await expect(french.getByTestId("translations-row")).toContainText("1 out of date (answer)");
  await shoot(page, testInfo, "translations-view");
  await french.getByTestId("translations-row").click();
  await page.locator('[data-testid="document-pane"][id*="-faq-1-"]').getByTestId("field-answer").waitFor();

  // The French still says the same: marked up to date, it is counted no more; the Kinyarwanda still is.
  const frenchNote = studio.field(page, "answer").getByTestId("translation-stale").first();
  await frenchNote.getByRole("button", { name: "Mark as up to date" }).click();
  await expect(studio.field(page, "answer").getByTestId("translation-stale")).toHaveCount(1);
  await studio.goto(page, "/structure/translations");
  await counts("0 missing, 0 out of date", "0 missing, 1 out of date");

  // A landing page goes into the header menu, named by its own title, and the site shows it in every language. The
  // Studio lists the entries by the names the site gives them, over their paths.
  await studio.open(page, "siteSettings", "siteSettings");
  const menu = studio.field(page, "headerMenu");
  const listed = (name: string, path: string) => new RegExp(`^${escapeRegExp(name)}\\s*${escapeRegExp(path)}$`);
  const bundled = ["/", "/features", "/solutions", "/pricing", "/about", "/contact"].map((path) =>
    listed(en.pages[path as keyof typeof en.pages].nav, path),
  );
  await expect(menu.getByTestId("default-preview")).toHaveText(bundled);
  await menu.getByRole("button", { name: /Add item/ }).click();
  const entry = page.getByTestId("nested-object-dialog").last();
  await studio.pickReference(page, entry.getByLabel("Page", { exact: true }), "webinar", /^Webinar: AI assistants/);
  await page.keyboard.press("Escape");
  await expect(menu.getByTestId("default-preview")).toHaveText([
    ...bundled,
    listed("Webinar: AI assistants for customer service", "/webinar"),
  ]);
  await expect(studio.publishButton(page)).toBeEnabled(); // (the new entry checked: no warning left on it)
  await shoot(page, testInfo, "header-menu");
  await studio.publish(page);
  for (const locale of LOCALES) {
    await expectOnSite(localePath(locale, "/"), (html) => {
      const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
      return header.includes(`href="${localePath(locale, "/webinar")}"`);
    });
  }
});
