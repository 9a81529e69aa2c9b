import { expect, ONCE, test } from "../playwright-utils";
import { hardenedServer, raw } from "./hardening-kit";

/*
 * What a stranger's odd path gets (issue 62, the fourth round): a plain answer and one line in the log, never a
 * render that fails, a stack, or another page's kept copy. Raw requests (no client normalises the path first), raw
 * answers, and the expected statuses written out.
 */

const { server, logSince, fetchRaw, port } = hardenedServer("strangers-paths");

test("a path with an escaped line break or control character is a 404 in one line of log", ONCE, async () => {
  for (const path of ["/pricing%0a", "/pricing%0D", "/pricing%E2%80%A8", "/fr/x%e2%80%a9", "/a%00b", "/a%C2%85"]) {
    const before = server.log().length;
    const answer = await raw(port(), `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).toBe("Not Found\n");
    await expect.poll(() => logSince(before).length, { message: path }).toBe(1);
    expect(logSince(before)[0], path).toMatch(/^\[http\] 404 GET ".*": a control character or line break in the path$/);
  }
  expect(server.log()).not.toMatch(/\n\s+at /); // no stack anywhere
});

test(
  "a backslash in a path is a 400: never the kept /pricing, never a page's HTML at a .md address",
  ONCE,
  async () => {
    // The page cache holds /pricing first, so that a path read as host `x` plus /pricing would find it.
    expect((await fetchRaw("/pricing")).status).toBe(200);
    expect((await fetchRaw("/pricing")).status).toBe(200);
    for (const path of ["/\\x/pricing", "/\\pricing.md", "/blog\\..\\pricing"]) {
      const answer = await raw(port(), `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toBe("Bad Request\n");
    }
  },
);

test("//, /// and //x/pricing are paths of this site: no 500, and never another path's kept copy", ONCE, async () => {
  for (const [path, status, location] of [
    ["//", 301, "/"],
    ["///", 301, "/"],
    ["//x/pricing", 404, undefined],
  ] as const) {
    const answer = await raw(port(), `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.status, path).toBe(status);
    expect(answer.headers["location"], path).toBe(location);
  }
  expect(server.log()).not.toMatch(/Invalid URL|\n\s+at /);
});
