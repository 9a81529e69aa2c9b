import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { PAGES } from "@shared/addresses/pages";
import { localePath, LOCALES } from "@shared/addresses/locales";
import { expectSecurityHeaders, hardenedServer, raw } from "./hardening-kit";
import { expect, ONCE, requestWithMethod, startMockedServer, test } from "../playwright-utils";

/*
 * What a clumsy client or an attacker can do to the production server, and what each gets: one answer per class,
 * one line in the log and never a stack. This file starts its own server, to read its log.
 */

test.describe.configure({ mode: "serial" });

const { server, logSince, fetchRaw, port } = hardenedServer("hardening");

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
    const answer = await raw(port(), `${request}\r\nConnection: close\r\n\r\n`);
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
      const chunked = await raw(port(), chunks);
      expect(chunked.status, `chunked ${path}`).toBe(413);
      expect(chunked.body, `chunked ${path}`).toContain("too large");
      await expect.poll(() => logSince(before).length, { message: path }).toBe(2); // one line for each
    }
    // Under the cap, a chunked post reaches the form, which answers it (here: the message is not a valid lead).
    const small = await raw(port(), [
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
      ["/fr/tarifs", "GET, HEAD"],
      ["/pricing.data", "GET, HEAD"],
      ["/_root.data", "GET, HEAD"],
      ["/contact", "GET, HEAD, POST"],
      ["/rw/twandikire.data", "GET, HEAD, POST"],
      ["/newsletter", "GET, HEAD, POST"],
      ["/newsletter/unsubscribe", "GET, HEAD, POST"],
      ["/auth", "GET, HEAD, POST"],
      // Landing pages: one route for all; only a page with the contact form takes a post.
      ["/education", "GET, HEAD"],
      ["/fr/programme-education.data", "GET, HEAD"],
      ["/rw/webinari", "GET, HEAD, POST"],
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
      ["/FR/pricing", "/fr/tarifs"],
      ["/Pricing", "/pricing"],
      ["/fr/PRICING", "/fr/tarifs"],
      ["/Rw/About", "/rw/abo-turi-bo"],
      ["/pricing/", "/pricing"],
      ["/fr/", "/fr"],
      ["/FR", "/fr"],
      ["/Privacy-Policy", "/privacy-policy"],
      ["/Contact?topic=demo", "/contact?topic=demo"],
      ["/NEWSLETTER?email=a", "/newsletter?email=a"],
      ["/%70ricing", "/pricing"],
      ["/%66r/Pric%69ng", "/fr/tarifs"],
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
    for (const path of ["/fr", "/rw/abo-turi-bo", "/pricing", "/contact"]) {
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
    const broken = await startMockedServer({ DATA_DIR: "/dev/null/leads" });
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
