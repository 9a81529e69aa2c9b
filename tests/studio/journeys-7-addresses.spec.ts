import { LOCALE_INFO, localePath } from "@shared/addresses/locales";
import { bundledAddress } from "../mocks/dataset";
import { expect, lake, shoot, studio, test } from "./studio-utils";
import { expectOnSite, PUBLISH_TO_SITE_MS, rawAnswer } from "./journey-helpers";

/*
 * What the marketing team does in the Studio, end to end (see journeys-1): a post's addresses in French, and the old
 * ones the site keeps, however the tab that changed them ended.
 */

test("16. a post gets a French address of its own, generated from its French title (another post's refused), then another: the English address stays, every older French one leads to the newest in one hop", async ({
  page,
}, testInfo) => {
  const id = "post-spaces-in-five-steps";
  const [english, before] = [bundledAddress(id, "en"), bundledAddress(id, "fr")];
  // Its French address before it had one of its own: the English name under /fr.
  const original = localePath("fr", english);
  await studio.goto(page, `/intent/edit/id=${id};type=post`);
  await studio.formReady(page.getByTestId("form-view"));
  const french = studio.field(page, "slugs.fr");
  // Generate makes it from the French title, accents folded.
  await french.getByRole("button", { name: "Generate" }).click();
  await expect(french.getByRole("textbox")).toHaveValue("configurer-les-espaces-de-votre-equipe-en-cinq-etapes");
  // Another post's French address is refused at the field, with whose it is, and Publish waits.
  const taken = bundledAddress("post-assistant-answers-with-sources", "fr").split("/").pop()!;
  await french.getByRole("textbox").fill(taken);
  const clash = french.getByTestId("input-validation-icon-error");
  await studio.tooltipOf(page, clash, `"${taken}" is already the ${LOCALE_INFO.fr.name} address of`);
  await expect(studio.publishButton(page)).toBeDisabled();

  for (const [name, older] of [
    ["espaces-en-cinq-etapes", [before, original]],
    ["cinq-etapes-pour-vos-espaces", [before, "/fr/blog/espaces-en-cinq-etapes", original]],
  ] as const) {
    const from = (await lake.query<string>(`*[_id == "${id}"][0].slugs.fr.current`)) ?? "";
    await french.getByRole("textbox").fill(name);
    await expect(studio.publishButton(page)).toBeEnabled(); // (checked: free in French among the posts)
    await studio.publish(page);
    const notice = page.getByText(`Redirect created: /blog/${from} → /blog/${name}`);
    await expect(notice).toBeVisible();
    await notice.hover();
    if (name === "cinq-etapes-pour-vos-espaces") await shoot(page, testInfo, "french-address");
    const newest = `/fr/blog/${name}`;
    await expectOnSite(newest, (html) => html.includes('<html lang="fr"'));
    expect(await rawAnswer(english), "its English address is unchanged").toBe("200");
    for (const old of older)
      await expect.poll(() => rawAnswer(old), { timeout: PUBLISH_TO_SITE_MS, intervals: [100] }).toBe(`301 ${newest}`);
    await expectOnSite("/fr/blog", (html) => html.includes(`href="${newest}"`));
  }
});

test("20. a post's French address changed, the tab closed the moment Publish went through: the site keeps the old French address, 301 to the new one", async ({
  page,
}, testInfo) => {
  const id = "post-translation-in-meetings";
  await studio.goto(page, `/intent/edit/id=${id};type=post`);
  await studio.formReady(page.getByTestId("form-view"));
  await studio.field(page, "slugs.fr").getByRole("textbox").fill("la-traduction-en-reunion");
  // Whatever this tab would still send for the redirect never leaves it: it is closed as the publish comes back.
  await page.route(/\/data\/mutate\//, (route) =>
    /"_type":"redirect"/.test(route.request().postData() ?? "") ? route.abort() : route.fallback(),
  );
  const publish = studio.publishButton(page);
  await expect(publish).toBeEnabled();
  const published = page.waitForResponse(
    (response) =>
      /\/data\/actions\//.test(response.url()) && /document\.publish/.test(response.request().postData() ?? ""),
  );
  await publish.click();
  expect((await published).status()).toBe(200);
  await page.close();

  // The site saw the move and made the redirect itself.
  await expect
    .poll(() => rawAnswer("/fr/blog/traduction-en-direct-en-reunion?utm_source=newsletter"), {
      timeout: PUBLISH_TO_SITE_MS,
      intervals: [100],
    })
    .toBe("301 /fr/blog/la-traduction-en-reunion?utm_source=newsletter");
  expect(await rawAnswer("/fr/blog/la-traduction-en-reunion")).toBe("200");
  expect(await rawAnswer("/blog/translation-in-meetings")).toBe("200");
  expect(
    await lake.query(
      `*[_type == "redirect" && from == "/blog/traduction-en-direct-en-reunion"]{ "page": toPage._ref, permanent }`,
    ),
  ).toEqual([{ page: id, permanent: true }]);
  const madeBy = (await lake.writes()).filter(({ documents }) =>
    documents.includes("redirect-from--blog--traduction-en-direct-en-reunion"),
  );
  expect(madeBy.map(({ author }) => author)).toEqual(["site"]);

  // The post's "Old addresses" view lists it, to open, repoint or delete.
  const editor = await page.context().newPage();
  await studio.goto(editor, `/intent/edit/id=${id};type=post`);
  await editor.getByRole("tab", { name: "Old addresses" }).click();
  await expect(editor.getByTestId("old-addresses")).toContainText("/blog/traduction-en-direct-en-reunion");
  await expect(editor.getByTestId("old-addresses")).toContainText("/rw/inkuru/traduction-en-direct-en-reunion");
  await shoot(editor, testInfo, "old-addresses");
});
