import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLANS_QUERY } from "~/content/queries";
import { mockServer } from "../mocks/node";
import { mockSanity } from "../mocks/sanity";

const SECRET = "test-webhook-secret-0123456789";

/** Loads the content layer and the webhook route afresh with the given environment (Sanity mode, via msw). */
async function load(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const content = await import("~/content/content.server");
  const route = await import("~/routes/api.revalidate");
  return { content, route };
}

async function signedRequest(body: string, secret = SECRET, extraHeaders: Record<string, string> = {}) {
  const signature = await encodeSignatureHeader(body, Date.now(), secret);
  return new Request("http://localhost/api/revalidate", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: signature, ...extraHeaders },
  });
}

const callAction = async (route: { action: (args: never) => Promise<Response> }, request: Request) =>
  route.action({ request, params: {}, context: {} } as never);

function publish(patches: { id: string; set: Record<string, unknown> }[]) {
  mockServer.use(...mockSanity({ patches }));
}

describe("POST /api/revalidate", () => {
  beforeEach(() => vi.spyOn(console, "info").mockImplementation(() => {}));
  afterEach(() => vi.unstubAllEnvs());

  it("does not exist without a configured secret", async () => {
    const { route } = await load({ SANITY_WEBHOOK_SECRET: "", SANITY_PROJECT_ID: "testproject" });
    const thrown = await callAction(route, await signedRequest("{}")).catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it("makes a published change visible on the next request", async () => {
    const { content, route } = await load({ SANITY_WEBHOOK_SECRET: SECRET, SANITY_PROJECT_ID: "testproject", CONTENT_TTL_SECONDS: "600" });
    const before = await content.runQuery(PLANS_QUERY);
    expect(before[0]?.price).toBe(3500);
    publish([{ id: "plan-starter", set: { price: 4000 } }]);
    expect((await content.runQuery(PLANS_QUERY))[0]?.price).toBe(3500); // still cached

    const response = await callAction(route, await signedRequest(JSON.stringify({ _id: "plan-starter", _type: "plan" })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, type: "plan", refreshed: 1 });
    expect((await content.runQuery(PLANS_QUERY))[0]?.price).toBe(4000);
  });

  it.each([
    ["a wrong signature", async () => signedRequest('{"_type":"plan"}', "another-secret-0123456789"), 401],
    ["a malformed signature", async () => signedRequest('{"_type":"plan"}', SECRET, { [SIGNATURE_HEADER_NAME]: "nonsense" }), 401],
    [
      "no signature",
      async () => new Request("http://localhost/api/revalidate", { method: "POST", body: '{"_type":"plan"}' }),
      401,
    ],
    ["a body that is not JSON", async () => signedRequest("not json"), 400],
    ["an oversized body", async () => signedRequest(JSON.stringify({ _type: "plan", padding: "x".repeat(70_000) })), 413],
  ])("refuses %s and changes nothing", async (_label, makeRequest, status) => {
    const { content, route } = await load({ SANITY_WEBHOOK_SECRET: SECRET, SANITY_PROJECT_ID: "testproject", CONTENT_TTL_SECONDS: "600" });
    await content.runQuery(PLANS_QUERY);
    publish([{ id: "plan-starter", set: { price: 4000 } }]);
    const response = await callAction(route, await makeRequest());
    expect(response.status).toBe(status);
    expect((await content.runQuery(PLANS_QUERY))[0]?.price).toBe(3500);
  });
});
