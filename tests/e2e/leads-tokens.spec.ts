import { rmSync } from "node:fs";
import path from "node:path";
import { E2E_SECRETS } from "../../scripts/e2e-env.mjs";
import { E2E_MIN_FILL_MS } from "../../playwright.config";
import { signFormToken } from "../../app/leads/tokens.server";
import { expect, ONCE, atHumanPace, scrollToLoaded, startMockedServer, test } from "../playwright-utils";
import { leadDocuments, unique, writesIn } from "./leads-kit";

/*
 * Form tokens (app/leads/tokens.server.ts): a form's token says when the visitor arrived, so the too-fast check
 * counts from then, however old the cached page, and a token too old is asked to send again, every word kept.
 */

test.describe("form tokens", () => {
  test(
    "with JavaScript, the too-fast check counts from the visitor's own arrival, not the cached page's age",
    ONCE,
    async ({ page, browser, extraHTTPHeaders }) => {
      // A server of its own: its page cache is dropped by no other test's content change. (The contact page is
      // never kept; the pages that are carry the footer's newsletter box.)
      const writesFile = path.resolve(`.cache/mock-sanity/own-token-writes-${test.info().workerIndex}.json`);
      rmSync(writesFile, { force: true });
      const server = await startMockedServer({
        MOCK_SANITY_WRITES: writesFile,
        SANITY_WRITE_TOKEN: E2E_SECRETS.SANITY_WRITE_TOKEN,
        FORM_MIN_FILL_MS: String(E2E_MIN_FILL_MS),
        LEADS_SECRET: E2E_SECRETS.LEADS_SECRET,
        TRUST_PROXY: "loopback",
      });
      const subscribers = (email: string) =>
        Object.values(writesIn(writesFile).documents).filter(
          (document) => document._type === "subscriber" && document.email === email,
        );
      try {
        // The page is rendered and kept in the page cache, with its token; a visitor comes well after.
        await page.goto(`${server.url}/pricing`);
        const pageToken = await page.locator('footer input[name="formToken"]').getAttribute("value");
        await page.waitForTimeout(E2E_MIN_FILL_MS + 300);
        const visitor = await browser.newContext({ extraHTTPHeaders });
        const tab = await visitor.newPage();
        // The visitor's own token is held back until the box is filled, then sent on: a bot's pace from the moment
        // the page got it.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await tab.route("**/api/form-token", async (route) => {
          await held;
          await route.continue();
        });
        await tab.goto(`${server.url}/pricing`);
        const footer = tab.getByRole("contentinfo");
        const token = footer.locator('input[name="formToken"]');
        // The page came from the cache: the token it carries is the first visit's.
        await expect(token).toHaveAttribute("value", pageToken!);
        await scrollToLoaded(tab, "newsletter");
        const hasty = `${unique("hasty")}@bots.example`;
        await footer.getByRole("textbox", { name: "Email address" }).fill(hasty);
        release();
        await expect(token).toHaveAttribute("data-own", "");
        await footer.getByRole("button", { name: "Subscribe" }).click();
        await expect(footer.getByRole("status")).toHaveText(/^Thanks!/);
        // The same visitor taking a person's time is heard; the hasty one never was.
        const person = `${unique("patient")}@umurage.rw`;
        await footer.getByRole("textbox", { name: "Email address" }).fill(person);
        await atHumanPace(tab);
        await footer.getByRole("button", { name: "Subscribe" }).click();
        await expect.poll(() => subscribers(person).length).toBe(1);
        expect(subscribers(hasty)).toEqual([]);
        await visitor.close();
      } finally {
        await server.stop();
      }
    },
  );

  test(
    "a token older than a cached page can be is asked to send again, with every word kept",
    ONCE,
    async ({ page }) => {
      const email = `${unique("old")}@umurage.rw`;
      const answer = await page.request.post("/contact", {
        form: {
          formToken: signFormToken(E2E_SECRETS.LEADS_SECRET, Date.UTC(2020, 0, 1)),
          firstName: "Amina",
          lastName: "Uwimana",
          email,
          subject: "A demo",
          message: "Kept, every word.",
        },
      });
      expect(answer.status()).toBe(400);
      const html = await answer.text();
      expect(html).toContain("This form was open for a long time, so please send it once more");
      expect(html).toContain("Kept, every word.");
      expect(html).toContain(`value="${email}"`);
      expect(leadDocuments(email)).toEqual([]);
    },
  );
});
