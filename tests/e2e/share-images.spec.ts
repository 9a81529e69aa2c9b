import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { parseNdjson } from "@shared/content/groq";
import { pathsOf } from "@shared/addresses/names";
import { LOCALES, localePath } from "@shared/addresses/locales";
import { E2E_SITE_URL } from "../../scripts/e2e-env.mjs";
import { expect, ONCE, startMockedServer, test, withMockSanity, type TestServer } from "../playwright-utils";

/*
 * Share images of each page's own (app/share): every public page's og:image, the picture behind it, a new title
 * making a new picture at a new URL, an editor's own image winning, and addresses that name no picture.
 */

// Once (desktop project), one at a time, on a server of their own with a control file of their own: what these
// tests change in the mocked Sanity reaches no other spec, and what other specs change (a post added to the
// sitemap for a moment) reaches none of these.
test.describe.configure({ mode: "serial" });
const CONTROL = path.resolve(".cache/mock-sanity/share-images.json");
let server: TestServer;
test.beforeAll(async () => {
  server = await startMockedServer({ MOCK_SANITY_PATCHES: CONTROL });
});
test.afterAll(async () => {
  await server?.stop();
});

const documents = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));

/** The og:image of a page, as a crawler reads it (a path of this site, or another address). */
async function ogImage(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(url, `${path} has an og:image`).toBeTruthy();
  return url!.startsWith(E2E_SITE_URL) ? url!.slice(E2E_SITE_URL.length) : url!;
}

/** A PNG's width and height (its IHDR chunk). */
function pngSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function expectPicture(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const png = await response.body();
  expect(pngSize(png), path).toEqual({ width: 1200, height: 630 });
  return png;
}

test("every page in sitemap.xml shares a 1200 × 630 picture of its own, in its language", ONCE, async ({ request }) => {
  // About 130 pages, each picture drawn once (about 0.1 s each).
  test.setTimeout(120_000);
  const xml = await (await request.get(`${server.url}/sitemap.xml`)).text();
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(E2E_SITE_URL.length) || "/");
  // (pages of every kind: fixed, a post, a category, an author, a landing page)
  for (const kind of [
    "/",
    "/fr/tarifs",
    "/blog/spaces-in-five-steps",
    "/rw/inkuru/icyiciro/uko-bikorwa",
    "/education",
  ]) {
    expect(pages).toContain(kind);
  }
  expect(pages.some((page) => page.startsWith("/fr/blog/auteur/"))).toBe(true);
  // The pages whose editors gave them a share image of their own keep it.
  const editorsOwn = new Set(
    documents.flatMap((document) => {
      const seo = document.seo as { image?: unknown } | undefined;
      // (at its address in each language: /fr/solutions/banque-et-finance)
      const paths = pathsOf(document);
      return seo?.image && paths ? LOCALES.map((locale) => localePath(locale, paths[locale])) : [];
    }),
  );
  const pictures = new Map<string, string>();
  for (const page of pages) {
    const image = await ogImage(request, `${server.url}${page}`);
    if (editorsOwn.has(page)) {
      expect(image, page).not.toMatch(/^\/og\//);
      continue;
    }
    const locale = page.match(/^\/(fr|rw)(?=\/|$)/)?.[1] ?? "en";
    const bare = page.replace(/^\/(fr|rw)(?=\/|$)/, "") || "/";
    expect(image, page).toMatch(new RegExp(`^/og/[a-z0-9_-]{16}/${locale}${bare === "/" ? "/index" : bare}\\.png$`));
    pictures.set(page, image);
  }
  expect(editorsOwn.size).toBeGreaterThan(0);
  // Each picture is what its URL names; the same page in another language is another picture.
  const drawn = new Map<string, Buffer>();
  for (const image of new Set(pictures.values()))
    drawn.set(image, await expectPicture(request, `${server.url}${image}`));
  expect(drawn.get(pictures.get("/pricing")!)!.equals(drawn.get(pictures.get("/fr/tarifs")!)!)).toBe(false);
});

test("a new title is a new picture at a new URL; the old URL leads to it", ONCE, async ({ request }) => {
  const landing = documents.find((document) => document._id === "landing-education")!;
  const page = (title: string) => ({
    ...landing,
    _id: "landing-share-check",
    path: { _type: "slug", current: "/share-check" },
    title: [{ _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: title }],
    seo: undefined,
    _updatedAt: new Date().toISOString(),
  });
  let before = "";
  let first: Buffer = Buffer.alloc(0);
  // (each picture is fetched while its page exists: a page gone has no picture)
  await withMockSanity(
    { documents: [page("Messaging for cooperatives")] },
    async () => {
      await expect
        .poll(async () => (await request.get(`${server.url}/share-check`)).status(), { timeout: 10_000 })
        .toBe(200);
      before = await ogImage(request, `${server.url}/share-check`);
      first = await expectPicture(request, `${server.url}${before}`);
    },
    CONTROL,
  );
  await withMockSanity(
    { documents: [page("Messaging for every cooperative in Rwanda")] },
    async () => {
      await expect.poll(() => ogImage(request, `${server.url}/share-check`), { timeout: 10_000 }).not.toBe(before);
      const after = await ogImage(request, `${server.url}/share-check`);
      expect(after).toMatch(/^\/og\/[a-z0-9_-]{16}\/en\/share-check\.png$/);
      expect((await expectPicture(request, `${server.url}${after}`)).equals(first)).toBe(false);
      // A link shared before the change still shows the page's picture: the current one.
      const old = await request.get(`${server.url}${before}`, { maxRedirects: 0 });
      expect(old.status()).toBe(302);
      expect(old.headers().location).toBe(after);
      expect(old.headers()["cache-control"]).toBe("no-store");
    },
    CONTROL,
  );
});

test("a post not out yet has no picture, like no page; an unknown page has none", ONCE, async ({ request }) => {
  const post = documents.find((document) => document._type === "post")!;
  const copy = (slug: string, publishedAt: string) => ({
    ...post,
    _id: `post-${slug}`,
    slug: { _type: "slug", current: slug },
    publishedAt,
  });
  await withMockSanity(
    { documents: [copy("share-future", "2099-01-01T08:00:00Z"), copy("share-past", "2020-01-01T08:00:00Z")] },
    async () => {
      // (the server has both once the one already out shows)
      await expect
        .poll(async () => (await request.get(`${server.url}/blog/share-past`)).status(), { timeout: 10_000 })
        .toBe(200);
      expect(await ogImage(request, `${server.url}/blog/share-past`)).toMatch(
        /^\/og\/[a-z0-9_-]{16}\/en\/blog\/share-past\.png$/,
      );
      expect((await request.get(`${server.url}/blog/share-future`)).status()).toBe(404);
      for (const path of [
        "/og/0123456789abcdef/en/blog/share-future.png",
        "/og/0123456789abcdef/fr/no-such-page.png",
      ]) {
        const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        expect(response.headers()["cache-control"]).toBe("no-store");
      }
    },
    CONTROL,
  );
});

test(
  "an address of another shape is a 404 (with a query, a redirect without it), never an error",
  ONCE,
  async ({ request }) => {
    for (const path of [
      "/og/",
      "/og/x",
      "/og/0123456789abcdef/de/pricing.png",
      "/og/0123456789ABCDEF/en/pricing.png",
      "/og/0123456789abcdef/en/pricing.jpg",
      "/og/0123456789abcdef/en//pricing.png",
      "/og/0123456789abcdef/en/%2e%2e/%2e%2e/etc/passwd.png",
      "/og/0123456789abcdef/en/%00.png",
      `/og/0123456789abcdef/en/${"a".repeat(5_000)}.png`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([302, 404], path).toContain(response.status());
      expect(await response.text()).not.toContain("<script>");
    }
    // A query is never read: a redirect to the address without it, which then answers as above.
    const queried = await request.get("/og/0123456789abcdef/en/pricing.png?title=<script>", { maxRedirects: 0 });
    expect(queried.status()).toBe(301);
    expect(queried.headers()["location"]).toBe("/og/0123456789abcdef/en/pricing.png");
    expect((await request.post("/og/0123456789abcdef/en/pricing.png")).status()).toBe(405);
  },
);
