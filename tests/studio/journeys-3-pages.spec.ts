import { DEFAULT_LOCALE, LOCALES, localePath } from "@shared/addresses/locales";
import { bundledAddress } from "../mocks/dataset";
import { SITE_URL } from "../../playwright.studio.config";
import type { Locator } from "@playwright/test";
import { stegaClean } from "@sanity/client/stega";
import { expect, lake, shoot, studio, test } from "./studio-utils";
import {
  BLOCK_NAMES,
  PUBLISH_TO_SITE_MS,
  escapeRegExp,
  type Translations,
  valueIn,
  fillTranslations,
  expectOnSite,
} from "./journey-helpers";

/*
 * What the marketing team does in the Studio, end to end: the built Studio and the production site, both on the
 * local Content Lake, in real Chromium. Waits follow what the Studio shows (the Publish button, "was published",
 * validation icons); the site is polled until a publish reaches it (PUBLISH_TO_SITE_MS).
 *
 * Landing pages: built from blocks, found by Presentation, made from nothing and moved. The files run one after another
 * in their numbers' order, on one lake (playwright.studio.config.ts).
 */

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
  // (a long list draws only the rows near the screen: the last one drawn is the new block, and the draft has one more)
  const handles = blocks.locator('button[aria-roledescription="sortable"]');
  await expect(previews.last()).toContainText(heading);
  await expect.poll(() => lake.query<number>(`count(*[_id == "drafts.landing-education"][0].blocks)`)).toBe(before + 1);
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
      {
        _id: "redirect-from--education",
        toPage: { _type: "reference", _weak: true, _ref: "landing-education" },
        permanent: true,
      },
    ]);

  for (const locale of LOCALES) {
    // The English path moved; a language with an address of its own (/fr/programme-education) keeps it, and the
    // old path under its prefix leads there.
    const own = locale === DEFAULT_LOCALE ? "/ai-academy" : bundledAddress("landing-education", locale);
    await expectOnSite(own, (html) => html.includes(heading));
    await expect
      .poll(
        async () => {
          const response = await fetch(`${SITE_URL}${localePath(locale, "/education")}`, { redirect: "manual" });
          return `${response.status} ${response.headers.get("location")}`;
        },
        { timeout: PUBLISH_TO_SITE_MS, intervals: [100] },
      )
      .toBe(`301 ${own}`);
  }
  // What points at the page by reference follows it: the bundled redirect from /academy now leads to the new path
  // in one step, not through /education.
  const academy = await fetch(`${SITE_URL}/academy`, { redirect: "manual" });
  expect(academy.headers.get("location")).toBe("/ai-academy");
});

test("11. Presentation finds a landing page from its path in every language; a text clicked in the preview opens its field", async ({
  page,
}, testInfo) => {
  const banking = await lake.query<{
    blocks: { _key: string; _type: string; heading: Translations; plans: string[] }[];
  }>(`*[_id == "landing-banking"][0]{ blocks[]{ _key, _type, heading, "plans": plans[]._ref } }`);
  const block = (type: string) => banking.blocks.find((item) => item._type === type)!;
  const [hero, lower] = [block("heroBlock"), block("featureGridBlock")];
  const preview = page.frameLocator("iframe").first();
  for (const locale of LOCALES) {
    // Presentation opened at the page's path in this language (loaded afresh: nothing kept from the last one).
    // (at its address in the language: /fr/solutions/banque-et-finance)
    await studio.goto(page, `/presentation?preview=${encodeURIComponent(bundledAddress("landing-banking", locale))}`);
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^${escapeRegExp(valueIn(hero.heading, locale))}`),
      { timeout: 30_000 },
    );
    // The page's document is found from its address in the language and opened beside the preview.
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
  // About a minute here; two and a half beside a CPU-bound job (three documents edited and published, the site
  // checked after each).
  test.setTimeout(300_000);
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
  // The link's dialog and the group's closed, by a close button (an Escape goes where the focus is, and the focus is
  // not in the group's dialog once the link's has closed), until none is left.
  const dialogs = page.getByTestId("nested-object-dialog");
  await expect(async () => {
    if ((await dialogs.count()) > 0)
      await dialogs.last().getByRole("button", { name: "Close dialog" }).click({ timeout: 2_000 });
    await expect(dialogs).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
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
