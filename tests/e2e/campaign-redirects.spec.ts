import { readVisits } from "../../app/results/counter.server";
import { E2E_DATA_DIR } from "../../playwright.config";
import { expect, atHumanPace, ONCE, test } from "../playwright-utils";
import { AMINA, fillContact, leadDocuments, unique } from "./leads-kit";

/*
 * A campaign link to an address that moved (issue 62): the redirect keeps the link's tracking parameters, so the
 * visit still names its campaign where it lands, and so do its lead and its view. Every expected address is written
 * out here, never made by the code under test, and every answer is read raw (no redirect followed).
 */

const CAMPAIGN = "?utm_source=a&utm_campaign=b&x=1";

/** Each kind of redirect the site answers, with where it must lead: the query kept, tracking after it. */
const MOVED: [string, string][] = [
  // a page's English address under /fr (the French one is its own)
  [`/fr/pricing${CAMPAIGN}`, "/fr/tarifs?x=1&utm_source=a&utm_campaign=b"],
  // another spelling of a page's path
  [`/Pricing${CAMPAIGN}`, "/pricing?x=1&utm_source=a&utm_campaign=b"],
  [`/pricing/${CAMPAIGN}`, "/pricing?x=1&utm_source=a&utm_campaign=b"],
  // a post's old French address (its English name under /fr)
  [
    `/fr/blog/live-translation-in-every-conversation${CAMPAIGN}`,
    "/fr/blog/traduction-en-direct-dans-chaque-conversation?x=1&utm_source=a&utm_campaign=b",
  ],
  // a redirect an editor keeps in the Studio (/plans → the pricing page), in French
  [`/fr/plans${CAMPAIGN}`, "/fr/tarifs?x=1&utm_source=a&utm_campaign=b"],
  // the first page of the blog's list, which is the blog (its own query dropped, the campaign kept)
  [`/blog/page/1${CAMPAIGN}`, "/blog?utm_source=a&utm_campaign=b"],
  // a page's Markdown twin at an English address under /fr
  [`/fr/pricing.md${CAMPAIGN}`, "/fr/tarifs.md?x=1&utm_source=a&utm_campaign=b"],
  // a file each language has, in another spelling
  [`/FR/llms.txt${CAMPAIGN}`, "/fr/llms.txt?utm_source=a&utm_campaign=b"],
  // the parameters in any spelling and order, click ids too
  ["/fr/pricing?gclid=g1&x=1&UTM_Source=News%20Letter", "/fr/tarifs?x=1&gclid=g1&UTM_Source=News%20Letter"],
];

test("every kind of redirect carries the link's tracking parameters, in one hop", ONCE, async ({ request }) => {
  for (const [asked, expected] of MOVED) {
    // Twice: the second answer comes from the page cache, which keeps one redirect for every campaign.
    for (const time of ["first", "kept"]) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), `${asked} (${time})`).toBe(301);
      expect(response.headers()["location"], `${asked} (${time})`).toBe(expected);
    }
  }
  // A redirect kept from one campaign is not another's: each request gets its own parameters.
  const other = await request.get("/fr/pricing?utm_source=c&x=1", { maxRedirects: 0 });
  expect(other.headers()["location"]).toBe("/fr/tarifs?x=1&utm_source=c");
  const none = await request.get("/fr/pricing?x=1", { maxRedirects: 0 });
  expect(none.headers()["location"]).toBe("/fr/tarifs?x=1");
});

test("a campaign link to an editor's redirect: the view and the lead name its source and campaign", async ({
  page,
}) => {
  const campaign = unique("moved");
  await page.goto(`/plans?utm_source=a&utm_campaign=${campaign}&x=1`);
  await expect(page).toHaveURL(new RegExp(`/pricing\\?x=1&utm_source=a&utm_campaign=${campaign}$`));
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // The view, counted for the page it landed on, under its campaign (the store is written every few seconds).
  await expect
    .poll(() => readVisits(E2E_DATA_DIR).rows.filter((row) => row.campaign === campaign), { timeout: 20_000 })
    .toEqual([expect.objectContaining({ path: "/pricing", language: "en", source: "a", views: 1 })]);

  await page.goto("/contact");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const email = `${campaign}@umurage.rw`;
  const form = await fillContact(page, AMINA(email));
  await atHumanPace(page);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect.poll(() => leadDocuments(email).length).toBe(1);
  expect(leadDocuments(email)[0]).toMatchObject({
    source: "/contact",
    attribution: { landing: "/pricing", utmSource: "a", utmCampaign: campaign, language: "en" },
  });
});
