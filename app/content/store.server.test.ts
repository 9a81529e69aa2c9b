import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockServer } from "../../tests/mocks/node";
import { mockSanity, SANITY_QUERY_URL } from "../../tests/mocks/sanity";
import { FAQS_QUERY, PLANS_QUERY } from "./queries";
import { createBundledSource, createSanitySource } from "./source.server";
import { ContentStore, queryMayRead } from "./store.server";

type Plan = { _id: string; name: string; price: number };

/** A clock the cache reads, moved by hand. */
function manualClock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Counts the Sanity API requests msw sees, by host (CDN or live API). */
function countRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (SANITY_QUERY_URL.test(request.url)) seen.push(new URL(request.url).host.includes("apicdn") ? "cdn" : "live");
  };
  mockServer.events.on("request:start", listener);
  return seen;
}

/** The mocked Sanity answering from fixtures with patches applied (a published change). */
function publish(patches: { id: string; set: Record<string, unknown> }[]) {
  mockServer.use(...mockSanity({ patches }));
}

function makeStore(options: { ttlMs?: number; timeoutMs?: number } = {}) {
  const clock = manualClock();
  const logger = { warn: vi.fn() };
  const store = new ContentStore({
    primary: createSanitySource({
      projectId: "testproject",
      dataset: "production",
      apiVersion: "2025-02-19",
      timeoutMs: options.timeoutMs ?? 1_000,
    }),
    fallback: createBundledSource(),
    ttlMs: options.ttlMs ?? 60_000,
    fallbackTtlMs: 5_000,
    logger,
    perf: clock,
  });
  return { store, clock, logger };
}

describe("ContentStore", () => {
  let requests: string[];
  beforeEach(() => {
    requests = countRequests();
  });
  afterEach(() => mockServer.events.removeAllListeners());

  it("answers views inside the time to live from the cache, with no Sanity request", async () => {
    const { store, clock } = makeStore();
    const first = await store.fetch<Plan[]>(PLANS_QUERY);
    expect(first).toHaveLength(4);
    expect(requests).toEqual(["cdn"]);
    clock.advance(59_000);
    await store.fetch(PLANS_QUERY);
    await store.fetch(PLANS_QUERY);
    expect(requests).toEqual(["cdn"]);
  });

  it("after the time to live serves the stale value while one shared refresh runs", async () => {
    const { store, clock } = makeStore();
    await store.fetch(PLANS_QUERY);
    publish([{ id: "plan-starter", set: { price: 3900 } }]);
    clock.advance(61_000);
    const views = await Promise.all([1, 2, 3, 4, 5].map(() => store.fetch<Plan[]>(PLANS_QUERY)));
    for (const plans of views) expect(plans[0]?.price).toBe(3500); // stale, straight away
    await vi.waitFor(() => expect(requests).toEqual(["cdn", "cdn"])); // one refresh for five views
    await vi.waitFor(async () => expect((await store.fetch<Plan[]>(PLANS_QUERY))[0]?.price).toBe(3900));
  });

  it.each([
    ["a 5xx answer", () => HttpResponse.json({ error: "down" }, { status: 503 })],
    ["a network error", () => HttpResponse.error()],
  ])("falls back to the last good value on %s", async (_label, respond) => {
    const { store, clock, logger } = makeStore();
    publish([{ id: "faq-1", set: { question: "Edited question?" } }]);
    await store.fetch(FAQS_QUERY);
    mockServer.use(http.get(SANITY_QUERY_URL, respond));
    clock.advance(61_000);
    const faqs = await store.fetch<{ question: string }[]>(FAQS_QUERY);
    await vi.waitFor(async () => {
      expect(logger.warn).toHaveBeenCalledWith("[content] serving the last good value");
    });
    expect(faqs[0]?.question).toBe("Edited question?");
    expect((await store.fetch<{ question: string }[]>(FAQS_QUERY))[0]?.question).toBe("Edited question?");
  });

  it("times out a slow Sanity and, with nothing cached, serves the bundled dataset", async () => {
    const { store, logger } = makeStore({ timeoutMs: 150 });
    mockServer.use(
      http.get(SANITY_QUERY_URL, async () => {
        await delay(2_000);
        return HttpResponse.json({ result: [], ms: 1, query: "" });
      }),
    );
    const started = Date.now();
    const plans = await store.fetch<Plan[]>(PLANS_QUERY);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(plans.map((plan) => plan.name)).toEqual(["Starter", "Professional", "Business", "Enterprise"]);
    expect(logger.warn).toHaveBeenCalledWith("[content] no good value yet: serving the bundled dataset");
  });

  it("leaves out a malformed document and logs it with its id", async () => {
    const { store, logger } = makeStore();
    publish([{ id: "plan-business", set: { price: "lots" } }]);
    const plans = await store.fetch<Plan[]>(PLANS_QUERY);
    expect(plans.map((plan) => plan.name)).toEqual(["Starter", "Professional", "Enterprise"]);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("plan-business [2].price: expected a number"));
  });

  it("revalidates the queries a published type affects from the live API, so the next view is fresh", async () => {
    const { store } = makeStore();
    await store.fetch(PLANS_QUERY);
    await store.fetch(FAQS_QUERY);
    publish([{ id: "plan-starter", set: { name: "Starter+" } }]);
    expect(await store.revalidate("plan")).toBe(1);
    expect(requests).toEqual(["cdn", "cdn", "live"]);
    expect((await store.fetch<Plan[]>(PLANS_QUERY))[0]?.name).toBe("Starter+");
    expect(requests).toHaveLength(3); // served from the refreshed cache
  });

  it("with a time to live of 0 asks Sanity on every view", async () => {
    const { store } = makeStore({ ttlMs: 0 });
    await store.fetch(FAQS_QUERY);
    await store.fetch(FAQS_QUERY);
    expect(requests).toEqual(["cdn", "cdn"]);
  });
});

describe("queryMayRead", () => {
  it("knows which types a query reads", () => {
    expect(queryMayRead(PLANS_QUERY, "plan")).toBe(true);
    expect(queryMayRead(PLANS_QUERY, "faq")).toBe(false);
    expect(queryMayRead('*[_type in ["homePage", "plan"]]', "plan")).toBe(true);
    expect(queryMayRead("*[_type == $type]", "faq")).toBe(true);
  });
});
