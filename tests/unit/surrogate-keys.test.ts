import { describe, expect, it, vi } from "vitest";
import { purgeKeys, surrogateKeyHeaders, surrogateKeys, SURROGATE_KEYS_MAX_BYTES } from "~/lib/cache-control";

/*
 * The keys a shared cache files a response under (Varnish's xkey, Fastly's Surrogate-Key, Cloudflare's Cache-Tag), and
 * what a change purges. An answer's key is `q:` and 16 characters (answerKey).
 */

const answer = (n: number) => `q:${String(n).padStart(16, "0")}`;

describe("a response's surrogate keys", () => {
  it("are the site's key, the types it read and the answers it showed, in order, in each cache's header", () => {
    const read = { answers: new Set([answer(2), answer(1)]), types: new Set(["post", "siteSettings"]) };
    expect(surrogateKeys(read)).toEqual([
      "ihuza",
      "type:post",
      "type:siteSettings",
      "q:0000000000000001",
      "q:0000000000000002",
    ]);
    expect(surrogateKeyHeaders(read)).toEqual({
      "Surrogate-Key": "ihuza type:post type:siteSettings q:0000000000000001 q:0000000000000002",
      xkey: "ihuza type:post type:siteSettings q:0000000000000001 q:0000000000000002",
      "Cache-Tag": "ihuza,type:post,type:siteSettings,q:0000000000000001,q:0000000000000002",
    });
  });

  it("past 8,000 bytes name the types' coarse keys instead of the answers, said once in the log per kind", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const many = { answers: Array.from({ length: 500 }, (_, n) => answer(n)), types: ["post", "plan"] };
    const fits = { answers: many.answers.slice(0, 400), types: many.types };
    expect(surrogateKeys(fits, "a long list").join(" ").length).toBeLessThanOrEqual(SURROGATE_KEYS_MAX_BYTES);
    expect(surrogateKeys(fits, "a long list")).toHaveLength(403);
    expect(surrogateKeys(many, "llms-full.txt")).toEqual([
      "ihuza",
      "type:plan",
      "type:post",
      "coarse:plan",
      "coarse:post",
    ]);
    surrogateKeys(many, "llms-full.txt");
    expect(info.mock.calls.map(([line]) => line)).toEqual([
      "[cache] llms-full.txt read 500 answers: keyed by its document types instead",
    ]);
    // Varnish's default limit on a response's header line (http_resp_hdr_len) is 8 kB: the header stays below it.
    expect(surrogateKeyHeaders(many).xkey!.length + "xkey: ".length).toBeLessThan(8_192);
    info.mockRestore();
  });
});

describe("a response that read answers of unknown types", () => {
  it("is filed under the key every purge names", () => {
    expect(surrogateKeys({ answers: [answer(1)], types: ["post", "*"] })).toEqual(["ihuza", "type:post", "coarse:*"]);
    expect(purgeKeys({ answers: [answer(2)], types: ["plan"] })).toContain("coarse:*");
  });
});

describe("what a change purges", () => {
  it("is the changed answers and their types' coarse keys, never a type's every page; a change of unknown types, all", () => {
    expect(purgeKeys({ answers: [answer(7)], types: ["post"] })).toEqual([
      "q:0000000000000007",
      "coarse:post",
      "coarse:*",
    ]);
    expect(purgeKeys({ answers: [answer(7)], types: ["*"] })).toEqual(["ihuza"]);
  });
});
