import { describe, expect, it, vi } from "vitest";
import { createCdnPurger, purgeBatches } from "./cdn-purge.server";

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

  it("names at most 100 keys a request, in a header line Varnish takes", () => {
    const keys = (count: number, length: number) =>
      Array.from({ length: count }, (_, i) => `k${String(i).padStart(length - 1, "0")}`);
    // (Cloudflare's 100 tags a purge)
    expect(purgeBatches(keys(250, 8)).map((batch) => batch.length)).toEqual([100, 100, 50]);
    // 119 bytes a key, with its space 120: 66 keys are 7,919 bytes, 67 would be 8,039, past 8,000
    expect(purgeBatches(keys(100, 119)).map((batch) => batch.length)).toEqual([66, 34]);
    // every key once, in its order
    expect(purgeBatches(keys(250, 8)).flat()).toEqual(keys(250, 8));
    // a key too long for any request goes alone
    expect(purgeBatches(["a", "x".repeat(9_000), "b"]).map((batch) => batch.length)).toEqual([1, 1, 1]);
    expect(purgeBatches([])).toEqual([]);
  });

  it("sends many keys in requests one after the other, and says whether all went through", async () => {
    const keys = Array.from({ length: 150 }, (_, i) => `q:${i}`);
    const sent: string[][] = [];
    let open = 0;
    let most = 0;
    const send = vi.fn(async (_url: Parameters<typeof fetch>[0], init?: RequestInit) => {
      open++;
      most = Math.max(most, open);
      await new Promise((resolve) => setImmediate(resolve));
      open--;
      const { tags } = JSON.parse(String(init?.body)) as { tags: string[] };
      sent.push(tags);
      // (the CDN refuses the first group, each time)
      return new Response("ok", { status: tags[0] === "q:0" ? 503 : 200 });
    });
    const logger = { warn: vi.fn(), info: vi.fn() };
    const purge = createCdnPurger({
      url: "https://cdn.example/purge",
      fetch: send as typeof fetch,
      retryMs: 1,
      logger,
    });
    // the first request fails five times; the second still goes
    expect(await purge(keys)).toBe(false);
    expect(sent.map((tags) => tags.length)).toEqual([100, 100, 100, 100, 100, 50]);
    expect(sent.at(-1)).toEqual(keys.slice(100));
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(most).toBe(1);
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
