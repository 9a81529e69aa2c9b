import { devices, type Page, type Response } from "@playwright/test";
import { fr } from "@shared/dictionaries/fr";
import { DIRECT } from "@shared/results/attribution";
import { expect, atHumanPace, ONCE, scrollToLoaded, test } from "../playwright-utils";
import { AMINA, fillContact, leadDocuments, unique } from "./leads-kit";

/*
 * Where a lead came from (app/shared/results/attribution.ts, app/leads/visit.ts): a visit's landing page, referring site and
 * campaign stay in the tab and reach the site only inside a lead form; no cookie anywhere on the way.
 */

/** Every Set-Cookie header the site answers with while `page` is open. */
function cookiesSet(page: Page): string[] {
  const set: string[] = [];
  page.on("response", (response: Response) => {
    const header = response.headers()["set-cookie"];
    if (header) set.push(`${response.url()}: ${header}`);
  });
  return set;
}

async function hydrated(page: Page, path: string, options: { referer?: string } = {}) {
  await page.goto(path, options);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(await page.evaluate(() => document.cookie), path).toBe("");
}

async function sendContact(page: Page, email: string) {
  const form = await fillContact(page, { ...AMINA(email) });
  await atHumanPace(page);
  await form.getByRole("button", { name: /Send message|Envoyer/ }).click();
  await expect.poll(() => leadDocuments(email).length).toBe(1);
  return leadDocuments(email)[0]!;
}

test("a visit from a newsletter's link: the lead names its landing page, campaign and referring site, and no cookie is set", async ({
  page,
}) => {
  const cookies = cookiesSet(page);
  await hydrated(page, "/?utm_source=newsletter&utm_campaign=launch&utm_medium=email&gclid=tracking-id", {
    referer: "https://news.example.com/issues/42?subscriber=amina",
  });
  await hydrated(page, "/pricing");
  await hydrated(page, "/contact");
  const email = `${unique("campaign")}@umurage.rw`;
  const lead = await sendContact(page, email);

  expect(lead).toMatchObject({
    source: "/contact",
    attribution: {
      landing: "/",
      referrer: "news.example.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "launch",
      language: "en",
      // Both projects are a desktop browser (the phone one in a narrow window): the server reads the browser.
      device: "desktop",
      // Its visit was counted (its landing's view sent), and this is the visit's first lead: a converted visit.
      counted: true,
      firstLead: true,
      firstOfKind: true,
    },
  });
  const attribution = lead.attribution as Record<string, unknown>;
  // Seconds from landing to sending: the three pages and the typing.
  expect(attribution.secondsToSend).toBeGreaterThanOrEqual(0);
  expect(attribution.secondsToSend).toBeLessThan(600);
  // Only the five campaign values, and only the referring site's host.
  expect(JSON.stringify(lead)).not.toMatch(/gclid|tracking-id|issues\/42|subscriber=amina/);
  expect(cookies).toEqual([]);

  // A second message from the same visit: a lead more, not a conversion more.
  const again = await sendContact(page, `${unique("campaign")}@umurage.rw`);
  expect(again.attribution).toMatchObject({ landing: "/", counted: true, firstLead: false, firstOfKind: false });

  // Then a sign-up in the footer: not the visit's first lead, but its first sign-up (an experiment whose goal is a
  // sign-up counts it: app/shared/results/experiments.ts, firstForGoal).
  const subscriber = `${unique("campaign")}@umurage.rw`;
  await scrollToLoaded(page, "newsletter");
  const box = page.getByRole("contentinfo").getByRole("form");
  await box.getByRole("textbox").fill(subscriber);
  await atHumanPace(page);
  await box.getByRole("button").click();
  await expect.poll(() => leadDocuments(subscriber, undefined, "subscriber").length).toBe(1);
  expect(leadDocuments(subscriber, undefined, "subscriber")[0]!.attribution).toMatchObject({
    landing: "/",
    firstLead: false,
    firstOfKind: true,
  });

  // A tab that sent leads before their kinds were kept cannot say whether a lead is its first of its kind: it says
  // nothing of it (and the lead is read as not the first: app/shared/results/experiments.ts, firstForGoal).
  await page.evaluate(() => {
    const visit = JSON.parse(sessionStorage.getItem("ihuza.visit")!) as Record<string, unknown>;
    delete visit.kinds;
    sessionStorage.setItem("ihuza.visit", JSON.stringify(visit));
  });
  const older = await sendContact(page, `${unique("campaign")}@umurage.rw`);
  expect(older.attribution).toMatchObject({ firstLead: false });
  expect(older.attribution).not.toHaveProperty("firstOfKind");
});

test(
  "a visit with Global Privacy Control: no view is sent, and its lead says its visit was not counted",
  ONCE,
  async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
    await context.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
    const page = await context.newPage();
    const views: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/views") views.push(request.url());
    });
    await hydrated(page, "/?utm_source=newsletter&utm_campaign=launch");
    await hydrated(page, "/contact");
    const lead = await sendContact(page, `${unique("gpc")}@umurage.rw`);
    expect(lead.attribution).toMatchObject({ landing: "/", utmCampaign: "launch", counted: false, firstLead: true });
    expect(views).toEqual([]);
    await context.close();
  },
);

test(
  "a French visit typed in the address bar, on a phone: landing on the form, direct, in French",
  ONCE,
  async ({ browser, extraHTTPHeaders }) => {
    const context = await browser.newContext({ ...devices["Pixel 7"], extraHTTPHeaders });
    const page = await context.newPage();
    const cookies = cookiesSet(page);
    await hydrated(page, "/fr/contact");
    const email = `${unique("direct")}@umurage.rw`;
    const form = page.getByRole("main").getByRole("form");
    const values = { firstName: "Amina", lastName: "Uwimana", email, subject: "Une démo", message: "Bonjour" } as const;
    for (const [field, value] of Object.entries(values))
      await form.getByLabel(new RegExp(`^${fr.contact[field as keyof typeof values]}`)).fill(value);
    await atHumanPace(page);
    await form.getByRole("button", { name: fr.contact.send }).click();
    await expect.poll(() => leadDocuments(email).length).toBe(1);
    const [lead] = leadDocuments(email);
    expect(lead).toMatchObject({
      source: "/fr/contact",
      attribution: { landing: "/fr/contact", referrer: DIRECT, language: "fr", device: "phone" },
    });
    expect(lead!.attribution).not.toHaveProperty("utmCampaign");
    expect(cookies).toEqual([]);
    await context.close();
  },
);

test("the footer's newsletter box: the sign-up names the page it was on and the visit's landing", async ({ page }) => {
  await hydrated(page, "/blog?utm_source=partner&utm_campaign=kigali-week", { referer: "https://partner.rw/" });
  await hydrated(page, "/rw/ibiciro");
  const email = `${unique("subscriber")}@umurage.rw`;
  // Reached as a person reaches it, scrolling: its code comes on the way, and the form then sends the visitor's own
  // token (a box still waiting for its code keeps the page's, which atHumanPace would wait for in vain).
  await scrollToLoaded(page, "newsletter");
  const box = page.getByRole("contentinfo").getByRole("form");
  await box.getByRole("textbox").fill(email);
  await atHumanPace(page);
  await box.getByRole("button").click();
  await expect
    .poll(() => leadDocuments(email, undefined, "subscriber").length, { message: "the subscriber reaches Sanity" })
    .toBe(1);
  expect(leadDocuments(email, undefined, "subscriber")[0]).toMatchObject({
    source: "/rw/ibiciro",
    attribution: {
      landing: "/blog",
      referrer: "partner.rw",
      utmSource: "partner",
      utmCampaign: "kigali-week",
      language: "rw",
      counted: true,
      firstLead: true,
    },
  });
});
