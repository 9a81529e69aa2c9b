import { expect, ONCE, startMockedServer, test } from "../playwright-utils";
import { expectSecurityHeaders, hardenedServer } from "./hardening-kit";

/*
 * A form posted from a page on another site (cross-site request forgery): refused with the site's own page saying
 * so, one line in the log (capped per minute), never a stack. This file starts its own server, to read its log.
 */

test.describe.configure({ mode: "serial" });

const { server, logSince, fetchRaw } = hardenedServer("hardening-origins");

test.describe("a form sent from another site", () => {
  /** Posts a form as a page on another site would, raw: the answer, and the log lines it cost. */
  async function post(target: string, headers: Record<string, string>) {
    const before = server.log().length;
    const answer = await fetchRaw(target, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "firstName=Amina&email=amina%40umurage.rw",
    });
    return { answer, body: await answer.text(), log: () => logSince(before) };
  }

  test(
    "is refused with 403 and the site's page saying so in the page's language, and one line in the log",
    ONCE,
    async () => {
      for (const [target, origin, heading, lang] of [
        ["/", "null", "This form was sent from another site", "en"],
        ["/contact", "https://evil.example", "This form was sent from another site", "en"],
        ["/fr/contact", "https://evil.example", "Ce formulaire a été envoyé depuis un autre site", "fr"],
        ["/rw/newsletter", "http://localhost.evil.example", "Iyi fishi yoherejwe ivuye ku rundi rubuga", "rw"],
        ["/contact", "not a url", "This form was sent from another site", "en"],
        ["/no-such-page", "https://evil.example", "This form was sent from another site", "en"],
        ["/newsletter.data", "https://evil.example", "This form was sent from another site", "en"],
        ["/api/revalidate", "https://evil.example", "This form was sent from another site", "en"],
      ] as const) {
        const { answer, body, log } = await post(target, { Origin: origin });
        const what = `${target} from ${origin}`;
        expect(answer.status, what).toBe(403);
        expect(answer.headers.get("content-type"), what).toMatch(/^text\/html/);
        expect(body, what).toContain(`<html lang="${lang}"`);
        expect(body, what).toContain(heading);
        // The way back is to the page the form was on.
        expect(body, what).toContain(`href="${target.replace(/\.data$/, "")}"`);
        expectSecurityHeaders(Object.fromEntries(answer.headers), what);
        await expect.poll(() => log().length, { message: what }).toBe(1);
        expect(log()[0], what).toMatch(
          /^\[http\] 403 POST ".*": (sent from another site|Origin null|malformed Origin)/,
        );
      }
      expect(server.log()).not.toMatch(/\n\s+at /); // no stack anywhere
    },
  );

  test(
    "Origin: null that the browser vouches for (Sec-Fetch-Site: same-origin) is the site's own form, and is answered",
    ONCE,
    async () => {
      const { answer, body } = await post("/contact", { Origin: "null", "Sec-Fetch-Site": "same-origin" });
      // Read as the form it is: the fields it lacks are named (400), nothing crashed.
      expect(answer.status).toBe(400);
      expect(body).toContain("Please enter your last name.");
      expect(server.log()).not.toMatch(/\n\s+at /);
    },
  );

  test(
    "a flood of them costs at most LOG_REFUSALS_PER_MINUTE log lines, then one line with the count",
    ONCE,
    async () => {
      const flooded = await startMockedServer({ LOG_REFUSALS_PER_MINUTE: "20" });
      try {
        const statuses = await Promise.all(
          Array.from({ length: 150 }, () =>
            fetch(`${flooded.url}/contact`, {
              method: "POST",
              headers: { Origin: "https://evil.example" },
              body: "a=b",
            }).then((answer) => answer.status),
          ),
        );
        expect(new Set(statuses)).toEqual(new Set([403]));
        const refusals = () =>
          flooded
            .log()
            .split("\n")
            .filter((line) => line.startsWith("[http] 403"));
        await expect.poll(() => refusals().length).toBe(20);
        // Nothing more of the 130 not written one by one: their count is said when the minute ends, or, as here, when
        // the server stops (after which nothing can be written).
        await flooded.stop();
        expect(refusals()).toHaveLength(20);
        expect(flooded.log()).toContain(
          "[http] 130 more refusals since, not logged one by one (at most 20 lines a minute)",
        );
        expect(flooded.log()).not.toMatch(/\n\s+at /);
      } finally {
        await flooded.stop();
      }
    },
  );

  test("?_data= (the old data protocol) is refused with 400 and one line, never a stack", ONCE, async () => {
    for (const target of ["/pricing?_data=routes%2Fpricing1", "/pricing?_data=root", "/?_data=pages%2Fhome"]) {
      const before = server.log().length;
      const answer = await fetchRaw(target);
      expect(answer.status, target).toBe(400);
      await expect.poll(() => logSince(before).length, { message: target }).toBe(1);
    }
    expect(server.log()).not.toMatch(/\n\s+at /);
  });
});

test("in Chromium, a page on another site that posts to the contact form gets the site's page saying so", async ({
  page,
}) => {
  // Another origin on this machine (127.0.0.1 is not localhost, as a browser counts origins).
  const other = `http://127.0.0.1:${new URL(server.url).port}`;
  await page.route(`${other}/attack`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><form method="post" action="${server.url}/fr/contact"><input name="email" value="a@b.c"><button>Send</button></form>`,
    }),
  );
  await page.goto(`${other}/attack`);
  await Promise.all([page.waitForURL(`${server.url}/fr/contact`), page.getByRole("button", { name: "Send" }).click()]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ce formulaire a été envoyé depuis un autre site");
  await expect(page.getByRole("link", { name: "Revenir à la page" })).toHaveAttribute("href", "/fr/contact");
});
