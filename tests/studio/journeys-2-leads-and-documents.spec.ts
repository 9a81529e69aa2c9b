import schema from "../../app/content/generated/schema.json" with { type: "json" };
import { LEAD_ID_PREFIX, SUBSCRIBER_ID_PREFIX } from "../../app/leads/service.server";
import { formatPrice } from "../../app/lib/format";
import { LOCALES, localePath } from "@shared/addresses/locales";
import { SITE_URL } from "../../playwright.studio.config";
import { SINGLETON_TYPES, UNTRANSLATED_TYPES } from "../../sanity-studio/deskLayout";
import { LANGUAGES } from "../../sanity-studio/schemaTypes/objects/languages";
import { LOCAL_EDITOR } from "../mocks/lake/store";
import { expect, holdsFor, lake, shoot, sitePage, studio, test } from "./studio-utils";
import { ONE_LANGUAGE, PUBLISH_TO_SITE_MS, expectOnSite } from "./journey-helpers";

/*
 * What the marketing team does in the Studio, end to end: the built Studio and the production site, both on the
 * local Content Lake, in real Chromium. Waits follow what the Studio shows (the Publish button, "was published",
 * validation icons); the site is polled until a publish reaches it (PUBLISH_TO_SITE_MS).
 *
 * Leads, Presentation's drafts, singletons and plans' order, every document opened, redirects. The files run one after another
 * in their numbers' order, on one lake (playwright.studio.config.ts).
 */

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
  // The Studio sends an edit a moment after the keystroke (Publish is enabled before): the draft holds it before
  // the Studio is left, as loading another tool drops an edit still on its way (CI's journey 6 once lost it so).
  await expect.poll(() => lake.query<number[]>(`*[_id == "drafts.plan-starter"].price`)).toEqual([9900]);
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
  // About a minute and a half here; three minutes beside a CPU-bound job (the Studio redraws the form at each
  // language switch).
  test.setTimeout(360_000);
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
  // The Studio's writes alone: the site writes too, at its own pace (after each journey's reset it makes its memory
  // of addresses again, ihuza.addresses; on a busy machine that write can land after this count was taken).
  const studioWrites = async () => (await lake.writes()).filter(({ author }) => author === LOCAL_EDITOR.id);
  const before = (await studioWrites()).length;

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
  await holdsFor(3_000, async () => expect((await studioWrites()).slice(before)).toEqual([]));
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
    await studio.tooltipOf(page, error, message!);
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
        { timeout: PUBLISH_TO_SITE_MS, intervals: [100] },
      )
      .toBe(`301 ${localePath(locale, "/pricing")}`);
  }
});
