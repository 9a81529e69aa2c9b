import { en } from "@shared/dictionaries/en";
import { LOCALES, localePath } from "@shared/addresses/locales";
import { SOURCE_FIELD, sourceHash } from "@shared/translations/translation-status";
import { bundledAddress } from "../mocks/dataset";
import { SITE_URL } from "../../playwright.studio.config";
import { expect, holdsFor, lake, shoot, sitePage, studio, test } from "./studio-utils";
import { escapeRegExp, fillTranslations, expectOnSite } from "./journey-helpers";

/*
 * What the marketing team does in the Studio, end to end: the built Studio and the production site, both on the
 * local Content Lake, in real Chromium. Waits follow what the Studio shows (the Publish button, "was published",
 * validation icons); the site is polled until a publish reaches it (PUBLISH_TO_SITE_MS).
 *
 * A scheduled post; translations out of date and the header menu; the Results tool. The files run one after another
 * in their numbers' order, on one lake (playwright.studio.config.ts).
 */

/** Pictures to upload, as an editor would from their computer. */
const COVER = "fixtures/images/0da404190a6bb2f0421c645e4ea2277e6c9ab789-1600x900.svg";
const INLINE_IMAGE = "fixtures/images/1c2ac464859cb7ec768bd2f529c566374acd4b57-640x480.svg";
const SLUG = "ihuza-in-every-district";

test("13. a post written in three languages, with a cover, an inline image and a link to a page, previewed, then scheduled a minute ahead: nowhere before its time, out once its time is now", async ({
  page,
}, testInfo) => {
  // About a minute here; three beside a CPU-bound job.
  test.setTimeout(360_000);
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
  // The paragraph that becomes a link, saved before anything selects it.
  await page.keyboard.type(text.en[1]!);
  await expect
    .poll(() => lake.query<string | null>(`${draft}.body[language == "en"][0].value[1].children[0].text`))
    .toBe(text.en[1]);
  // An image after it, inserted while the caret is still where the typing left it (a caret moved by a key or a
  // click can be put back by a re-render before the editor reads it, and the image then replaces what was
  // selected): uploaded, described and captioned in its dialog.
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
  // The link: the paragraph's words selected, as an editor drags over them, once the Studio has saved them (a
  // selection made while the editor still applies its own saved edits can be lost, and the link with it).
  const pageBox = page.getByRole("combobox", { name: "Page" });
  await studio.linkWords(page, english, text.en[1]!, "Link to a page of this site", pageBox);
  await studio.pickReference(page, pageBox, "education", /AI and robotics education programme/);
  await page.keyboard.press("Escape");
  // French and Kinyarwanda: their own text.
  for (const language of ["fr", "rw"] as const) {
    await body.getByTestId(`add-${language}`).click();
    await body.getByTestId("pt-editor").last().getByRole("textbox").click();
    await page.keyboard.type(text[language][0]!);
  }
  // All of it reached the draft: the cover, the link to the page by reference, the image with its words, three
  // languages.
  await expect
    .poll(async () => {
      const saved = await lake.query<
        { links: ({ page: string | null }[] | null)[] } & Record<string, unknown>
      >(`${draft}{
        "languages": body[].language,
        "cover": defined(cover.asset._ref),
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
      cover: true,
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
  /** Types a time into the field, as an editor does, and waits until the draft holds it (the Studio saved it). */
  const schedule = async (time: number) => {
    await when.fill(await typedAt(time));
    await when.press("Tab");
    await expect
      .poll(() => lake.query<string | null>(`*[_id in path("drafts.**") && slug.current == "${SLUG}"][0].publishedAt`))
      .toBe(new Date(time).toISOString());
  };
  await schedule(due);

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
  // (a Publish pressed before the Studio has saved the new time would publish the old one: the post a minute ahead)
  await schedule(Math.floor(Date.now() / 60_000) * 60_000);
  await studio.publish(page);
  await expectOnSite("/blog", (html) => html.includes(title.en));
  await expectOnSite("/blog/rss.xml", (xml) => xml.includes(`/blog/${SLUG}</link>`));
  await expectOnSite("/sitemap.xml", (xml) =>
    LOCALES.every((locale) => xml.includes(`${localePath(locale, `/blog/${SLUG}`)}</loc>`)),
  );
  // (each page reaches the site on its own: its query may be refetched a moment after the lists' were)
  await expectOnSite(`/blog/${SLUG}`, (html) => html.includes(`href="/education"`));
  const html = await sitePage(`/blog/${SLUG}`);
  expect(html).toContain('alt="A district office team around one phone"');
  await expectOnSite(`/rw/inkuru/${SLUG}`, (html) => html.includes(text.rw[0]!.replace(/'/g, "&#x27;")));

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
  const now = `${before}${added}`;
  await english.fill(now);
  const stale = answer.getByTestId("translation-stale");
  await expect(stale).toHaveCount(2);
  await expect(stale.first().getByTestId("translation-diff").locator("ins")).toHaveText(added);
  await expect(studio.field(page, "question").getByTestId("translation-stale")).toHaveCount(0);
  await stale.last().scrollIntoViewIfNeeded();
  await shoot(page, testInfo, "translation-stale");
  // The Studio sends an edit a moment after it is made: the draft holds it before the Studio is loaded anew (which
  // drops an edit still on its way), here and after "Mark as up to date" below.
  const saved = (language: string, field: string) =>
    lake.query<unknown>(`*[_id == "drafts.faq-1"][0].answer[language == "${language}"][0].${field}`);
  await expect.poll(() => saved("en", "value")).toBe(now);

  // The Translations view counts them, and opens the FAQ.
  await studio.goto(page, "/structure/translations");
  await counts("0 missing, 1 out of date", "0 missing, 1 out of date");
  await expect(french.getByTestId("translations-row")).toHaveCount(1);
  await expect(french.getByTestId("translations-row")).toContainText("1 out of date (answer)");
  await shoot(page, testInfo, "translations-view");
  await french.getByTestId("translations-row").click();
  // (its fields are drawn read-only before the form is ready, and a click on one of them then changes nothing)
  await studio.formReady(page.locator('[data-testid="document-pane"][id*="-faq-1-"]').getByTestId("form-view"));

  // The French still says the same: marked up to date, it is counted no more; the Kinyarwanda still is.
  const frenchNote = studio.field(page, "answer").getByTestId("translation-stale").first();
  await frenchNote.getByRole("button", { name: "Mark as up to date" }).click();
  await expect(studio.field(page, "answer").getByTestId("translation-stale")).toHaveCount(1);
  await expect.poll(() => saved("fr", SOURCE_FIELD)).toBe(sourceHash(now));
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
  await shoot(page, testInfo, "header-menu");
  await studio.publish(page);
  for (const locale of LOCALES) {
    await expectOnSite(localePath(locale, "/"), (html) => {
      const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
      return header.includes(`href="${bundledAddress("landing-webinar", locale)}"`);
    });
  }
});

test("15. a visit from a campaign link sends a message: the Results tool shows the campaign with its visit, its views and its lead, and its CSV export holds them", async ({
  page,
}, testInfo) => {
  const campaign = `journey-${Date.now().toString(36)}`;
  await page.goto(`${SITE_URL}/?utm_source=partner&utm_campaign=${campaign}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.goto(`${SITE_URL}/contact`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const form = page.getByRole("form", { name: "Send us a message" });
  const sent = {
    "First name": "Eric",
    "Last name": "Habimana",
    Email: `${campaign}@umurage.rw`,
    Subject: "Pricing",
    Message: "A quote, please.",
  };
  for (const [label, value] of Object.entries(sent)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks, Eric!" })).toBeVisible();

  // One visit of two views (the landing page, then the contact page in the same tab) that sent one message: a visit
  // converted. Once the site has added its counts to the lake.
  await studio.goto(page, "/results");
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "By campaign" }).click();
    await expect(page.getByRole("row", { name: new RegExp(campaign) })).toHaveText(
      new RegExp(`${campaign}\\s*1\\s*2\\s*1\\s*0\\s*1\\s*100\\.0 %`),
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/^Sample data/)).toHaveCount(0);
  await shoot(page, testInfo, "results-by-campaign");

  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const csv = decodeURIComponent(href!.slice(href!.indexOf(",") + 1));
  expect(csv.split("\r\n")[0]).toBe("Campaign,Visits,Views,Contact messages,Sign-ups,Converted visits,Conversion");
  expect(csv).toContain(`\r\n${campaign},1,2,1,0,1,100.0 %\r\n`);
});
