import { LANGUAGES } from "../../sanity-studio/schemaTypes/objects/languages";
import { expect, lake, shoot, studio, test } from "./studio-utils";
import { clickAfterText, languageLabel } from "./journey-helpers";

/*
 * The content quality rules in the Studio (issue 51, app/shared/quality/quality.ts): at their fields as validation, and in
 * the Quality view. On the local Content Lake, in real Chromium, as journeys-1… are.
 */

const POST = "post-live-translation-in-every-conversation";
const FRENCH = LANGUAGES.find((language) => language.id === "fr")!;

test("17. a post's French cover text removed is a warning at its field and in Quality; a link to an unpublished page blocks Publish; both fixed, it publishes and Quality is clear of it", async ({
  page,
}, testInfo) => {
  // A landing page that exists only as a draft.
  await lake.mutate([
    {
      createOrReplace: {
        _id: "drafts.landing-quality",
        _type: "landingPage",
        title: [
          { _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "Quality draft page" },
        ],
        path: { _type: "slug", current: "/quality-draft" },
        blocks: [],
      },
    },
  ]);
  await studio.open(page, POST, "post");
  const publish = studio.publishButton(page);

  // 1. The cover's French description removed: a warning at the field, Publish still possible.
  const alt = studio.field(page, "cover.alt");
  const frenchAlt = alt.getByLabel(languageLabel(FRENCH));
  const before = await frenchAlt.inputValue();
  await frenchAlt.fill("");
  const altWarning = alt.getByTestId("input-validation-icon-warning").first();
  await studio.tooltipOf(page, altWarning, /no description in this language.*\(Français\)/);
  await expect(publish).toBeEnabled();

  // 2. A link to the unpublished page in the English text: an error at the link, and Publish refused.
  const english = studio.field(page, "body").getByTestId("pt-editor").first();
  await clickAfterText(english.getByTestId("text-block__text").last());
  await page.keyboard.press("Enter");
  const words = "Read the draft page";
  await page.keyboard.type(words);
  await expect
    .poll(() => lake.query<string[]>(`*[_id == "drafts.${POST}"].body[language == "en"][0].value[].children[0].text`))
    .toContain(words);
  const pageBox = page.getByRole("combobox", { name: "Page" });
  await studio.linkWords(page, english, words, "Link to a page of this site", pageBox);
  await studio.pickReference(page, pageBox, "Quality draft", /Quality draft page/);
  await page.keyboard.press("Escape");
  // (the document's validation list, in its header, names the rule's message; Publish is refused for it, not only
  // while the Studio validates, as it is a moment after any edit)
  await page.getByRole("button", { name: "Validation" }).click();
  await expect(page.getByText(/links to a page that is missing or not published/).first()).toBeVisible();
  await expect(publish).toBeDisabled();
  await shoot(page, testInfo, "quality-blocked");

  // The Quality view lists both, in their languages.
  const view = await page.context().newPage();
  await studio.goto(view, "/structure/quality");
  const french = view.getByTestId("quality-fr");
  await expect(
    french.getByTestId("quality-finding").filter({ hasText: "Cover image › Alternative text" }),
  ).toBeVisible();
  await expect(
    view.getByTestId("quality-en").getByTestId("quality-finding").filter({ hasText: "not published" }),
  ).toBeVisible();
  await shoot(view, testInfo, "quality-view");

  // 3. Both fixed: the French text back, the link's paragraph removed. Publish works, and the view is clear of it.
  await frenchAlt.fill(before);
  await english.getByText(words, { exact: true }).click({ clickCount: 3 });
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await expect(page.getByText(/links to a page that is missing or not published/)).toHaveCount(0);
  await studio.publish(page);
  await expect(french.getByTestId("quality-finding").filter({ hasText: "Cover image › Alternative text" })).toHaveCount(
    0,
  );
  await expect(
    view.getByTestId("quality-en").getByTestId("quality-finding").filter({ hasText: "not published" }),
  ).toHaveCount(0);
  await expect(view.getByRole("heading", { name: /^English: 0 errors/ })).toBeVisible();
});

test("18. a finding in a collapsed section opens its document with that section open at the field", async ({
  page,
}) => {
  // The banking page's French search description made too long (published), as an editor might leave it.
  const long = "Une description bien trop longue pour les résultats de recherche. ".repeat(4).trim();
  const [banking] = await lake.query<{ seo: { description: { _key: string; language: string }[] } }[]>(
    `*[_id == "landing-banking"]{ seo }`,
  );
  const french = banking!.seo.description.find((entry) => entry.language === FRENCH.id)!;
  await lake.mutate([
    { patch: { id: "landing-banking", set: { [`seo.description[_key == "${french._key}"].value`]: long } } },
  ]);

  await studio.goto(page, "/structure/quality");
  const finding = page
    .getByTestId(`quality-${FRENCH.id}`)
    .getByTestId("quality-finding")
    .filter({ hasText: "Search and sharing › Description" });
  await expect(finding).toHaveCount(1);
  await finding.click();
  // The page opens with "Search and sharing" (collapsed by default) open, its French description in view.
  const description = page
    .locator('[data-testid="document-pane"][id*="-landing-banking-"]')
    .getByTestId("field-seo.description");
  await expect(description.getByLabel(languageLabel(FRENCH))).toHaveValue(long);
  await expect(description.getByLabel(languageLabel(FRENCH))).toBeInViewport();
});
