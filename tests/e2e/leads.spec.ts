import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_ROOT, E2E_SECRETS } from "../../scripts/e2e-env.mjs";
import { writeJson } from "../../scripts/write-json.mjs";
import { E2E_DATA_DIR, E2E_MIN_FILL_MS } from "../../playwright.config";
import { LEAD_ID_PREFIX } from "../../app/leads/service.server";
import { readStore } from "../../app/leads/store.server";
import { startSmtp } from "../support/smtp";
import {
  expect,
  expectNoAxeViolations,
  ONCE,
  atHumanPace,
  scrollToLoaded,
  sendWithoutScripts,
  startMockedServer,
  test,
} from "../playwright-utils";
import { AMINA, fillContact, leadDocuments, unique, writesIn } from "./leads-kit";

/*
 * The lead forms end to end, in real Chromium against the production build: what the visitor sees, what reaches the
 * mocked Sanity's mutate API (msw, in the server's process, recorded in MOCK_SANITY_WRITES), and what the local
 * store under DATA_DIR keeps. Each test posts from an address of its own (X-Forwarded-For: tests/playwright-utils.ts),
 * so the rate limit of one test never touches another.
 */

test.describe("the contact form, with JavaScript", () => {
  test("checks in the browser, sends without a reload, shows that it is sending, and the lead reaches Sanity", async ({
    page,
  }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const email = `${unique("amina")}@umurage.rw`;
    const form = await fillContact(page, { ...AMINA("amina@umurage"), "Last name": "" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("Last name")).toBeFocused();
    await expect(form.getByLabel("Last name")).toHaveAccessibleDescription("Please enter your last name.");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(/valid email address/);
    await expect(form.getByLabel("Message")).toHaveValue(AMINA("").Message);

    await fillContact(page, { "Last name": "Uwimana", Email: email });
    await atHumanPace(page);
    // The post is held until the pending state has been seen: on a busy machine a fixed delay could end first.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact.data*", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
    release();
    const thanks = page.getByRole("status").filter({ hasText: "Thanks, Amina!" });
    await expect(thanks).toContainText("Your message has reached our team in Kigali.");
    await expect(thanks).toBeFocused();
    await expect(form.getByLabel("First name")).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await expect.poll(() => leadDocuments(email).length).toBe(1);
    const [lead] = leadDocuments(email);
    expect(lead).toMatchObject({
      _type: "lead",
      status: "new",
      firstName: "Amina",
      lastName: "Uwimana",
      email,
      company: "Umurage School",
      subject: "A demo for our school",
      message: "Could we see a demo next week?\n<b>Thanks</b> & see you",
    });
    expect(lead?._id).toMatch(/^leads\.[0-9a-f]{32}$/);
    await expectNoAxeViolations(page);
  });

  test("refuses a 10 kB message politely, beside the field, keeping every word", ONCE, async ({ page }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    const long = "Ndashaka kumenya byinshi. ".repeat(400);
    const form = await fillContact(page, { ...AMINA(`${unique("long")}@umurage.rw`), Message: long });
    await expect(form.getByText(`${long.length.toLocaleString("en")} of 5,000 characters.`)).toBeVisible();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("Message")).toBeFocused();
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/longer than 5,000 characters/);
    await expect(form.getByLabel("Message")).toHaveValue(long);
  });
});

test.describe("the contact form, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "shows the server's errors beside the fields with the input kept, then thanks and delivers",
    ONCE,
    async ({ page }) => {
      await page.goto("/contact");
      const email = `${unique("nojs")}@umurage.rw`;
      const form = await fillContact(page, { "First name": "Jean", Email: "jean@", Message: "Muraho! <i>Hello</i>" });
      // Sent at a person's pace, as every post here: one sooner after the page was made is taken for a bot's, and
      // thanked without a word about its fields (the page may have just been rendered, or come from the cache).
      await atHumanPace(page);
      await sendWithoutScripts(page, form.getByRole("button", { name: "Send message" }));
      await expect(page).toHaveURL(/\/contact$/);
      await expect(form.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Last name")).toHaveAccessibleDescription("Please enter your last name.");
      await expect(form.getByLabel("Email")).toHaveAccessibleDescription(/valid email address/);
      await expect(form.getByLabel("Subject")).toHaveAccessibleDescription(/what your message is about/);
      await expect(form.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("First name")).toHaveValue("Jean");
      await expect(form.getByLabel("Email")).toHaveValue("jean@");
      await expect(form.getByLabel("Message")).toHaveValue("Muraho! <i>Hello</i>");

      await fillContact(page, { "Last name": "Habimana", Email: email, Subject: "Pricing for 40 staff" });
      await atHumanPace(page);
      await sendWithoutScripts(page, form.getByRole("button", { name: "Send message" }));
      await expect(page.getByRole("status").filter({ hasText: "Thanks, Jean!" })).toBeVisible();
      await expect.poll(() => leadDocuments(email).length).toBe(1);
      expect(leadDocuments(email)[0]).toMatchObject({
        firstName: "Jean",
        lastName: "Habimana",
        company: "",
        message: "Muraho! <i>Hello</i>",
      });
    },
  );

  test(
    "thanks and drops a post sent faster than a person types, and one with the honeypot filled",
    ONCE,
    async ({ page }) => {
      // A script that fetches the page and posts at once, as bots do.
      const fast = `${unique("fast")}@bots.example`;
      const html = await (await page.request.get("/contact")).text();
      const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
      const quick = await page.request.post("/contact", {
        form: {
          formToken: token,
          firstName: "Amina",
          lastName: "Uwimana",
          email: fast,
          subject: "Hi",
          message: "Buy now",
        },
      });
      expect(quick.status()).toBe(200);
      expect(await quick.text()).toContain("Your message has reached our team");

      const trapped = `${unique("trap")}@bots.example`;
      await page.goto("/contact");
      const form = await fillContact(page, AMINA(trapped));
      await form
        .locator('input[name="website"]')
        .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
      await atHumanPace(page);
      await sendWithoutScripts(page, form.getByRole("button", { name: "Send message" }));
      await expect(page.getByRole("status").filter({ hasText: "Thanks, Amina!" })).toBeVisible();

      // Neither reached Sanity nor the local store, while a person's message sent just after does.
      const person = `${unique("person")}@umurage.rw`;
      await page.goto("/contact");
      await fillContact(page, AMINA(person));
      await atHumanPace(page);
      await sendWithoutScripts(page, form.getByRole("button", { name: "Send message" }));
      await expect.poll(() => leadDocuments(person).length).toBe(1);
      const stored = [...readStore(E2E_DATA_DIR).state.entries.values()].map((entry) => JSON.stringify(entry));
      expect(stored.filter((entry) => entry.includes(person))).toHaveLength(1);
      for (const address of [fast, trapped]) {
        expect(leadDocuments(address)).toEqual([]);
        expect(stored.filter((entry) => entry.includes(address))).toEqual([]);
      }
    },
  );

  test("answers the sixth post in a minute with 429, a friendly message and the input kept", ONCE, async ({ page }) => {
    await page.goto("/newsletter");
    for (let i = 0; i < 5; i++) {
      const answer = await page.request.post("/newsletter", { form: { email: "not-an-email" } });
      expect(answer.status()).toBe(400);
    }
    const form = page.getByRole("main").getByRole("form", { name: "Subscribe to the newsletter" });
    await form.getByRole("textbox", { name: "Email address" }).fill("amina@umurage.rw");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      sendWithoutScripts(page, form.getByRole("button", { name: "Subscribe" })),
    ]);
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(form.getByRole("status")).toContainText(
      /You've sent several forms in the last minute\. Please wait \d+ seconds/,
    );
    await expect(form.getByRole("textbox", { name: "Email address" })).toHaveValue("amina@umurage.rw");
  });

  test("the footer's newsletter box lands on /newsletter with the answer", ONCE, async ({ page }) => {
    await page.goto("/pricing");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill("not-an-email");
    await atHumanPace(page);
    await sendWithoutScripts(page, footer.getByRole("button", { name: "Subscribe" }));
    await expect(page).toHaveURL(/\/newsletter$/);
    const form = page.getByRole("main").getByRole("form", { name: "Subscribe to the newsletter" });
    await expect(form.getByRole("status")).toHaveText(/valid email address/);
    await expect(form.getByRole("textbox", { name: "Email address" })).toHaveValue("not-an-email");
    await form.getByRole("textbox", { name: "Email address" }).fill(`${unique("footer")}@umurage.rw`);
    await atHumanPace(page);
    await sendWithoutScripts(page, form.getByRole("button", { name: "Subscribe" }));
    await expect(form.getByRole("status")).toHaveText("Thanks! You're on the list for the Ihuza newsletter.");
  });
});

test(
  "refuses a 1 MB post with 413 before reading it, and anything that is not a form with 415",
  ONCE,
  async ({ request }) => {
    const huge = await request.post("/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `message=${"a".repeat(1024 * 1024)}`,
    });
    expect(huge.status()).toBe(413);
    expect(huge.headers()["cache-control"]).toBe("private, no-store");
    expect(await huge.text()).toMatch(/too large/);
    const json = await request.post("/newsletter", { data: { email: "amina@umurage.rw" } });
    expect(json.status()).toBe(415);
  },
);

test(
  "the newsletter box subscribes without a reload; the same address twice is one subscriber and the same answer",
  ONCE,
  async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await scrollToLoaded(page, "newsletter");
    const footer = page.getByRole("contentinfo");
    const input = footer.getByRole("textbox", { name: "Email address" });
    await input.fill("not-an-email");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status")).toHaveText(/valid email address/);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("not-an-email");

    const email = `${unique("news")}@umurage.rw`;
    const answers: string[] = [];
    for (let i = 0; i < 2; i++) {
      await input.fill(email);
      await atHumanPace(page);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await expect(footer.getByRole("status")).toHaveText(/^Thanks!/);
      await expect(footer.getByRole("status")).toBeFocused();
      answers.push((await footer.getByRole("status").textContent()) ?? "");
      await expect(input).toHaveValue("");
    }
    expect(answers[0]).toBe(answers[1]);
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() =>
        Object.values(writesIn().documents).filter(
          (document) => document._type === "subscriber" && document.email === email,
        ),
      )
      .toHaveLength(1);
  },
);

test(
  "while Sanity refuses writes the visitor is thanked, the lead waits in the local store, and reaches Sanity exactly once after",
  ONCE,
  async ({ page }) => {
    test.slow(); // it starts a server of its own and runs the leads CLI twice: slow on a busy machine
    const worker = test.info().workerIndex;
    const controlFile = path.resolve(`.cache/mock-sanity/leads-${worker}.json`);
    const writesFile = path.resolve(`.cache/mock-sanity/leads-writes-${worker}.json`);
    const dataDir = path.resolve(E2E_DATA_ROOT, `leads-${worker}`);
    // A retry of this test starts from nothing: no lead or write left by the try before.
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(writesFile, { force: true });
    const { withMockSanity } = await import("../playwright-utils");
    await withMockSanity(
      { mutate: { status: 500 } },
      async () => {
        const server = await startMockedServer({
          MOCK_SANITY_PATCHES: controlFile,
          MOCK_SANITY_WRITES: writesFile,
          DATA_DIR: dataDir,
          SANITY_WRITE_TOKEN: E2E_SECRETS.SANITY_WRITE_TOKEN,
          FORM_MIN_FILL_MS: String(E2E_MIN_FILL_MS),
          LEADS_SECRET: E2E_SECRETS.LEADS_SECRET,
          // Tries at most 2 s apart, so the retry after Sanity is back comes within the test's wait on a busy machine.
          LEADS_RETRY_MAX_SECONDS: "2",
        });
        try {
          const email = `${unique("outage")}@umurage.rw`;
          await page.goto(`${server.url}/contact`, { waitUntil: "networkidle" });
          const form = await fillContact(page, AMINA(email));
          await atHumanPace(page);
          await form.getByRole("button", { name: "Send message" }).click();
          await expect(page.getByRole("status").filter({ hasText: "Thanks, Amina!" })).toBeVisible();

          // Sanity said no; the lead is in the local store, and `npm run leads` lists it as waiting.
          await expect
            .poll(
              () =>
                writesIn(writesFile).requests.filter(
                  (request) => request.status === 500 && request.ids.some((id) => id.startsWith(LEAD_ID_PREFIX)),
                ).length,
            )
            .toBeGreaterThan(0);
          const waiting = () =>
            execFileSync("npx", ["tsx", "server/commands/leads.ts"], {
              env: { ...process.env, DATA_DIR: dataDir },
              encoding: "utf8",
            });
          expect(waiting()).toMatch(/Waiting for delivery: 1 [\s\S]*lead Amina Uwimana → sanity/);
          expect(leadDocuments(email, writesFile)).toEqual([]);

          // Sanity answers again: the retry delivers it, once.
          writeJson(controlFile, {});
          await expect.poll(() => leadDocuments(email, writesFile).length, { timeout: 20_000 }).toBe(1);
          // The store marks it delivered once Sanity's answer is in (the CLI reads the journal as it stands then).
          await expect.poll(waiting, { timeout: 20_000 }).toMatch(/Waiting for delivery: nothing/);
          // Delivered once: counted once the server has stopped, which a delivery under way ends first (deliveries go
          // one at a time, and the lead was marked delivered: no retry of it can come after).
          await server.stop();
          const accepted = writesIn(writesFile).requests.filter(
            (request) => request.status === 200 && request.ids.some((id) => id.startsWith(LEAD_ID_PREFIX)),
          );
          expect(accepted).toHaveLength(1);
          expect(
            execFileSync("npx", ["tsx", "server/commands/leads.ts", "--csv"], {
              env: { ...process.env, DATA_DIR: dataDir },
              encoding: "utf8",
            }),
          ).toContain(
            `Amina,Uwimana,${email},Umurage School,A demo for our school,"Could we see a demo next week?\n<b>Thanks</b> & see you",`,
          );
        } finally {
          await server.stop();
        }
      },
      controlFile,
    );
  },
);

test(
  "double opt-in: the confirmation email's link confirms on a button press, and its unsubscribe link unsubscribes",
  ONCE,
  async ({ page }) => {
    const smtp = await startSmtp();
    const writesFile = path.resolve(`.cache/mock-sanity/optin-writes-${test.info().workerIndex}.json`);
    const server = await startMockedServer({
      MOCK_SANITY_WRITES: writesFile,
      SANITY_WRITE_TOKEN: E2E_SECRETS.SANITY_WRITE_TOKEN,
      SMTP_URL: smtp.url,
      FORM_MIN_FILL_MS: String(E2E_MIN_FILL_MS),
    });
    /** A link of the email, at the site's public address (SITE_URL), followed on this test's server. */
    const linkIn = (text: string, pathname: string) => {
      const link = new RegExp(`https://www\\.ihuza\\.example${pathname}\\?token=\\S+`).exec(text)![0];
      return `${server.url}${link.slice("https://www.ihuza.example".length)}`;
    };
    try {
      const email = `${unique("optin")}@umurage.rw`;
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      await scrollToLoaded(page, "newsletter");
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("textbox", { name: "Email address" }).fill(email);
      await atHumanPace(page);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await expect(footer.getByRole("status")).toHaveText(/check your inbox/);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual([email]);
      const subscriber = () =>
        Object.values(writesIn(writesFile).documents).find((document) => document.email === email);
      await expect.poll(() => subscriber()?.status).toBe("pending");

      const confirm = linkIn(mail!.text, "/newsletter/confirm");
      await page.goto(confirm);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
      expect(subscriber()?.status).toBe("pending"); // opening the link (as a mail scanner would) changes nothing
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(/You're subscribed/);
      await expect.poll(() => subscriber()?.status).toBe("confirmed");
      await expectNoAxeViolations(page);

      await page.goto(`${confirm.slice(0, -3)}xyz`);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(/This link doesn't work/);

      const unsubscribe = linkIn(mail!.text, "/newsletter/unsubscribe");
      // A mail program's one-click unsubscribe (RFC 8058).
      const oneClick = await page.request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
      expect(oneClick.status()).toBe(200);
      await expect.poll(() => subscriber()?.status).toBe("unsubscribed");
    } finally {
      await server.stop();
      await smtp.close();
    }
  },
);
