import type { Page } from "@playwright/test";
import { FORM_TOKEN_ROUTE, SEARCH_API_ROUTE, VIEWS_ROUTE } from "@shared/addresses/pages";
import { localePath } from "@shared/addresses/locales";
import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import { fill } from "@shared/dictionaries/fill";
import { formatPrice } from "~/lib/format";
import { expect, isPhone, PHONE_ONLY, stopTheClock, test } from "../playwright-utils";

/**
 * What the page sends while the visitor uses it: every request but the site's own code and files fetched by GET,
 * which carry nothing the visitor typed: Remix's route discovery, the favicon (fetched whenever the browser likes),
 * script chunks (a section's, when it comes near or at the first key press: app/lib/loads-near.tsx), the footer
 * form's own token (asked for when the form is shown: SpamTrap), and the site's own search, which the assistant asks
 * about every message (its answer about a plan the message names comes before the reply rules: search.spec.ts
 * follows it).
 */
function recordRequests(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const ownFile =
      request.method() === "GET" &&
      (url.pathname === "/__manifest" ||
        url.pathname === "/favicon.svg" ||
        url.pathname === FORM_TOKEN_ROUTE.path ||
        (url.origin === new URL(page.url() || "http://localhost").origin && url.pathname === SEARCH_API_ROUTE.path) ||
        url.pathname.startsWith("/assets/"));
    if (!ownFile) requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

/**
 * Opens a page and waits for its view to be counted: the page's one beacon, sent once React has run, which on a busy
 * machine may leave after the network has been idle. What the visitor then does is all that sends anything.
 */
async function openCounted(page: Page, path: string) {
  const counted = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === VIEWS_ROUTE.path,
  );
  await page.goto(path, { waitUntil: "networkidle" });
  await counted;
}

async function openChannel(page: Page, name: string) {
  if (isPhone(page)) await page.getByRole("button", { name: "Open spaces and channels" }).click();
  await page
    .getByRole("dialog", { name: "Spaces and channels" })
    .or(page.getByRole("complementary", { name: "Workspace" }))
    .getByRole("button", { name: new RegExp(`^${name}( \\d+ unread)?$`) })
    .click();
}

test.describe("/chatbot", () => {
  test.beforeEach(async ({ page }) => {
    await openCounted(page, "/chatbot");
  });

  test("Enter sends, Shift+Enter adds a line, the assistant types then replies by the rules", async ({ page }) => {
    const requests = recordRequests(page);
    const log = page.getByRole("log", { name: "Messages in #general" });
    const draft = page.getByRole("textbox", { name: "Message #general" });
    await draft.fill("   ");
    await draft.press("Enter");
    await expect(log.getByRole("listitem")).toHaveCount(3);

    await draft.fill("What's on the roadmap");
    await draft.press("Shift+Enter");
    await draft.pressSequentially("for Q3?");
    await expect(draft).toHaveValue("What's on the roadmap\nfor Q3?");
    // The typing indicator shows for a second or two: the page itself notes whether it ever appeared, so a busy
    // machine cannot make the test miss it.
    await page.evaluate(() => {
      const seen = window as unknown as { sawTyping?: boolean };
      seen.sawTyping = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="typing-indicator"]')) seen.sawTyping = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    const sentAt = Date.now();
    await draft.press("Enter");
    await expect(draft).toHaveValue("");
    await expect(log.getByRole("listitem").nth(3)).toContainText("You: What's on the roadmap\nfor Q3?");
    await expect(log.getByRole("listitem").nth(3).locator("time")).toHaveText(/^\d\d:\d\d$/);
    await expect(log.getByRole("listitem").nth(4)).toContainText("Q3 — AI Assistants", { timeout: 10_000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);
    expect(await page.evaluate(() => (window as unknown as { sawTyping?: boolean }).sawTyping)).toBe(true);
    await expect(page.getByTestId("typing-indicator")).toBeHidden();

    await draft.fill("I found a bug");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(log.getByRole("listitem").last()).toContainText(
      "Ticket #451 was created and assigned to the on-call team",
      { timeout: 10_000 },
    );

    // The newest message is scrolled into view.
    const atBottom = await log.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 4);
    expect(atBottom).toBe(true);
    expect(requests).toEqual([]);
  });

  test("channels keep their own conversations; selecting one clears its unread count", async ({ page }) => {
    // The page's clock stands still while the visitor moves away, so the reply lands after they have left
    // #general however long that takes on a busy machine.
    const start = new Date("2026-11-02T09:00:00Z");
    await page.clock.install({ time: start });
    await page.goto("/chatbot", { waitUntil: "networkidle" });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000)); // well ahead of the page's load, then still
    const draft = page.getByRole("textbox", { name: "Message #general" });
    await draft.fill("Hello there");
    await draft.press("Enter");
    await openChannel(page, "tickets");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("#tickets");
    await expect(page.getByRole("log", { name: "Messages in #tickets" })).toContainText("#447");
    if (isPhone(page)) await expect(page.getByRole("dialog", { name: "Spaces and channels" })).toBeHidden();
    if (isPhone(page)) await page.getByRole("button", { name: "Open spaces and channels" }).click();
    const panel = isPhone(page)
      ? page.getByRole("dialog", { name: "Spaces and channels" })
      : page.getByRole("complementary", { name: "Workspace" });
    await expect(panel.getByRole("button", { name: "tickets", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(panel.getByRole("button", { name: "roadmap 2 unread" })).toBeVisible();
    // The reply to "Hello there" arrives in #general while the visitor is away: it counts as unread.
    await page.clock.runFor(3_000);
    await page.clock.resume();
    await expect(panel.getByRole("button", { name: "general 1 unread" })).toBeVisible({ timeout: 10_000 });
    await panel.getByRole("button", { name: "general 1 unread" }).click();
    await expect(page.getByRole("log", { name: "Messages in #general" })).toContainText("Hello there");
    if (isPhone(page)) await page.getByRole("button", { name: "Open spaces and channels" }).click();
    await expect(panel.getByRole("button", { name: "general", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("selecting a space opens its first channel", async ({ page }) => {
    if (isPhone(page)) await page.getByRole("button", { name: "Open spaces and channels" }).click();
    await page.getByRole("button", { name: "Space research" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("#machine-learning");
  });

  test("new chat, emoji, attach, record and translate do what they say", async ({ page }) => {
    const requests = recordRequests(page);
    const log = page.getByRole("log", { name: "Messages in #general" });
    const draft = page.getByRole("textbox", { name: "Message #general" });

    await draft.fill("Hi");
    await page.getByRole("button", { name: "Add emoji" }).click();
    await expect(draft).toHaveValue("Hi🙂");

    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Attach file" }).click();
    await (
      await chooser
    ).setFiles({ name: "budget-2026.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from("x") });
    await expect(log.getByRole("listitem").last()).toContainText("[File attached: budget-2026.xlsx]");

    await page.getByRole("button", { name: "Record voice message" }).click();
    await expect(page.getByText("Recording...")).toBeVisible();
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(log.getByRole("listitem").last()).toContainText("[Voice message recorded]");

    await page.getByRole("button", { name: "Translate last message to English" }).click();
    await expect(draft).toHaveValue('Translate the last message to English: "[Voice message recorded]"');

    await page.getByRole("button", { name: "New chat" }).click();
    await expect(log.getByRole("listitem")).toHaveCount(1);
    await expect(log).toContainText("New conversation started. How can I help?");
    expect(requests).toEqual([]);
  });

  test("search and settings say they are coming, for four seconds", async ({ page }) => {
    // The page's clock stands still while the notice is checked, so a busy machine cannot let it expire first.
    await page.clock.install();
    await page.goto("/chatbot", { waitUntil: "networkidle" });
    await stopTheClock(page);
    const notice = (text: string) => page.getByRole("status").filter({ hasText: text });
    await page.getByRole("button", { name: "Search messages" }).click();
    await expect(notice("Search is coming soon.")).toBeVisible();
    await page.getByRole("button", { name: "Settings" }).click();
    await expect(notice("Settings are coming soon.")).toBeVisible();
    await page.clock.runFor(4_100);
    await expect(notice("Settings are coming soon.")).toBeHidden();
  });

  test("the assistant tools and quick replies fill the draft", async ({ page }) => {
    const draft = page.getByRole("textbox", { name: "Message #general" });
    const tools: [string, string][] = [
      ["Summarize chat", "Summarize this chat for me."],
      ["Create tasks", "Create tasks from this conversation."],
      ["Translate", "Translate this conversation to Kinyarwanda."],
      ["Export transcript", "Export this transcript as a PDF."],
    ];
    for (const [label, text] of tools) {
      if (isPhone(page)) await page.getByRole("button", { name: "Open assistant tools" }).click();
      const panel = isPhone(page)
        ? page.getByRole("dialog", { name: "Assistant tools" })
        : page.getByRole("complementary", { name: "Assistant" });
      await panel.getByRole("button", { name: label, exact: true }).click();
      await expect(draft).toHaveValue(text);
    }
    await draft.fill("");
    if (isPhone(page)) await page.getByRole("button", { name: "Open assistant tools" }).click();
    await page.getByRole("button", { name: "Summarize chat", exact: true }).filter({ visible: true }).click();
    await draft.press("Enter");
    await expect(page.getByRole("log").getByRole("listitem").last()).toContainText("3 action items", {
      timeout: 10_000,
    });

    for (const reply of ["On it — will update soon", "Thanks got it!", "Can you share the file?"]) {
      await page.getByRole("list", { name: "Quick replies" }).getByRole("button", { name: reply }).click();
      await expect(draft).toHaveValue(reply);
    }
  });

  // The side panels are drawers below the desktop breakpoint.
  test(
    "drawers open from buttons and close by Escape and by the backdrop, keeping focus inside",
    PHONE_ONLY,
    async ({ page }) => {
      const opener = page.getByRole("button", { name: "Open spaces and channels" });
      await opener.click();
      const drawer = page.getByRole("dialog", { name: "Spaces and channels" });
      await expect(drawer).toBeVisible();
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press("Tab");
        expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();

      await page.getByRole("button", { name: "Open assistant tools" }).click();
      const tools = page.getByRole("dialog", { name: "Assistant tools" });
      await expect(tools).toBeVisible();
      await page.mouse.click(20, 400); // the backdrop, left of the right-hand sheet
      await expect(tools).toBeHidden();
    },
  );
});

test.describe("/auth", () => {
  test("Sign In and Sign Up are tabs that work with the keyboard, and nothing is sent", async ({ page }) => {
    await openCounted(page, "/auth");
    const requests = recordRequests(page);
    const signIn = page.getByRole("tab", { name: "Sign In" });
    const signUp = page.getByRole("tab", { name: "Sign Up" });
    await expect(signIn).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "Sign In" });
    await expect(panel.getByLabel("Email")).toBeVisible();
    await expect(panel.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(panel.getByRole("link", { name: "Forgot password?" })).toBeVisible();

    await panel.getByLabel("Email").fill("amina@umurage.rw");
    await panel.getByRole("button", { name: "Sign In" }).click();
    await expect(panel.getByRole("status")).toContainText("Accounts open soon");

    await signIn.focus();
    await page.keyboard.press("ArrowRight");
    await expect(signUp).toBeFocused();
    await expect(signUp).toHaveAttribute("aria-selected", "true");
    const up = page.getByRole("tabpanel", { name: "Sign Up" });
    for (const label of ["First Name", "Last Name", "Email", "Password"])
      await expect(up.getByLabel(label)).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Sign In" })).toBeHidden();
    await up.getByRole("button", { name: "Create Account" }).click();
    await expect(up.getByRole("status")).toContainText("Accounts open soon");
    await page.keyboard.press("Home");
    await page.getByRole("tab", { name: "Sign Up" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(signIn).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/auth$/);
    expect(requests).toEqual([]);
  });

  test("Get Started opens the Sign Up tab", async ({ page }) => {
    await page.goto("/");
    if (isPhone(page)) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Get Started" }).filter({ visible: true }).first().click();
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  });
});

/** Sends `question` on the `locale` demo page; the assistant's reply (its bubble). */
async function ask(page: Page, locale: "en" | "fr" | "rw", question: string) {
  const copy = DICTIONARIES[locale].chat;
  const channel = copy.channels.general;
  await page.goto(localePath(locale, "/chatbot"), { waitUntil: "networkidle" });
  const log = page.getByRole("log", { name: fill(copy.messagesIn, { channel }) });
  const before = await log.getByRole("listitem").count();
  const draft = page.getByRole("textbox", { name: fill(copy.messageLabel, { channel }) });
  await draft.fill(question);
  await draft.press("Enter");
  // The visitor's message, then the assistant's reply.
  await expect(log.getByRole("listitem")).toHaveCount(before + 2, { timeout: 10_000 });
  return log.getByRole("listitem").last();
}

// A price question is a price question even when it says "plan", the spec's roadmap word (issue 62); only a question
// about prices in general gets every price. Expected addresses and figures written out.
test.describe("the demo assistant and the word “plan”", () => {
  for (const [locale, question] of [
    ["en", "How much does the Business plan cost?"],
    ["fr", "Combien coûte le plan Business ?"],
    ["en", "Which plans include meetings?"],
  ] as const) {
    test(`answers “${question}” with the Business plan's price`, async ({ page }) => {
      const reply = await ask(page, locale, question);
      await expect(reply).toContainText(locale === "fr" ? /14\s500\sRWF/ : /RWF\s14,500/);
      await expect(reply.getByRole("link")).toHaveAttribute(
        "href",
        locale === "fr" ? "/fr/tarifs#plan-plan-business" : "/pricing#plan-plan-business",
      );
    });
  }

  test("answers the meeting and mobile-money questions with the FAQ or its own words, never the price list", async ({
    page,
  }) => {
    const money = await ask(page, "en", "Can I pay by mobile money?");
    await expect(money).toContainText("Cards and PayPal");
    await expect(money.getByRole("link")).toHaveAttribute("href", "/pricing#faq-faq-3");
    const meeting = await ask(page, "en", "How many users can join a meeting?");
    await expect(meeting).not.toContainText("Plans, per user per month");
    await expect(meeting.getByRole("link")).toHaveCount(0);
    const roadmap = await ask(page, "en", "What is on the plan for Q3?");
    await expect(roadmap).toContainText("Q3 — AI Assistants");
  });
});

// The demo assistant knows the plans and add-ons (issue 50): asked a price in words the site does not use, in each
// language, it answers from the plan with its figure written as the page writes it, and links the plan on the pricing page.
test.describe("the demo assistant's prices", () => {
  for (const [locale, question] of [
    ["en", "How much does the Business tier cost?"],
    ["fr", "Combien coûte la formule Business ?"],
    ["rw", "Business igura angahe?"],
  ] as const) {
    test(`answers “${question}” with the Business plan's price and its link`, async ({ page }) => {
      const copy = DICTIONARIES[locale].chat;
      const reply = await ask(page, locale, question);
      await expect(reply).toContainText(formatPrice(14500, locale), { timeout: 10_000 });
      const pricing = localePath(locale, "/pricing");
      const source = reply.getByRole("link", {
        name: fill(copy.source, { source: DICTIONARIES[locale].pages["/pricing"].title }),
      });
      await expect(source).toHaveAttribute("href", `${pricing}#plan-plan-business`);
      await source.click();
      await expect(page).toHaveURL(new RegExp(`${pricing}#plan-plan-business$`));
    });
  }
});
