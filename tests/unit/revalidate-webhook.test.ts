import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createContentLayer } from "~/content/layer/layer.server";
import { FAQS_QUERY, PLANS_QUERY } from "~/content/queries";
import { handleRevalidateWebhook } from "~/content/layer/webhook.server";
import { answerKey } from "~/content/layer/query-cache.server";
import { parseEnv } from "@shared/setup/env.server";
import { mockServer } from "../mocks/node";
import { mockSanity } from "../mocks/sanity";

const SECRET = "test-webhook-secret-0123456789";

/** A content layer of its own over the mocked Sanity, cached for 10 minutes, as a server with a project builds it. */
function makeLayer() {
  return createContentLayer(parseEnv({ SANITY_PROJECT_ID: "testproject", CONTENT_TTL_SECONDS: "600" }), {
    logger: { warn: vi.fn(), info: vi.fn() },
  });
}

async function signedRequest(
  body: string,
  secret = SECRET,
  extraHeaders: Record<string, string> = {},
  signedAt = Date.now(),
) {
  const signature = await encodeSignatureHeader(body, signedAt, secret);
  return new Request("http://localhost/api/revalidate", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: signature, ...extraHeaders },
  });
}

function publish(patches: { id: string; set: Record<string, unknown> }[]) {
  mockServer.use(...mockSanity({ patches }));
}

describe("POST /api/revalidate", () => {
  beforeEach(() => vi.spyOn(console, "info").mockImplementation(() => {}));
  it("does not exist without a configured secret", async () => {
    const route = await import("~/routes/api.revalidate");
    const thrown = await Promise.resolve()
      .then(() =>
        route.action({
          request: new Request("http://localhost/api/revalidate", { method: "POST" }),
          params: {},
          context: {},
        }),
      )
      .catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(404);
  });

  it("makes a published change visible on the next request, refreshing only the queries of that type", async () => {
    const layer = makeLayer();
    const plans = async () => (await layer.fetch<{ price: number }[]>(PLANS_QUERY))[0]?.price;
    expect(await plans()).toBe(3500);
    await layer.fetch(FAQS_QUERY);
    publish([{ id: "plan-starter", set: { price: 4000 } }]);
    expect(await plans()).toBe(3500); // still cached

    const response = await handleRevalidateWebhook(
      await signedRequest(JSON.stringify({ _id: "plan-starter", _type: "plan" })),
      layer,
      SECRET,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: true,
      type: "plan",
      refreshed: 1,
      pages: ["/pricing", "/fr/tarifs", "/rw/ibiciro"],
      // The changed answer's key (the landing pages showing plans carry it too: they read the same query), and the
      // coarse key of its type, for a response too long to name its answers.
      keys: [answerKey(PLANS_QUERY), "coarse:plan", "coarse:*"],
    });
    expect(await plans()).toBe(4000);
  });

  it("refreshes everything when the payload names no type", async () => {
    const layer = makeLayer();
    await layer.fetch(PLANS_QUERY);
    await layer.fetch(FAQS_QUERY);
    publish([{ id: "plan-starter", set: { price: 4000 } }]);
    const response = await handleRevalidateWebhook(await signedRequest(JSON.stringify({ _id: "x" })), layer, SECRET);
    expect(await response.json()).toMatchObject({
      revalidated: true,
      type: null,
      refreshed: 2,
      keys: [answerKey(PLANS_QUERY), "coarse:plan", "coarse:*"],
    });
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const response = await handleRevalidateWebhook(
      new Request("http://localhost/api/revalidate", { method: "PUT", body: "{}" }),
      makeLayer(),
      SECRET,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it.each([
    ["a wrong signature", async () => signedRequest('{"_type":"plan"}', "another-secret-0123456789"), 401],
    [
      "a malformed signature",
      async () => signedRequest('{"_type":"plan"}', SECRET, { [SIGNATURE_HEADER_NAME]: "nonsense" }),
      401,
    ],
    [
      "no signature",
      async () => new Request("http://localhost/api/revalidate", { method: "POST", body: '{"_type":"plan"}' }),
      401,
    ],
    ["a body that is not JSON", async () => signedRequest("not json"), 400],
    [
      "an oversized body",
      async () => signedRequest(JSON.stringify({ _type: "plan", padding: "x".repeat(70_000) })),
      413,
    ],
  ])("refuses %s and changes nothing", async (_label, makeRequest, status) => {
    const layer = makeLayer();
    await layer.fetch(PLANS_QUERY);
    publish([{ id: "plan-starter", set: { price: 4000 } }]);
    const response = await handleRevalidateWebhook(await makeRequest(), layer, SECRET);
    expect(response.status).toBe(status);
    expect((await layer.fetch<{ price: number }[]>(PLANS_QUERY))[0]?.price).toBe(3500);
  });

  describe("a signed call cannot be replayed", () => {
    const MINUTE = 60_000;
    it.each([
      ["dated 2021", Date.UTC(2021, 5, 1)],
      ["6 minutes old", Date.now() - 6 * MINUTE],
      ["6 minutes in the future", Date.now() + 6 * MINUTE],
      ["a year in the future", Date.now() + 365 * 24 * 60 * MINUTE],
    ])("a signature %s is refused and changes nothing", async (_label, signedAt) => {
      const layer = makeLayer();
      await layer.fetch(PLANS_QUERY);
      publish([{ id: "plan-starter", set: { price: 4000 } }]);
      const body = JSON.stringify({ _id: "plan-starter", _type: "plan" });
      const response = await handleRevalidateWebhook(await signedRequest(body, SECRET, {}, signedAt), layer, SECRET);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/too old or from the future/) });
      expect((await layer.fetch<{ price: number }[]>(PLANS_QUERY))[0]?.price).toBe(3500);
    });

    it("a signature 4 minutes old or ahead is taken (clocks differ; Sanity may retry late)", async () => {
      for (const signedAt of [Date.now() - 4 * MINUTE, Date.now() + 4 * MINUTE]) {
        const body = JSON.stringify({ _id: `x-${signedAt}`, _type: "plan" });
        const response = await handleRevalidateWebhook(
          await signedRequest(body, SECRET, {}, signedAt),
          makeLayer(),
          SECRET,
        );
        expect(response.status).toBe(200);
      }
    });

    it("the same delivery again, the very call or a retry with its idempotency-key, is answered 200 without acting", async () => {
      const layer = makeLayer();
      const refresh = vi.spyOn(layer, "revalidateTypes");
      const body = JSON.stringify({ _id: "plan-starter", _type: "plan", at: Date.now() });
      const first = await signedRequest(body);
      const again = first.clone();
      expect((await handleRevalidateWebhook(first, layer, SECRET)).status).toBe(200);
      const replayed = await handleRevalidateWebhook(again, layer, SECRET);
      expect(replayed.status).toBe(200);
      expect(await replayed.json()).toEqual({ revalidated: false, duplicate: true });
      expect(refresh).toHaveBeenCalledTimes(1);

      // Sanity signs each retry anew; its idempotency-key names the delivery.
      const key = { "idempotency-key": `delivery-${Date.now()}` };
      expect((await handleRevalidateWebhook(await signedRequest(body, SECRET, key), layer, SECRET)).status).toBe(200);
      const retry = await signedRequest(body, SECRET, key, Date.now() + 1000);
      expect(await (await handleRevalidateWebhook(retry, layer, SECRET)).json()).toEqual({
        revalidated: false,
        duplicate: true,
      });
      expect(refresh).toHaveBeenCalledTimes(2);
    });

    it("a captured call replayed with a fresh idempotency-key, or two copies at once, act once", async () => {
      const layer = makeLayer();
      const refresh = vi.spyOn(layer, "revalidateTypes");
      const first = await signedRequest(
        JSON.stringify({ _id: "plan-starter", _type: "plan", n: Math.random() }),
        SECRET,
        {
          "idempotency-key": `a-${Date.now()}`,
        },
      );
      const replay = new Request(first.clone(), { headers: new Headers(first.headers) });
      replay.headers.set("idempotency-key", `forged-${Date.now()}`);
      const together = first.clone();
      const answers = await Promise.all([
        handleRevalidateWebhook(first, layer, SECRET),
        handleRevalidateWebhook(together, layer, SECRET),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await (await handleRevalidateWebhook(replay, layer, SECRET)).json()).toEqual({
        revalidated: false,
        duplicate: true,
      });
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it("a delivery that failed is acted on when Sanity retries it", async () => {
      const layer = makeLayer();
      const refresh = vi.spyOn(layer, "revalidateTypes").mockRejectedValueOnce(new Error("Sanity unreachable"));
      const key = { "idempotency-key": `failed-${Date.now()}` };
      const body = JSON.stringify({ _id: "plan-starter", _type: "plan" });
      await expect(handleRevalidateWebhook(await signedRequest(body, SECRET, key), layer, SECRET)).rejects.toThrow();
      const retry = await handleRevalidateWebhook(await signedRequest(body, SECRET, key), layer, SECRET);
      expect(await retry.json()).toMatchObject({ revalidated: true });
      expect(refresh).toHaveBeenCalledTimes(2);
    });
  });
});
