import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { publishContentChange } from "~/content/changes";
import type { ContentUsage } from "~/content/layer.server";
import { createCdnPurger } from "~/lib/cdn-purge.server";
import { PageCache } from "./page-cache";

const PUBLIC = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300" };

/** A renderer that reads the given document types (as loaders would, through the content layer) and counts renders. */
function renderer(
  types: string[],
  { body = "<p>RWF 3,500</p>", headers = PUBLIC as Record<string, string>, status = 200, degraded = false } = {},
) {
  const render = vi.fn(async (_request: Request, usage: ContentUsage) => {
    for (const type of types) usage.types.add(type);
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
    const second = await cache.serve(get("/pricing", { "Accept-Encoding": "gzip, br" }), render);
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

  it("drops exactly the pages that read a changed document type", async () => {
    const cache = new PageCache(1024 * 1024);
    const pricing = renderer(["plan", "siteSettings"]);
    const about = renderer(["aboutPage", "siteSettings"]);
    await cache.serve(get("/pricing"), pricing);
    await cache.serve(get("/about"), about);
    expect(cache.drop(["plan"])).toBe(1);
    await cache.serve(get("/pricing"), pricing);
    await cache.serve(get("/about"), about);
    expect(pricing).toHaveBeenCalledTimes(2);
    expect(about).toHaveBeenCalledTimes(1);
    expect(cache.drop(["siteSettings"])).toBe(2);
    expect(cache.drop(["*"])).toBe(0);
  });

  it("keeps nothing that may not be shared, nothing rendered from stand-in content, nothing rendered across a change", async () => {
    const cache = new PageCache(1024 * 1024);
    const stop = cache.listen(() => {});
    const cases: [string, ReturnType<typeof renderer>, Request?][] = [
      ["a private page", renderer([], { headers: { ...PUBLIC, "Cache-Control": "private, no-store" } })],
      ["a 404", renderer([], { status: 404, headers: { ...PUBLIC, "Cache-Control": "no-store" } })],
      ["a page that sets a cookie", renderer([], { headers: { ...PUBLIC, "Set-Cookie": "a=b" } })],
      ["a page from the bundled dataset while the CMS fails", renderer(["plan"], { degraded: true })],
      ["a preview", renderer(["plan"]), get("/p", { Cookie: "__ihuza_preview=abc" })],
      ["a form post", renderer(["plan"]), new Request("http://localhost/p", { method: "POST", body: "a=1" })],
    ];
    for (const [what, render, request] of cases) {
      await cache.serve(request ?? get("/p"), render);
      await cache.serve(request ?? get("/p"), render);
      expect(render, what).toHaveBeenCalledTimes(2);
    }
    const racing = vi.fn(async () => {
      publishContentChange(["plan"]); // content changed while this page rendered
      return new Response("old", { headers: PUBLIC });
    });
    await cache.serve(get("/race"), racing);
    await cache.serve(get("/race"), racing);
    expect(racing).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
    stop();
  });

  it("answers the server's own request shape before any fetch Request exists (what server/index.ts does)", async () => {
    const cache = new PageCache(1024 * 1024);
    const render = renderer(["plan"]);
    const html = await (await cache.serve(get("/pricing?plan=team"), render)).text();
    const headers: Record<string, string> = { "accept-encoding": "gzip" };
    const asked = (path: string, extra: Record<string, string> = {}) => ({
      method: "GET",
      path,
      header: (name: string) => ({ ...headers, ...extra })[name],
    });
    // The raw path as Express has it, spelled differently from the parsed URL the render was keyed by.
    const reply = cache.reply(asked("/pricing?plan=team"))!;
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(reply.body!).toString()).toBe(html);
    expect(cache.reply(asked("/pricing/../pricing?plan=team"))?.status).toBe(200);
    expect(cache.reply(asked("/pricing?plan=team", { "if-none-match": reply.headers.etag! }))).toMatchObject({
      status: 304,
      body: null,
    });
    expect(cache.reply(asked("/pricing?plan=team", { cookie: "__ihuza_preview=abc" }))).toBeNull();
    expect(cache.reply({ ...asked("/pricing?plan=team"), method: "POST" })).toBeNull();
    expect(cache.reply(asked("/about"))).toBeNull();
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

  it("keeps one copy of a page for every campaign link to it, and apart from queries a page does read", async () => {
    const cache = new PageCache(1024 * 1024);
    const render = renderer(["plan"]);
    await cache.serve(get("/pricing"), render);
    const fromCampaign = await cache.serve(get("/pricing?utm_source=newsletter&utm_campaign=launch&gclid=x1"), render);
    expect(await fromCampaign.text()).toContain("<!-- render 1 -->");
    expect(render).toHaveBeenCalledTimes(1);
    await cache.serve(get("/auth?tab=signUp&utm_source=ad"), render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(await (await cache.serve(get("/auth?tab=signUp"), render)).text()).toContain("<!-- render 2 -->");
    expect(await (await cache.serve(get("/auth"), render)).text()).toContain("<!-- render 3 -->");
    expect(render).toHaveBeenCalledTimes(3);
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

describe("purging the shared cache", () => {
  it("sends the keys in the forms Varnish, Fastly and Cloudflare read, with the token", async () => {
    const send = vi.fn(async (..._args: Parameters<typeof fetch>) => new Response("ok"));
    const purge = createCdnPurger({
      url: "https://cdn.example/purge",
      token: "secret-token",
      fetch: send as typeof fetch,
    });
    expect(await purge(["type:plan", "type:addOn"])).toBe(true);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe("https://cdn.example/purge");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toMatchObject({
      "xkey-purge": "type:plan type:addOn",
      "Surrogate-Key": "type:plan type:addOn",
      Authorization: "Bearer secret-token",
      "Fastly-Key": "secret-token",
    });
    expect(JSON.parse(String(init?.body))).toEqual({ tags: ["type:plan", "type:addOn"] });
  });

  it("retries a failed purge, then gives up with a warning", async () => {
    const logger = { warn: vi.fn(), info: vi.fn() };
    const flaky = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new Error("ECONNREFUSED"))
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockResolvedValue(new Response("ok"));
    expect(await createCdnPurger({ url: "http://varnish/.purge", fetch: flaky, retryMs: 1, logger })(["ihuza"])).toBe(
      true,
    );
    expect(flaky).toHaveBeenCalledTimes(3);
    const down = vi.fn<typeof fetch>().mockRejectedValue(new Error("ECONNREFUSED"));
    expect(await createCdnPurger({ url: "http://varnish/.purge", fetch: down, retryMs: 1, logger })(["ihuza"])).toBe(
      false,
    );
    expect(down).toHaveBeenCalledTimes(5);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("s-maxage bounds the staleness"));
  });
});
