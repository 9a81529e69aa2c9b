import { describe, expect, it } from "vitest";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./fields";
import { clientKey, createRateLimit, FORM_TOKEN_MAX_AGE_MS, judgePost, MAX_FORM_BYTES, readForm } from "./guard.server";
import { signFormToken } from "./tokens.server";

const post = (
  body: BodyInit | null,
  headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" },
) => new Request("http://localhost/contact", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body sent in chunks without a Content-Length (as `Transfer-Encoding: chunked`), counting what was pulled. */
function chunked(total: number, chunk = 16 * 1024) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk;
      controller.enqueue(new TextEncoder().encode("a".repeat(chunk)));
    },
  });
  return { stream, pulled: () => sent };
}

describe("reading a form post", () => {
  it("reads a urlencoded or multipart form", async () => {
    const read = await readForm(post("firstName=Amina&message=Hello+there"));
    expect(read.ok && read.form.get("message")).toBe("Hello there");
    const multipart = new FormData();
    multipart.set("email", "amina@umurage.rw");
    const asMultipart = await readForm(new Request("http://localhost/", { method: "POST", body: multipart }));
    expect(asMultipart.ok && asMultipart.form.get("email")).toBe("amina@umurage.rw");
  });

  it("refuses a declared 1 MB body without reading it", async () => {
    let pulled = false;
    const body = new ReadableStream({ pull: () => void (pulled = true) }, { highWaterMark: 0 });
    const read = await readForm(
      post(body, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(1024 * 1024) }),
    );
    expect(read).toEqual({ ok: false, status: 413 });
    expect(pulled).toBe(false);
  });

  it("stops reading a chunked body at the cap", async () => {
    const { stream, pulled } = chunked(1024 * 1024);
    expect(await readForm(post(stream))).toEqual({ ok: false, status: 413 });
    // (the chunk that crosses the cap, and the one the stream's queue pulls ahead: never the rest of the megabyte)
    expect(pulled()).toBeLessThanOrEqual(MAX_FORM_BYTES + 2 * 16 * 1024);
  });

  it("refuses what is not a form (JSON, text, no type)", async () => {
    expect(await readForm(post('{"a":1}', { "Content-Type": "application/json" }))).toEqual({ ok: false, status: 415 });
    expect(await readForm(post("a=1", { "Content-Type": "text/plain" }))).toEqual({ ok: false, status: 415 });
    expect(await readForm(post("a=1", {}))).toEqual({ ok: false, status: 415 });
  });

  it("refuses a multipart body that cannot be parsed", async () => {
    expect(await readForm(post("garbage", { "Content-Type": "multipart/form-data; boundary=x" }))).toEqual({
      ok: false,
      status: 400,
    });
  });
});

describe("the rate limit", () => {
  it("lets 5 posts a minute through per address and says how long to wait after", async () => {
    const limit = createRateLimit(5);
    for (let i = 0; i < 5; i++) expect(await limit.take("10.0.0.1")).toBeNull();
    const wait = await limit.take("10.0.0.1");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limit.take("10.0.0.2")).toBeNull(); // another visitor is not affected
  });
});

describe("what the rate limit counts a client by", () => {
  it("an IPv4 address, also written as IPv4-mapped IPv6", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });

  it("an IPv6 address's /64, however it is written", () => {
    const key = clientKey("2001:db8:aa:bb::1");
    for (const same of ["2001:db8:aa:bb:ffff:ffff:ffff:ffff", "2001:0DB8:00AA:00BB:1:2:3:4", "2001:db8:aa:bb::"])
      expect(clientKey(same), same).toBe(key);
    expect(clientKey("2001:db8:aa:bc::1")).not.toBe(key);
  });

  it("anything else as it is", () => {
    for (const other of ["local", "", "not an address", "2001:db8::zz"]) expect(clientKey(other)).toBe(other);
  });

  it("a client walking its own /64 is limited as one", async () => {
    const limit = createRateLimit(3);
    const answers = [];
    for (let host = 1; host <= 4; host++) answers.push(await limit.take(`2001:db8:aa:bb::${host}`));
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    expect(answers[3]).toBeGreaterThan(0);
    expect(await limit.take("2001:db8:aa:bc::1")).toBeNull();
  });
});

describe("the quiet spam checks", () => {
  const secret = "x".repeat(40);
  const renderedAt = 1_000_000;
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  it("lets a person through who took their time", () => {
    expect(
      judgePost(form({ [FORM_TOKEN_FIELD]: signFormToken(secret, renderedAt) }), secret, 3000, renderedAt + 8000),
    ).toBe("person");
  });

  it("drops a post sent faster than a person can type, or with the honeypot filled", () => {
    expect(
      judgePost(form({ [FORM_TOKEN_FIELD]: signFormToken(secret, renderedAt) }), secret, 3000, renderedAt + 500),
    ).toBe("bot");
    expect(
      judgePost(
        form({ [FORM_TOKEN_FIELD]: signFormToken(secret, renderedAt), [HONEYPOT_FIELD]: "http://spam.example" }),
        secret,
        3000,
        renderedAt + 9000,
      ),
    ).toBe("bot");
  });

  it("asks to send again when the token is missing, forged, from another secret or from the future", () => {
    const token = signFormToken(secret, renderedAt);
    const later = renderedAt + 9000;
    expect(judgePost(form({}), secret, 3000, later)).toBe("expired");
    expect(
      judgePost(
        form({ [FORM_TOKEN_FIELD]: token.replace(/^[^.]+/, (renderedAt - 60_000).toString(36)) }),
        secret,
        3000,
        later,
      ),
    ).toBe("expired");
    expect(
      judgePost(form({ [FORM_TOKEN_FIELD]: signFormToken("y".repeat(40), renderedAt) }), secret, 3000, later),
    ).toBe("expired");
    expect(judgePost(form({ [FORM_TOKEN_FIELD]: signFormToken(secret, later + 3600_000) }), secret, 3000, later)).toBe(
      "expired",
    );
    expect(judgePost(form({ [FORM_TOKEN_FIELD]: "a.b" }), secret, 3000, later)).toBe("expired");
  });

  it("asks to send again when the token is older than a cached page can be, plus two hours to fill the form", () => {
    // A page may be served by a shared cache for s-maxage + stale-while-revalidate: 5 minutes + a day.
    expect(FORM_TOKEN_MAX_AGE_MS).toBe((300 + 86_400) * 1000 + 2 * 3600_000);
    const token = signFormToken(secret, renderedAt);
    const at = (ms: number) => judgePost(form({ [FORM_TOKEN_FIELD]: token }), secret, 3000, renderedAt + ms);
    expect(at(FORM_TOKEN_MAX_AGE_MS)).toBe("person");
    expect(at(FORM_TOKEN_MAX_AGE_MS + 1)).toBe("expired");
    // A token from 2020, posted today.
    const old = signFormToken(secret, Date.UTC(2020, 0, 1));
    expect(judgePost(form({ [FORM_TOKEN_FIELD]: old }), secret, 3000)).toBe("expired");
  });
});
