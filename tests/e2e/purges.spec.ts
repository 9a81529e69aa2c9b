import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { rmSync } from "node:fs";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import type { MockPatch } from "../mocks/sanity";
import { expect, ONCE, startMockedServer, test, type TestServer } from "../playwright-utils";
import { writeJson } from "../../scripts/write-json.mjs";
import { EDITS } from "./purges-table";

/*
 * What one edit purges at a shared cache, read as a CDN in front would live it: every address of the site is asked
 * once (each page in its three languages, its Markdown twin, the feeds, sitemap.xml, llms.txt, llms-full.txt) and
 * the keys it is filed under noted; then an editor publishes one change (a webhook, as Sanity sends it), the site
 * sends its purge to the CDN, and the addresses filed under a purged key are those the next crawl renders again.
 * The table says, as literals, which pages and files that is for each kind of edit.
 */

const SECRET = "a-secret-for-the-purges-table";
const CONTROL = path.resolve(".cache/mock-sanity/purges.json");

let server: TestServer;
let cdn: Server;
const received: string[] = [];
const keysOf = new Map<string, string[]>();

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  cdn = createServer((request, response) => {
    received.push(...String(request.headers["xkey-purge"] ?? "").split(" "));
    request.resume();
    response.end("purged");
  });
  await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
  writeJson(CONTROL, { live: false });
  server = await startMockedServer({
    MOCK_SANITY_PATCHES: CONTROL,
    CONTENT_TTL_SECONDS: "3600",
    SANITY_WEBHOOK_SECRET: SECRET,
    CDN_PURGE_URL: `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  cdn?.close();
  rmSync(CONTROL, { force: true });
});

/** The keys a shared cache files an answer under; none for one it may not keep. */
async function keysAt(address: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${server.url}${address}`, { headers, redirect: "manual" });
  await answer.arrayBuffer();
  const shared = /\bpublic\b/.test(answer.headers.get("cache-control") ?? "");
  return shared ? (answer.headers.get("xkey") ?? "").split(" ").filter((key) => key !== "ihuza") : [];
}

/** Publishes `patches` in the mocked Sanity, tells the site as Sanity's webhook does, and waits for its purge. */
async function publish(patches: MockPatch[], type: string, id: string) {
  writeJson(CONTROL, { live: false, patches });
  received.length = 0;
  const body = JSON.stringify({ _id: id, _type: type });
  const answer = await fetch(`${server.url}/api/revalidate`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
    },
  });
  expect(answer.status).toBe(200);
  const { keys } = (await answer.json()) as { keys: string[] };
  // The site's purge reaches the CDN after the webhook's answer: every key it names, then no more to come.
  await expect.poll(() => keys.every((key) => received.includes(key)), { timeout: 10_000 }).toBe(true);
  return keys;
}

test("every address a CDN keeps is filed under the answers it shows", ONCE, async () => {
  test.setTimeout(120_000);
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(pages.length).toBeGreaterThan(80);
  const files = ["/sitemap.xml", "/llms.txt", "/fr/llms.txt", "/rw/llms.txt", "/llms-full.txt"];
  files.push("/fr/llms-full.txt", "/rw/llms-full.txt", "/blog/rss.xml", "/fr/blog/rss.xml", "/rw/inkuru/rss.xml");
  // (and an address an editor's redirect answers: a 301 a CDN keeps)
  files.push("/academy");
  for (const page of pages) {
    keysOf.set(page, await keysAt(page));
    keysOf.set(`${page} (Markdown)`, await keysAt(page, { Accept: "text/markdown" }));
  }
  for (const file of files) keysOf.set(file, await keysAt(file));
  // Each kept answer names what it read; a page's twin, what its page read.
  for (const [address, keys] of keysOf) {
    if (keys.length === 0) continue;
    // (llms-full.txt holds the text of a page no shared cache keeps, whose answers it cannot name: any change)
    const named = address.includes("llms-full") ? ["coarse:*"] : keys.filter((key) => key.startsWith("q:"));
    expect(named.length, address).toBeGreaterThan(0);
    expect(keys, address).toEqual(expect.arrayContaining(named));
    if (address.endsWith(" (Markdown)")) expect(keys, address).toEqual(keysOf.get(address.replace(" (Markdown)", "")));
  }
  expect([...keysOf.values()].filter((keys) => keys.length > 0).length).toBeGreaterThan(150);
});

const published: MockPatch[] = [];
const TWIN = " (Markdown)";
for (const edit of EDITS)
  test(`${edit.what}: purges what shows it, and nothing else`, ONCE, async () => {
    published.push({ id: edit.id, set: { ...edit.set, _updatedAt: new Date().toISOString() } });
    const keys = await publish(published, edit.type, edit.id);
    const kept = [...keysOf].filter(([, filed]) => filed.length > 0);
    const purged = kept.filter(([, filed]) => filed.some((key) => keys.includes(key))).map(([address]) => address);
    // A page's twin is filed under what its page is: purged with it, and only then.
    for (const twin of purged.filter((address) => address.endsWith(TWIN)))
      expect(purged, twin).toContain(twin.slice(0, -TWIN.length));
    for (const page of purged.filter((address) => keysOf.get(`${address}${TWIN}`)?.length))
      expect(purged, page).toContain(`${page}${TWIN}`);
    const shown = purged.filter((address) => !address.endsWith(TWIN)).sort();
    const expected = Array.isArray(edit.purges)
      ? edit.purges
      : kept.map(([address]) => address).filter((address) => !address.endsWith(TWIN));
    const but = Array.isArray(edit.purges) ? [] : edit.purges.everyKeptAddressBut;
    expect(shown).toEqual(expected.filter((address) => !but.includes(address)).sort());
  });
