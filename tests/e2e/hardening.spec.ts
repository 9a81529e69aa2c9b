import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { PAGES } from "@shared/pages";
import { localePath, LOCALES } from "@shared/locales";
import { E2E_SECRETS } from "../../scripts/e2e-env.mjs";
import { expect, ONCE, requestWithMethod, startMockedServer, test, type TestServer } from "../playwright-utils";

/*
 * What a clumsy client or an attacker can do to the production server, and what each gets: one answer per class,
 * one line in the log and never a stack. This file starts its own server, to read its log.
 */

test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  // Its own content (nothing another test changes shows in its log), the webhook on, and the trust-all proxy setting.
  server = await startMockedServer(3470, {
    ...E2E_SECRETS,
    MOCK_SANITY_PATCHES: path.resolve(".cache/mock-sanity/hardening.json"),
    TRUST_PROXY: "true",
    // Every refusal here is read in the log, one by one; the limit is tested on a server of its own.
    LOG_REFUSALS_PER_MINUTE: "100000",
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Sends raw bytes and resolves to the status line and what the server said, however it ended. */
function raw(
  text: string | Buffer[],
  port = Number(new URL(server.url).port),
): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", async () => {
      if (typeof text === "string") socket.write(text);
      else for (const chunk of text) if (!socket.destroyed) socket.write(chunk);
    });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      const [head = "", ...rest] = answer.split("\r\n\r\n");
      const headers = Object.fromEntries(
        head
          .split("\r\n")
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status, body: rest.join("\r\n\r\n"), headers });
    });
    setTimeout(() => socket.destroy(), 5_000);
  });
}

/**
 * The log lines written since `before` (a length of the log), less the content layer's own news and the site search's
 * (its index is built when the server starts, and may be told of while a test runs on a busy machine).
 */
const logSince = (before: number) =>
  server
    .log()
    .slice(before)
    .split("\n")
    .filter((line) => line.trim() && !/^\[(content|cache|live|search)\]/.test(line));

/** The headers every answer carries, the server's own refusals and health checks included (server/index.ts). */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"], what).toMatch(/max-age=\d+/);
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\)/);
}

async function fetchRaw(path: string, init: RequestInit = {}) {
  return fetch(`${server.url}${path}`, { redirect: "manual", ...init });
}

test("malformed requests get 400 (a long target 414), a plain body and one line in the log", ONCE, async () => {
  const cases: [string, number][] = [
    ["GET http://evil.example/ HTTP/1.1\r\nHost: localhost", 400],
    ["GET https://localhost/pricing HTTP/1.1\r\nHost: localhost", 400],
    ["OPTIONS * HTTP/1.1\r\nHost: localhost", 400],
    ["GET / HTTP/1.1\r\nHost: a b", 400],
    ["GET / HTTP/1.1\r\nHost: [", 400],
    ["GET / HTTP/1.1\r\nHost: :99999999999", 400],
    ["GET / HTTP/1.1\r\nHost: localhost:0", 400],
    ["GET / HTTP/1.1\r\nHost: user@evil.example", 400],
    ["GET /%zz HTTP/1.1\r\nHost: localhost", 400],
    ["GET /fr/%E0%A4%A HTTP/1.1\r\nHost: localhost", 400],
    ["GET /assets/%zz.js HTTP/1.1\r\nHost: localhost", 400],
    [`GET /pricing?q=${"a".repeat(9000)} HTTP/1.1\r\nHost: localhost`, 414],
  ];
  for (const [request, status] of cases) {
    const before = server.log().length;
    const answer = await raw(`${request}\r\nConnection: close\r\n\r\n`);
    const what = request.slice(0, 60);
    expect(answer.status, what).toBe(status);
    expect(answer.body, what).toMatch(/^(Bad Request|URI Too Long)\n$/);
    expectSecurityHeaders(answer.headers, what);
    await expect.poll(() => logSince(before).length, { message: what }).toBe(1);
    expect(logSince(before)[0], what).toMatch(new RegExp(`^\\[http\\] ${status} `));
  }
  expect(server.log()).not.toMatch(/\n\s+at /); // no stack anywhere
  // The same server still serves a well-formed request.
  expect((await fetchRaw("/pricing")).status).toBe(200);
});

test(
  "a post over the cap gets 413, whether its length is declared or it is chunked; one under it is read",
  ONCE,
  async () => {
    const form = (bytes: number) => `message=${"a".repeat(bytes)}`;
    for (const path of ["/contact", "/newsletter", "/chatbot", "/api/revalidate", "/pricing"]) {
      const before = server.log().length;
      const declared = await fetchRaw(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form(70_000),
      });
      expect(declared.status, `declared ${path}`).toBe(413);
      const chunks = [
        Buffer.from(
          `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
            "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
        ),
      ];
      for (let i = 0; i < 10; i++) chunks.push(Buffer.from(`2000\r\n${"a".repeat(0x2000)}\r\n`));
      chunks.push(Buffer.from("0\r\n\r\n"));
      const chunked = await raw(chunks);
      expect(chunked.status, `chunked ${path}`).toBe(413);
      expect(chunked.body, `chunked ${path}`).toContain("too large");
      await expect.poll(() => logSince(before).length, { message: path }).toBe(2); // one line for each
    }
    // Under the cap, a chunked post reaches the form, which answers it (here: the message is not a valid lead).
    const small = await raw([
      Buffer.from(
        "POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
          "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
      ),
      Buffer.from(`1000\r\n${"message=".padEnd(0x1000, "b")}\r\n0\r\n\r\n`),
    ]);
    expect([200, 400]).toContain(small.status);
  },
);

test(
  "every route answers a method it does not take with 405, its own Allow, a plain body and one log line",
  ONCE,
  async () => {
    const routes: [string, string][] = [
      ["/", "GET, HEAD"],
      ["/fr/pricing", "GET, HEAD"],
      ["/pricing.data", "GET, HEAD"],
      ["/_root.data", "GET, HEAD"],
      ["/contact", "GET, HEAD, POST"],
      ["/rw/contact.data", "GET, HEAD, POST"],
      ["/newsletter", "GET, HEAD, POST"],
      ["/newsletter/unsubscribe", "GET, HEAD, POST"],
      ["/auth", "GET, HEAD, POST"],
      // Landing pages: one route for all; only a page with the contact form takes a post.
      ["/education", "GET, HEAD"],
      ["/fr/education.data", "GET, HEAD"],
      ["/rw/webinar", "GET, HEAD, POST"],
      ["/webinar.data", "GET, HEAD, POST"],
      ["/sitemap.xml", "GET, HEAD"],
      ["/robots.txt", "GET, HEAD"],
      ["/readyz", "GET, HEAD"],
      ["/api/revalidate", "POST"],
    ];
    for (const [path, allow] of routes) {
      const methods = ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"];
      if (!allow.includes("POST")) methods.push("POST");
      if (!allow.includes("GET")) methods.push("GET");
      for (const method of methods) {
        const before = server.log().length;
        const answer = await requestWithMethod(`${server.url}${path}`, method, method === "GET" ? "" : "a=1");
        const what = `${method} ${path}`;
        expect(answer.status, what).toBe(405);
        expect(answer.headers.allow, what).toBe(allow);
        expect(answer.headers["content-type"], what).toBe("text/plain; charset=utf-8");
        expect(answer.body, what).toBe("Method Not Allowed\n");
        await expect.poll(() => logSince(before).length, { message: what }).toBe(1);
      }
    }
    expect(server.log()).not.toMatch(/\n\s+at /);
  },
);

test(
  "a page has one URL: other spellings redirect to it for good, and no other spelling of a missing page exists",
  ONCE,
  async () => {
    const redirects: [string, string][] = [
      ["/FR/pricing", "/fr/pricing"],
      ["/Pricing", "/pricing"],
      ["/fr/PRICING", "/fr/pricing"],
      ["/Rw/About", "/rw/about"],
      ["/pricing/", "/pricing"],
      ["/fr/", "/fr"],
      ["/FR", "/fr"],
      ["/Privacy-Policy", "/privacy-policy"],
      ["/Contact?topic=demo", "/contact?topic=demo"],
      ["/NEWSLETTER?email=a", "/newsletter?email=a"],
      ["/%70ricing", "/pricing"],
      ["/%66r/Pric%69ng", "/fr/pricing"],
    ];
    for (const [from, to] of redirects) {
      const answer = await fetchRaw(from);
      expect(answer.status, from).toBe(301);
      const location = new URL(answer.headers.get("location")!, server.url);
      expect(`${location.pathname}${location.search}`, from).toBe(to);
      expect((await fetchRaw(to)).status, to).toBe(200);
    }
    for (const missing of [
      "/FOO",
      "/fr/Nowhere",
      "/DE/pricing",
      "/Robots.txt",
      "/SITEMAP.XML",
      "/API/revalidate",
      "/en/pricing",
    ])
      expect((await fetchRaw(missing)).status, missing).toBe(404);
  },
);

test("every canonical and alternate URL a page gives is itself a 200", ONCE, async () => {
  const seen = new Set<string>();
  for (const entry of PAGES)
    for (const locale of LOCALES) {
      const html = await (await fetchRaw(localePath(locale, entry.path))).text();
      for (const [, href] of html.matchAll(/<link[^>]+rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g))
        seen.add(new URL(href!).pathname);
    }
  expect(seen.size).toBeGreaterThanOrEqual(PAGES.length * LOCALES.length - 3);
  for (const path of seen) expect((await fetchRaw(path)).status, path).toBe(200);
});

test(
  "what a cache leaves out of its key never reaches a page, in any spelling of a tracking parameter",
  ONCE,
  async () => {
    const names = [
      "utm_source",
      "UTM_Campaign",
      "%75tm_medium",
      "utm%5Fterm",
      "gclid",
      "%67clid",
      "fbclid",
      "_ga",
      "mc_eid",
    ];
    for (const path of ["/fr", "/rw/about", "/pricing", "/contact"]) {
      const marker = `EVIL${path.replace(/\W/g, "")}`;
      const query = names.map((name, i) => `${name}=${marker}${i}%22%3E%3Cx%3E`).join("&");
      const poisoned = await fetchRaw(`${path}?${query}`);
      expect(poisoned.status, path).toBe(200);
      expect(await poisoned.text(), path).not.toContain(marker);
      expect(await (await fetchRaw(path)).text(), path).not.toContain(marker);
    }
    // Headers a page does not name change nothing for the next visitor.
    const plain = await (await fetchRaw("/pricing")).text();
    await fetchRaw("/pricing", {
      headers: { "X-Forwarded-Host": "evil.example", "Accept-Language": "fr", Cookie: "__ihuza_preview=forged" },
    });
    expect(await (await fetchRaw("/pricing")).text()).toBe(plain);
  },
);

test("a kept page goes out brotli, gzip or plain, as the client asks, the same page in each", ONCE, async () => {
  const get = (encoding: string) =>
    new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      httpRequest(`${server.url}/pricing`, { headers: { "Accept-Encoding": encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    });
  const plain = await get("identity");
  expect(plain.encoding).toBeUndefined();
  const br = await get("br");
  expect(br.encoding).toBe("br");
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  const gzip = await get("gzip;q=1, br;q=0");
  expect(gzip.encoding).toBe("gzip");
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
});

test(
  "load balancers can ask whether the process answers and whether it can serve; neither is cached or logged",
  ONCE,
  async () => {
    const before = server.log().length;
    for (const path of ["/healthz", "/readyz"]) {
      for (let i = 0; i < 5; i++) {
        const answer = await fetchRaw(path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get("cache-control"), path).toBe("no-store");
        expectSecurityHeaders(Object.fromEntries(answer.headers), path);
      }
    }
    expect(await (await fetchRaw("/readyz")).text()).toBe("content: ok\nleads: ok\n");
    expect(logSince(before)).toEqual([]);
    // A lead store that cannot be written: the process answers, but is not ready.
    const broken = await startMockedServer(3471, { DATA_DIR: "/dev/null/leads" });
    try {
      expect((await fetch(`${broken.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${broken.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.text()).toBe("content: ok\nleads: failing\n");
    } finally {
      await broken.stop();
    }
  },
);

test("TRUST_PROXY=true is taken with a warning that any client can then choose its address", ONCE, async () => {
  expect(server.log()).toMatch(/TRUST_PROXY=true believes any X-Forwarded-For/);
});

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
      const flooded = await startMockedServer(3472, { LOG_REFUSALS_PER_MINUTE: "20" });
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
        // Held open: nothing more comes of the 130 that were not written one by one.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        expect(refusals()).toHaveLength(20);
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
