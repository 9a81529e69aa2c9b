import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { publishContentChange } from "~/content/layer/changes";
import type { ContentUsage } from "~/content/layer/usage";
import { CACHE_CONTROL, sharedLifetimeMs } from "~/lib/cache-control";
import { CACHE_SHARES, chooseEncoding, kindOf, MAX_PAGE_BYTES, PageCache } from "./page-cache";

const PUBLIC = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300" };

/** A change to the answers named, of a type. */
const change = (type: string, ...answers: string[]) => ({ answers, types: [type] });

/**
 * A renderer that reads the given query answers ("type/name": the key `q:name`, of that type), as loaders would
 * through the content layer, and counts renders.
 */
function renderer(
  read: string[],
  { body = "<p>RWF 3,500</p>", headers = PUBLIC as Record<string, string>, status = 200, degraded = false } = {},
) {
  const render = vi.fn(async (_request: Request, usage: ContentUsage) => {
    for (const what of read) {
      const [type, name = type] = what.split("/");
      usage.types.add(type!);
      usage.answers.add(`q:${name}`);
    }
    if (degraded) usage.degraded = true;
    return new Response(`${body}<!-- render ${render.mock.calls.length} -->`, { status, headers });
  });
  return render;
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

describe("the page cache", () => {
  it("renders a page once, then answers from memory (plain or gzip) with a validator, and 304 when it still matches", async () => {
    const cache = new PageCache(1024 * 1024);
    const render = renderer(["plan", "siteSettings"]);
    const first = await cache.serve(get("/pricing"), render);
    const html = await first.text();
    const second = await cache.serve(get("/pricing", { "Accept-Encoding": "gzip, deflate" }), render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(second.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(html);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(second.headers.get("ETag")).toBe(etag);
    const conditional = await cache.serve(get("/pricing", { "If-None-Match": etag }), render);
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe("");
    expect((await cache.serve(get("/pricing", { "If-None-Match": 'W/"something-else"' }), render)).status).toBe(200);
    expect(cache.hits).toBe(3);
  });

  it("keeps a page no longer than a shared cache may serve it (its form token is never older than a page can be)", async () => {
    expect(new PageCache(1024).ttlMs).toBe(sharedLifetimeMs(CACHE_CONTROL.page));
    let now = 1_000;
    const cache = new PageCache(1024 * 1024, undefined, 200, { now: () => now });
    const render = renderer(["plan"]);
    await cache.serve(get("/pricing"), render);
    now = 1_199;
    await cache.serve(get("/pricing"), render);
    expect(render).toHaveBeenCalledTimes(1);
    now = 1_201;
    await cache.serve(get("/pricing"), render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("drops exactly the pages that read a changed answer, not every page of its type", async () => {
    const cache = new PageCache(1024 * 1024);
    const post = renderer(["post/post-a", "post/latest-titles", "siteSettings"]);
    const otherPost = renderer(["post/post-b", "post/latest-titles", "siteSettings"]);
    const about = renderer(["aboutPage", "siteSettings"]);
    await cache.serve(get("/blog/a"), post);
    await cache.serve(get("/blog/b"), otherPost);
    await cache.serve(get("/about"), about);
    expect(cache.drop(change("post", "q:post-a"))).toBe(1);
    for (const [path, render] of [
      ["/blog/a", post],
      ["/blog/b", otherPost],
      ["/about", about],
    ] as const)
      await cache.serve(get(path), render);
    expect([post, otherPost, about].map((render) => render.mock.calls.length)).toEqual([2, 1, 1]);
    expect(cache.drop(change("post", "q:latest-titles"))).toBe(2);
    expect(cache.drop(change("siteSettings", "q:siteSettings"))).toBe(1);
    expect(cache.drop(change("*"))).toBe(0);
    await cache.serve(get("/about"), about);
    expect(cache.drop(change("*"))).toBe(1);
  });

  it("keeps nothing that may not be shared, nothing rendered from stand-in content, nothing rendered across a change", async () => {
    const cache = new PageCache(1024 * 1024);
    const stop = cache.listen(() => {});
    const cases: [string, ReturnType<typeof renderer>, Request?][] = [
      ["a private page", renderer([], { headers: { ...PUBLIC, "Cache-Control": "private, no-store" } })],
      ["a 404", renderer([], { status: 404, headers: { ...PUBLIC, "Cache-Control": "no-store" } })],
      ["a page that sets a cookie", renderer([], { headers: { ...PUBLIC, "Set-Cookie": "a=b" } })],
      ["a page from the bundled dataset while the CMS fails", renderer(["plan"], { degraded: true })],
      ["a form post", renderer(["plan"]), new Request("http://localhost/p", { method: "POST", body: "a=1" })],
    ];
    for (const [what, render, request] of cases) {
      await cache.serve(request ?? get("/p"), render);
      await cache.serve(request ?? get("/p"), render);
      expect(render, what).toHaveBeenCalledTimes(2);
    }
    const racing = vi.fn(async (_request: Request, usage: ContentUsage) => {
      usage.answers.add("q:plan");
      publishContentChange(change("plan", "q:plan")); // what it read changed while it rendered
      return new Response("old", { headers: PUBLIC });
    });
    await cache.serve(get("/race"), racing);
    await cache.serve(get("/race"), racing);
    expect(racing).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
    // A change elsewhere meanwhile (another post edited) does not stop a page from being kept.
    const unrelated = renderer(["plan"]);
    const slowly = vi.fn(async (request: Request, usage: ContentUsage) => {
      publishContentChange(change("post", "q:post-a"));
      return unrelated(request, usage);
    });
    await cache.serve(get("/calm"), slowly);
    await cache.serve(get("/calm"), slowly);
    expect(slowly).toHaveBeenCalledTimes(1);
    stop();
  });

  it("answers the server's own request shape before any fetch Request exists (what server/index.ts does)", async () => {
    const cache = new PageCache(1024 * 1024, async (cookie) => cookie.includes("valid-preview"));
    const render = renderer(["plan"]);
    const html = await (await cache.serve(get("/pricing"), render)).text();
    const headers: Record<string, string> = { "accept-encoding": "gzip" };
    const asked = (path: string, extra: Record<string, string> = {}) => ({
      method: "GET",
      path,
      header: (name: string) => ({ ...headers, ...extra })[name],
    });
    // The raw path as Express has it, spelled differently from the parsed URL the render was keyed by.
    const reply = (await cache.reply(asked("/pricing?utm_source=x")))!;
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(reply.body!).toString()).toBe(html);
    expect((await cache.reply(asked("/pricing/../pricing")))?.status).toBe(200);
    expect(await cache.reply(asked("/pricing", { "if-none-match": reply.headers.etag! }))).toMatchObject({
      status: 304,
      body: null,
    });
    expect(await cache.reply(asked("/pricing", { cookie: "__ihuza_preview=valid-preview" }))).toBeNull();
    expect(await cache.reply({ ...asked("/pricing"), method: "POST" })).toBeNull();
    expect(await cache.reply(asked("/about"))).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("answers HEAD from memory without a body", async () => {
    const cache = new PageCache(1024 * 1024);
    const render = renderer(["plan"]);
    await cache.serve(get("/pricing"), render);
    const head = await cache.serve(new Request("http://localhost/pricing", { method: "HEAD" }), render);
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keeps one copy of a page for every campaign link to it, whatever the spelling of the parameters' names", async () => {
    const cache = new PageCache(1024 * 1024);
    const render = renderer(["plan"]);
    await cache.serve(get("/pricing"), render);
    for (const query of [
      "utm_source=newsletter&utm_campaign=launch&gclid=x1",
      "%75tm_source=EVIL%22%3E&UTM_Medium=x",
      "fbclid=1&msclkid=2&mc_cid=3&mc_eid=4&_ga=5&_gl=6&yclid=7&twclid=8&li_fat_id=9&gbraid=a&wbraid=b&dclid=c",
      "%67clid=1&utm%5Fterm=2",
    ]) {
      const fromCampaign = await cache.serve(get(`/pricing?${query}`), render);
      expect(await fromCampaign.text(), query).toContain("<!-- render 1 -->");
    }
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keeps a page only under the one spelling of its path: no case, slash or escape variant is kept or answered", async () => {
    const cache = new PageCache(1024 * 1024);
    const render = renderer(["plan"]);
    await cache.serve(get("/pricing"), render);
    const variants = ["/Pricing", "/pricing/", "/%70ricing", "/pric%69ng", "/%66r/pricing", "/FR/pricing"];
    for (const path of variants) {
      const asked = { method: "GET", path, header: () => undefined };
      expect(await cache.reply(asked), path).toBeNull();
      await cache.serve(get(path), render);
    }
    expect(await cache.reply({ method: "GET", path: "//other.host/pricing", header: () => undefined })).toBeNull();
    expect(render).toHaveBeenCalledTimes(1 + variants.length);
    expect(cache.size).toBe(1);
  });

  it("keeps only a page's own URL: any other query renders each time and keeps nothing", async () => {
    const cache = new PageCache(1024 * 1024);
    const render = renderer(["plan"]);
    for (const path of ["/auth?tab=signUp", "/auth?tab=signUp&utm_source=ad", "/pricing?q=1", "/pricing?", "/p?x"])
      await cache.serve(get(path), render);
    expect(cache.size).toBe(1); // "/pricing?" is /pricing
    await cache.serve(get("/auth?tab=signUp"), render);
    expect(render).toHaveBeenCalledTimes(6);
  });

  it("is not emptied by a flood of unique URLs, and holds no more than its size in bytes", async () => {
    const maxBytes = 600 * 1024;
    const cache = new PageCache(maxBytes);
    const popular = renderer(["plan"], { body: "<p>popular</p>".repeat(4000) });
    await cache.serve(get("/pricing"), popular);
    const other = renderer(["plan"], { body: "x".repeat(200_000) });
    for (let i = 0; i < 300; i++) await cache.serve(get(`/pricing?q=${i}${"z".repeat(2000)}`), other);
    await cache.serve(get("/pricing"), popular);
    expect(popular).toHaveBeenCalledTimes(1);
    // Distinct pages still compete for the space, and the space is never exceeded.
    for (let i = 0; i < 40; i++)
      await cache.serve(get(`/page-${i}`), renderer(["plan"], { body: `${i}`.repeat(100_000) }));
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBeGreaterThan(0);
  });

  it("keeps each kind of answer within a budget of its own: images, data and files never push out the pages", async () => {
    const maxBytes = 8 * 1024 * 1024;
    const cache = new PageCache(maxBytes);
    const pages = Array.from({ length: 20 }, (_, i) => `/page-${i}`);
    const page = renderer(["plan"], { body: "<p>a page</p>".repeat(4000) });
    for (const path of pages) await cache.serve(get(path), page);
    const kept = cache.count("page");
    expect(kept).toBe(20);
    // A pass over many share images, many pages' data and many feeds, each far more than its budget.
    const png = { "Content-Type": "image/png", "Cache-Control": CACHE_CONTROL.immutable };
    for (let i = 0; i < 60; i++)
      await cache.serve(
        get(`/og/h${i}/en/blog.png`),
        renderer(["post"], { body: "\u0089PNG".repeat(60_000), headers: png }),
      );
    const data = { "Content-Type": "text/x-script", "Cache-Control": CACHE_CONTROL.page };
    for (let i = 0; i < 200; i++)
      await cache.serve(get(`/d${i}.data`), renderer(["plan"], { body: `${i}`.repeat(30_000), headers: data }));
    const feed = { "Content-Type": "application/rss+xml", "Cache-Control": CACHE_CONTROL.page };
    for (let i = 0; i < 200; i++)
      await cache.serve(get(`/f${i}/rss.xml`), renderer(["post"], { body: `${i}`.repeat(30_000), headers: feed }));
    for (const path of pages) await cache.serve(get(path), page);
    expect(page).toHaveBeenCalledTimes(20);
    for (const kind of ["image", "data", "file"] as const) {
      expect(cache.count(kind), kind).toBeGreaterThan(0);
      expect(cache.heldBytes(kind), kind).toBeLessThanOrEqual(maxBytes * CACHE_SHARES[kind]);
    }
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.describe()).toMatch(/^page 20 \(.+ MB\), data \d+ .+; \d+ hits, \d+ misses$/);
  });

  it("keeps a text compressed alone, and sends its very bytes to a client that takes no encoding", async () => {
    const cache = new PageCache(8 * 1024 * 1024);
    const text = Array.from({ length: 2000 }, (_, i) => `<li>Plan ${i}: RWF ${i * 100}</li>`).join("");
    const render = renderer(["plan"], { body: text });
    await cache.serve(get("/pricing", { "Accept-Encoding": "br" }), render);
    const plain = await cache.serve(get("/pricing", { "Accept-Encoding": "identity" }), render);
    const bytes = Buffer.from(await plain.arrayBuffer());
    expect(bytes.toString()).toBe(`${text}<!-- render 1 -->`);
    expect(cache.heldBytes("page")).toBeLessThan(bytes.length / 2); // (its gzip and brotli, not its plain bytes)
  });
  it("stores an image once, as it is, and sends it so whatever the client takes", async () => {
    const cache = new PageCache(8 * 1024 * 1024);
    const png = { "Content-Type": "image/png", "Cache-Control": CACHE_CONTROL.immutable };
    const render = renderer(["post"], { body: "PNG".repeat(10_000), headers: png });
    const first = Buffer.from(await (await cache.serve(get("/og/h/en/blog.png"), render)).arrayBuffer());
    const again = await cache.serve(get("/og/h/en/blog.png", { "Accept-Encoding": "br, gzip" }), render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(again.headers.get("Content-Encoding")).toBeNull();
    expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
    // Held once: the body's bytes and its bookkeeping, no compressed copies.
    expect(cache.heldBytes("image")).toBeLessThan(first.length + 2048);
  });

  it("tells an answer's kind by its Content-Type", () => {
    expect(kindOf("text/html; charset=utf-8")).toBe("page");
    expect(kindOf("text/x-script")).toBe("data");
    expect(kindOf("image/png")).toBe("image");
    expect(kindOf("application/rss+xml; charset=utf-8")).toBe("file");
    expect(kindOf(null)).toBe("file");
  });

  it("does not keep a page larger than MAX_PAGE_BYTES", async () => {
    const cache = new PageCache(64 * 1024 * 1024);
    const render = renderer(["plan"], { body: "a".repeat(MAX_PAGE_BYTES + 1) });
    const first = await cache.serve(get("/huge"), render);
    expect((await first.text()).length).toBeGreaterThan(MAX_PAGE_BYTES);
    await cache.serve(get("/huge"), render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("changes a kept page for no request header, and for no cookie but a valid preview", async () => {
    const isPreview = vi.fn(async (cookie: string) => /__ihuza_preview=signed-ok(;|$)/.test(cookie));
    const cache = new PageCache(1024 * 1024, isPreview);
    const render = renderer(["plan"]);
    await cache.serve(get("/pricing"), render);
    const headerSets: Record<string, string>[] = [
      { Cookie: "__ihuza_preview=forged" },
      { Cookie: "__ihuza_preview_x=1; theme=dark" },
      { Cookie: "session=1; __ihuza_preview=" },
      { Authorization: "Bearer anything" },
      { "Accept-Language": "fr" },
      { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" },
      { "User-Agent": "Googlebot/2.1" },
      { "Cache-Control": "no-cache", Pragma: "no-cache" },
    ];
    for (const headers of headerSets) {
      const page = await cache.serve(get("/pricing", headers), render);
      expect(await page.text(), JSON.stringify(headers)).toContain("<!-- render 1 -->");
    }
    expect(render).toHaveBeenCalledTimes(1);
    const preview = await cache.serve(get("/pricing", { Cookie: "a=1; __ihuza_preview=signed-ok" }), render);
    expect(await preview.text()).toContain("<!-- render 2 -->");
    expect(cache.size).toBe(1);
  });

  it("keeps each compressed variant and sends the one the client takes best", async () => {
    const cache = new PageCache(1024 * 1024);
    const render = renderer(["plan"]);
    const html = await (await cache.serve(get("/pricing"), render)).text();
    const cases: [string, string | null][] = [
      ["br", "br"],
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["*", "br"],
      ["*;q=0", null],
      ["identity", null],
      ["gzip;q=0", null],
      ["", null],
    ];
    for (const [accept, expected] of cases) {
      expect(chooseEncoding(accept), accept).toBe(expected);
      const page = await cache.serve(get("/pricing", { "Accept-Encoding": accept }), render);
      expect(page.headers.get("Content-Encoding"), accept).toBe(expected);
      const bytes = Buffer.from(await page.arrayBuffer());
      const plain = expected === "br" ? brotliDecompressSync(bytes) : expected === "gzip" ? gunzipSync(bytes) : bytes;
      expect(plain.toString(), accept).toBe(html);
    }
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keeps nothing from a HEAD that came first (Remix answers it without a body), so the next GET gets the page", async () => {
    const cache = new PageCache(1024 * 1024);
    const head = await cache.serve(
      new Request("http://localhost/about", { method: "HEAD" }),
      async () => new Response(null, { headers: PUBLIC }),
    );
    expect(head.status).toBe(200);
    const render = renderer(["aboutPage"], { body: "<h1>About Ihuza</h1>" });
    const page = await cache.serve(get("/about"), render);
    expect(await page.text()).toContain("<h1>About Ihuza</h1>");
    expect(render).toHaveBeenCalledTimes(1);
    // …and that GET's page is the one kept, for GET and HEAD alike.
    expect(await (await cache.serve(get("/about"), render)).text()).toContain("<h1>About Ihuza</h1>");
    expect(render).toHaveBeenCalledTimes(1);
  });
});
