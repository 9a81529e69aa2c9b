import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { evaluateGroq, parseNdjson } from "@shared/content/groq";
import { PAGES, SEARCH_API_ROUTE } from "@shared/addresses/pages";
import { loadSearchSources, SEARCH_KINDS, searchDocuments } from "~/search/corpus";
import { SEARCH_TUNING } from "~/search/tuning";
import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import { LOCALES, localePath } from "@shared/addresses/locales";
import { expect, expectNoAxeViolations, ONCE, test } from "../playwright-utils";

/*
 * The site search (app/search): the results page without scripts, the header's dialog by keyboard, bad input, and
 * the demo assistant answering from the site. A live edit becoming searchable is in mock-sanity.spec.ts (it steers
 * the mocked Sanity the whole suite shares).
 */

const en = DICTIONARIES.en;

/** The header's search: a link to the results page, which opens the dialog once the page's scripts run. */
const searchButton = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^(Search|Rechercher|Shakisha)/ });

test.describe("the results page, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search leads to a GET form whose results link to their place on the page", async ({ page }) => {
    await page.goto("/about");
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.searchPage.heading);
    await expect(page.getByText(en.searchPage.empty)).toBeVisible();
    const field = page.getByRole("searchbox", { name: en.search.label });
    await field.fill("free trial");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=free\+trial$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      /^\d+ results for “free trial”$/,
    );
    const questions = page.getByRole("region", { name: en.search.kinds.faq });
    await expect(questions.getByRole("link", { name: "Is there a free trial?" })).toBeVisible();
    // The words that matched are marked.
    await expect(questions.locator("mark").first()).toHaveText(/^(free|trial)$/i);
    await questions.getByRole("link", { name: "Is there a free trial?" }).click();
    await expect(page).toHaveURL(/\/pricing#faq-faq-1$/);
    await expect(page.locator("#faq-faq-1")).toBeInViewport();
  });

  test("groups results by kind, in each language, and links them in that language", async ({ page }) => {
    await page.goto("/fr/search?q=traduction");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const groups = page.locator("main section h3");
    const names = await groups.allTextContents();
    expect(names.length).toBeGreaterThan(1);
    const order = SEARCH_KINDS.map((kind) => DICTIONARIES.fr.search.kinds[kind]);
    expect(names.map((name) => order.indexOf(name))).toEqual([...names.map((name) => order.indexOf(name))].sort());
    for (const href of await page.locator("main ol a").evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^\/fr(\/|#|$)/);
  });

  test("no result: an honest state, searches to try and the contact link, kept from search engines and caches", async ({
    page,
  }) => {
    const response = await page.goto("/search?q=qwxzvb");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { name: "Nothing on the site matches “qwxzvb”." })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: en.searchPage.suggestions[0]!, exact: true }).click();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
      /results? for “pricing”/,
    );
    await page.goto("/search?q=qwxzvb");
    await page.getByRole("main").getByRole("link", { name: en.searchPage.contact }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test("every page's header holds the search, in the page's language", ONCE, async ({ request }) => {
  const paths = [...PAGES.map((page) => page.path), "/education", "/blog/live-translation-in-every-conversation"];
  for (const locale of LOCALES)
    for (const path of paths) {
      const html = await (await request.get(localePath(locale, path))).text();
      const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
      expect(header, `${locale} ${path}`).toContain(`href="${localePath(locale, "/search")}"`);
      expect(header, `${locale} ${path}`).toContain(DICTIONARIES[locale].search.open);
    }
});

test(
  "every entry of the index links to a page that has its place: no link leads nowhere",
  ONCE,
  async ({ request }) => {
    const fixtures = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
    const sources = await loadSearchSources((query, params) => evaluateGroq(query, params, fixtures));
    const pages = new Map<string, Promise<{ status: number; html: string }>>();
    for (const locale of LOCALES)
      for (const document of searchDocuments(sources, locale, DICTIONARIES[locale])) {
        const [path, fragment] = document.href.split("#") as [string, string?];
        if (!pages.has(path))
          pages.set(
            path,
            request.get(path).then(async (response) => ({ status: response.status(), html: await response.text() })),
          );
        const { status, html } = await pages.get(path)!;
        expect(status, document.href).toBe(200);
        if (fragment) expect(html, document.href).toContain(`id="${fragment}"`);
      }
  },
);

test.describe("bad input", () => {
  const odd = [
    "",
    "q=",
    "q=%20%20%20",
    "q=<script>alert(1)</script>",
    `q=${"pricing ".repeat(600)}`,
    "q=pricing&q=other",
    "q[]=pricing",
    "q=%00%01%1f",
    "q=%E2%80%AE%F0%9F%99%82",
    "q=%22'%3Cb%3Ebold%3C%2Fb%3E",
    "q=*%3F(%5B",
    "other=1",
  ];

  test(
    "the results page answers 200 or 400 to anything, never 5xx, and never reflects it unescaped",
    ONCE,
    async ({ request }) => {
      for (const query of odd) {
        const response = await request.get(`/search?${query}`);
        expect([200, 400], query).toContain(response.status());
        const html = await response.text();
        expect(html, query).not.toContain("<script>alert(1)");
        expect(html, query).not.toContain("<b>");
      }
      // A long query is cut: the page shows no more of it than SEARCH_TUNING allows.
      const html = await (await request.get(`/search?q=${"pricing ".repeat(600)}`)).text();
      const shown = html.match(/results? for “([^”]*)”/)?.[1] ?? "";
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThanOrEqual(SEARCH_TUNING.maxQueryLength);
      expect(shown.split(" ").length).toBeLessThanOrEqual(SEARCH_TUNING.maxQueryTerms);
    },
  );

  test(
    "the search endpoint too, in JSON, and refuses an unknown language and other methods",
    ONCE,
    async ({ request }) => {
      for (const query of odd) {
        const response = await request.get(`${SEARCH_API_ROUTE.path}?lang=en&${query}`);
        expect(response.status(), query).toBe(200);
        expect(response.headers()["cache-control"]).toBe("no-store");
        const body = await response.json();
        expect(Array.isArray(body.hits), query).toBe(true);
      }
      expect((await request.get(`${SEARCH_API_ROUTE.path}?lang=xx&q=pricing`)).status()).toBe(400);
      expect((await request.get(`${SEARCH_API_ROUTE.path}?lang[]=en&q=pricing`)).status()).toBe(200);
      expect((await request.post(`${SEARCH_API_ROUTE.path}?q=pricing`)).status()).toBe(405);
    },
  );
});

test.describe("the search dialog", () => {
  test("opens with Ctrl+K, shows results as you type, and is driven by arrows, Enter and Escape", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/features", { waitUntil: "networkidle" });
    // The dialog's code is not part of the page's first load.
    const loadedBefore = scripts.length;
    expect(scripts.some((url) => /SearchDialog/.test(url))).toBe(false);

    await page.locator("body").press("Control+k");
    const dialog = page.getByRole("dialog", { name: en.search.label });
    await expect(dialog).toBeVisible();
    expect(scripts.slice(loadedBefore).some((url) => /SearchDialog/.test(url))).toBe(true);
    const combobox = dialog.getByRole("combobox", { name: en.search.label });
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveAttribute("aria-expanded", "false");

    await combobox.pressSequentially("pricng");
    await expect(dialog.getByRole("status")).toHaveText(/results? for “pricng”/);
    const listbox = dialog.getByRole("listbox");
    await expect(listbox.getByRole("option").first()).toContainText("Pricing");
    await expect(combobox).toHaveAttribute("aria-expanded", "true");

    // Down chooses the first result, Up from the first the last; the field keeps focus and says which is chosen.
    await combobox.press("ArrowDown");
    const first = listbox.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await combobox.press("ArrowUp");
    await expect(listbox.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
    await combobox.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toBeFocused();
    // A word more: what was chosen belonged to the previous words, so nothing is chosen any more.
    await combobox.press("End");
    await combobox.pressSequentially(" plans");
    await expect(combobox).not.toHaveAttribute("aria-activedescendant");
    // (the results of the new words have come when the dialog says so)
    await expect(dialog.getByRole("status")).toHaveText(/results? for “pricng plans”/);
    await expect(listbox.getByRole("option").first()).toContainText("Pricing");
    await combobox.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await combobox.press("Enter");
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(dialog).toBeHidden();
    // Focus is where the result led: the page's main content.
    await expect(page.locator("#main")).toBeFocused();
  });

  test("Escape and the close button close it, and focus goes back where it was", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const button = searchButton(page);
    await button.click();
    const dialog = page.getByRole("dialog", { name: en.search.label });
    const combobox = dialog.getByRole("combobox");
    await combobox.fill("translation");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await combobox.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: en.search.close }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  for (const when of ["before the first question", "after an answer"] as const) {
    test(`offline ${when}: the dialog says it is not answering, the page stays, and back online it answers`, async ({
      page,
      context,
    }) => {
      await page.goto("/features", { waitUntil: "networkidle" });
      const heading = page.getByRole("heading", { level: 1 });
      const title = await heading.textContent();
      // The dialog, once open, has asked the endpoint (its route known to the router, the question answered).
      const asked = page.waitForResponse((response) => response.url().includes(SEARCH_API_ROUTE.path));
      await page.locator("body").press("Control+k");
      await asked;
      const dialog = page.getByRole("dialog", { name: en.search.label });
      const combobox = dialog.getByRole("combobox", { name: en.search.label });
      const status = dialog.getByRole("status");
      if (when === "after an answer") {
        await combobox.fill("security");
        await expect(status).toHaveText(/results? for “security”/);
      }
      await context.setOffline(true);
      await combobox.fill("pricing");
      await expect(status).toHaveText(en.search.failed);
      await expect(dialog.getByRole("option")).toHaveCount(0);
      await expect(combobox).toHaveAttribute("aria-expanded", "false");
      // Said in the dialog, not by an error page in place of the page.
      await expect(heading).toHaveText(title!);
      await expect(combobox).toBeFocused();

      await context.setOffline(false);
      await combobox.pressSequentially(" plans");
      await expect(status).toHaveText(/results? for “pricing plans”/);
      await expect(dialog.getByRole("option").first()).toContainText("Pricing");
    });
  }

  test("Enter with no result chosen opens the results page for what was typed", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.locator("body").press("Control+k");
    const combobox = page.getByRole("combobox", { name: en.search.label });
    await combobox.fill("security");
    await expect(page.getByRole("option").first()).toBeVisible();
    await combobox.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=security$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
      /results? for “security”/,
    );
  });

  for (const locale of LOCALES) {
    test(`axe finds nothing on the results page and in the open dialog (${locale})`, async ({ page }) => {
      const t = DICTIONARIES[locale].search;
      const { suggestions } = DICTIONARIES[locale].searchPage;
      await page.goto(`${localePath(locale, "/search")}?q=${encodeURIComponent(suggestions[1]!)}`, {
        waitUntil: "networkidle",
      });
      await expect(page.locator("main ol li").first()).toBeVisible();
      await expectNoAxeViolations(page);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await searchButton(page).click();
      const dialog = page.getByRole("dialog", { name: t.label });
      await dialog.getByRole("combobox").fill(suggestions[2]!);
      await expect(dialog.getByRole("option").first()).toBeVisible();
      await dialog.getByRole("combobox").press("ArrowDown");
      await expectNoAxeViolations(page);
    });
  }

  test("the results page holds at 360 px, the narrowest phone: no overflow, whatever the query", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const query of ["translation", "x".repeat(100), "qwxzvb"]) {
      await page.goto(`/rw/search?q=${query}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), query).toBe(true);
    }
  });
});

test.describe("the demo assistant answers from the site", () => {
  /** Sends a message in the open channel, and waits for the assistant's reply to it. */
  const ask = async (page: Page, path: string, message: string) => {
    await page.goto(path, { waitUntil: "networkidle" });
    const log = page.getByRole("log");
    // The assistant's messages (each says who speaks, for screen readers); the typing indicator is not one.
    const replies = log.getByRole("listitem").filter({ hasText: /^(Assistant|Assistant|Umufasha)\s?:/ });
    const before = await replies.count();
    const draft = page.getByRole("textbox", { name: /#/ });
    await draft.fill(message);
    const sentAt = Date.now();
    await draft.press("Enter");
    await expect(replies).toHaveCount(before + 1, { timeout: 10_000 });
    return { reply: replies.last(), after: Date.now() - sentAt };
  };

  test("“Is there a free trial?”: 30 days, no credit card, with its source, after the typing", async ({ page }) => {
    const { reply, after } = await ask(page, "/chatbot", "Is there a free trial?");
    expect(after).toBeGreaterThanOrEqual(1000);
    await expect(reply).toContainText("30");
    await expect(reply).toContainText(/credit card/i);
    const source = reply.getByRole("link", { name: "Source: Pricing" });
    await expect(source).toHaveAttribute("href", "/pricing#faq-faq-1");
    await source.click();
    await expect(page).toHaveURL(/\/pricing#faq-faq-1$/);
  });

  test("the annual discount and the payment methods", async ({ page }) => {
    const discount = await ask(page, "/chatbot", "Do you give a discount for annual billing?");
    await expect(discount.reply).toContainText(/20\s?%/);
    const methods = await ask(page, "/chatbot", "Which payment methods do you accept?");
    await expect(methods.reply).toContainText(/PayPal/);
    await expect(methods.reply).toContainText(/bank transfer/i);
    await expect(methods.reply).toContainText(/invoic/i);
  });

  test("in French on /fr/demo-de-l-assistant-ia, with the French source", async ({ page }) => {
    const { reply } = await ask(page, "/fr/demo-de-l-assistant-ia", "Y a-t-il un essai gratuit ?");
    await expect(reply).toContainText("30 jours");
    await expect(reply.getByRole("link", { name: /^Source\s:\sTarifs$/ })).toHaveAttribute(
      "href",
      "/fr/tarifs#faq-faq-1",
    );
  });

  test("the spec's rules still come first, and a message the site does not answer gets a generic reply", async ({
    page,
  }) => {
    const roadmap = await ask(page, "/chatbot", "What is the plan for Q4 pricing?");
    await expect(roadmap.reply).toContainText("Q3 — AI Assistants");
    await expect(roadmap.reply.getByRole("link")).toHaveCount(0);
    const hello = await ask(page, "/chatbot", "hello there");
    const text = (await hello.reply.innerText()).replace(/^Assistant:\s*/, "");
    expect(en.chat.replies.generic.some((generic) => text.startsWith(generic))).toBe(true);
    await expect(hello.reply.getByRole("link")).toHaveCount(0);
  });
});
