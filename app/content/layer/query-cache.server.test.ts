import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockServer } from "../../../tests/mocks/node";
import { SANITY_QUERY_URL, syncTagOf, type MockControl } from "../../../tests/mocks/sanity";
import { FAQS_QUERY, LEGAL_PAGE_QUERY, PLANS_QUERY, PRICING_PAGE_QUERY, SITE_SETTINGS_QUERY } from "../queries";
import { REDIRECTS_QUERY } from "@shared/addresses/redirects";
import { documentTypesOf } from "@shared/content/groq";
import { LINK_TARGET_TYPES } from "@shared/addresses/pages";
import { answerKey } from "./query-cache.server";
import { newUsage } from "./usage";

import {
  countRequests,
  english,
  makeLayer,
  manualLayer,
  setSanity,
  warnings,
  type Plan,
  type PricingPage,
} from "./layer-test-kit";

afterEach(() => mockServer.events.removeAllListeners());

describe("caching", () => {
  it("answers views inside the time to live from the cache, with no Sanity request", async () => {
    const requests = countRequests();
    const { layer, advance } = makeLayer();
    expect(await layer.fetch<Plan[]>(PLANS_QUERY)).toHaveLength(4);
    advance(59_000);
    await layer.fetch(PLANS_QUERY);
    await layer.fetch(PLANS_QUERY);
    expect(requests).toHaveLength(1);
  });

  it("after the time to live serves the stale value at once while one shared refresh runs", async () => {
    const requests = countRequests();
    const { layer, advance } = makeLayer();
    await layer.fetch(PLANS_QUERY);
    setSanity({ patches: [{ id: "plan-starter", set: { price: 3900 } }] });
    advance(61_000);
    const views = await Promise.all([1, 2, 3, 4, 5].map(() => layer.fetch<Plan[]>(PLANS_QUERY)));
    for (const plans of views) expect(plans[0]?.price).toBe(3500);
    await vi.waitFor(async () => expect((await layer.fetch<Plan[]>(PLANS_QUERY))[0]?.price).toBe(3900));
    expect(requests).toHaveLength(2);
  });
});

/** Every way the CMS can fail, as the mocked Sanity plays it. */
const FAILURES: [string, MockControl, RegExp][] = [
  ["a 500", { status: 500 }, /HTTP 500/],
  ["a 503", { status: 503 }, /HTTP 503/],
  ["a 403", { status: 403 }, /HTTP 403/],
  ["a 404", { status: 404 }, /HTTP 404/],
  ["a 200 with a proxy's HTML page", { body: "<!DOCTYPE html><title>Gateway</title>" }, /an HTML page/],
  ["a 200 with truncated JSON", { body: '{"result": {"heading": "Pri', contentType: "application/json" }, /JSON/],
  ["a 200 with an empty body", { body: "", contentType: "application/json" }, /empty body|JSON/],
  [
    "a 200 with JSON of another shape",
    { body: '{"results": []}', contentType: "application/json" },
    /JSON without a "result"/,
  ],
  [
    'a 200 with {"result": "oops"}',
    { body: '{"result": "oops"}', contentType: "application/json" },
    /fails the schema/,
  ],
  ['a 200 with {"result": null}', { body: '{"result": null}', contentType: "application/json" }, /document is missing/],
  ["the page's document unpublished", { patches: [{ id: "pricingPage", unset: true }] }, /document is missing/],
  [
    "the page's document failing the schema",
    { patches: [{ id: "pricingPage", set: { heading: 42 } }] },
    /fails the schema: \(query result\) heading: expected a list, got number/,
  ],
  ["Sanity too slow", { delayMs: 3_000 }, /no answer/],
];

describe("every failure of the CMS is one class", () => {
  it.each(FAILURES)(
    "%s, with nothing cached: the bundled page, and one warning naming query, document and cause",
    async (_label, control, cause) => {
      setSanity(control);
      const { layer, logger } = makeLayer({ CONTENT_DEADLINE_MS: "1000" });
      const page = await (await layer.forRequest(new Request("http://localhost/pricing"))).page(PRICING_PAGE_QUERY);
      expect(page.heading).toBe("Simple pricing that grows with you");
      const said = warnings(logger);
      expect(said).toHaveLength(1);
      // The document the query is about, then the types every page's links read (LINK_TARGET_TYPES).
      expect(said[0]).toMatch(
        new RegExp(`^\\[content\\] PRICING_PAGE_QUERY \\(pricingPage, ${LINK_TARGET_TYPES.join(", ")}\\): `),
      );
      expect(said[0]).toMatch(cause);
      expect(said[0]).toMatch(/serving the bundled dataset$/);
    },
  );

  it.each(FAILURES)("%s, after a good answer: the last good value", async (_label, control, cause) => {
    const { layer, logger } = makeLayer({ CONTENT_TTL_SECONDS: "0", CONTENT_DEADLINE_MS: "1000" });
    setSanity({ patches: [{ id: "pricingPage", set: { "heading.en": "Edited heading" } }] });
    const run = async () => (await layer.forRequest(new Request("http://localhost/pricing"))).page(PRICING_PAGE_QUERY);
    expect((await run()).heading).toBe("Edited heading");
    setSanity(control);
    expect((await run()).heading).toBe("Edited heading");
    expect(warnings(logger)).toEqual([expect.stringMatching(cause)]);
    expect(warnings(logger)[0]).toMatch(/serving the last good value$/);
  });

  it("falls back per query: a list Sanity answers stays Sanity's while the missing page comes from the bundle", async () => {
    setSanity({
      patches: [
        { id: "pricingPage", unset: true },
        { id: "plan-starter", set: { price: 3900 } },
      ],
    });
    const { layer } = makeLayer();
    const content = await layer.forRequest(new Request("http://localhost/pricing"));
    const [page, plans] = await Promise.all([content.page(PRICING_PAGE_QUERY), content.run(PLANS_QUERY)]);
    expect(page.heading).toBe("Simple pricing that grows with you");
    expect(plans[0]?.price).toBe(3900);
  });

  it("repairs what can be repaired and says so in one warning with the document id", async () => {
    setSanity({ patches: [{ id: "plan-business", set: { price: "lots" } }] });
    const { layer, logger } = makeLayer();
    const plans = await layer.fetch<Plan[]>(PLANS_QUERY);
    expect(plans.map((plan) => english(plan.name))).toEqual(["Starter", "Professional", "Enterprise"]);
    expect(warnings(logger)).toEqual([
      expect.stringMatching(
        /PLANS_QUERY \(plan\): malformed content repaired: plan-business \[2\]\.price: expected a number/,
      ),
    ]);
  });

  it("a legal page Sanity lacks comes from the bundle; a slug nobody has is a 404", async () => {
    setSanity({ patches: [{ id: "legal-privacy-policy", unset: true }] });
    const { layer } = makeLayer();
    const content = await layer.forRequest(new Request("http://localhost/privacy-policy"));
    expect((await content.page(LEGAL_PAGE_QUERY, { slug: "privacy-policy" })).title).toBe("Privacy Policy");
    const thrown = await content.page(LEGAL_PAGE_QUERY, { slug: "no-such-page" }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("a page that was a 404 shows as soon as a live event names its type, not when its fallback expires", async () => {
    const { layer } = makeLayer();
    const page = async () => {
      const content = await layer.forRequest(new Request("http://localhost/new-policy"));
      return content.page(LEGAL_PAGE_QUERY, { slug: "new-policy" }).catch((error: unknown) => error);
    };
    expect(((await page()) as Response).status).toBe(404);
    setSanity({ patches: [{ id: "legal-privacy-policy", set: { "slug.current": "new-policy" } }] });
    expect(await layer.revalidateSyncTags([syncTagOf("legalPage")])).toBeGreaterThan(0);
    expect(((await page()) as { title: string }).title).toBe("Privacy Policy");
  });

  it("holds a fallback answer briefly instead of asking a failing CMS on every view", async () => {
    setSanity({ status: 500 });
    const requests = countRequests();
    const { layer, advance } = makeLayer();
    await layer.fetch(FAQS_QUERY);
    const asked = requests.length;
    await layer.fetch(FAQS_QUERY);
    await layer.fetch(FAQS_QUERY);
    expect(requests).toHaveLength(asked);
    advance(6_000);
    setSanity({});
    await layer.fetch(FAQS_QUERY);
    expect(requests.length).toBeGreaterThan(asked);
  });
});

describe("a bounded wait", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("serves the bundled page at the deadline, and the fetch that carries on fills the cache", async () => {
    const { layer, pending, logger } = manualLayer();
    let served: PricingPage | undefined;
    void layer.fetch<PricingPage>(PRICING_PAGE_QUERY, {}, { required: true }).then((page) => (served = page));
    await vi.advanceTimersByTimeAsync(1_499);
    expect(served).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(english(served?.heading)).toBe("Simple pricing that grows with you");
    expect(warnings(logger)[0]).toMatch(/no answer within the 1500 ms deadline.*serving the bundled dataset/);
    const late = [
      { _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "From Sanity, late" },
    ];
    pending[0]?.resolve({ result: { ...(served as object), heading: late }, syncTags: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(english((await layer.fetch<PricingPage>(PRICING_PAGE_QUERY, {}, { required: true })).heading)).toBe(
      "From Sanity, late",
    );
    expect(pending).toHaveLength(1);
  });

  it("answers as soon as the CMS does when it is inside the deadline", async () => {
    const { layer, pending } = manualLayer();
    const view = layer.fetch<Plan[]>(PLANS_QUERY);
    await vi.advanceTimersByTimeAsync(300);
    pending[0]?.resolve({ result: [], syncTags: [] });
    expect(await view).toEqual([]);
  });
});

describe("the webhook path: refresh by document type", () => {
  it("refetches from the live API only the queries tagged with the changed type", async () => {
    const { layer } = makeLayer({ CONTENT_TTL_SECONDS: "600" });
    await layer.fetch(PLANS_QUERY);
    await layer.fetch(FAQS_QUERY);
    await layer.fetch(SITE_SETTINGS_QUERY);
    setSanity({ patches: [{ id: "plan-starter", set: { price: 4000 } }] });
    const requests = countRequests();
    expect(await layer.revalidateTypes(["plan"])).toBe(1);
    expect(requests).toEqual([expect.objectContaining({ host: "live", query: PLANS_QUERY })]);
    expect((await layer.fetch<Plan[]>(PLANS_QUERY))[0]?.price).toBe(4000);
  });

  it("keeps the last good value when the refresh fails", async () => {
    const { layer, logger } = makeLayer({ CONTENT_TTL_SECONDS: "600" });
    await layer.fetch(PLANS_QUERY);
    mockServer.use(http.get(SANITY_QUERY_URL, () => HttpResponse.json({}, { status: 502 })));
    await layer.revalidateTypes(["plan"]);
    expect((await layer.fetch<Plan[]>(PLANS_QUERY))[0]?.price).toBe(3500);
    expect(warnings(logger)).toEqual([
      expect.stringMatching(/PLANS_QUERY \(plan\): refresh failed: .*HTTP 502.*keeping the last good value/),
    ]);
  });
});

describe("a refresh the CMS does not answer", () => {
  // (tried again after 10 ms, then 20, 40 … here; a second, then two, four … in production)
  const RETRY_MS = 10;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("is tried again, the wait doubling, until the change reaches the pages; then no more", async () => {
    const { layer, logger } = makeLayer({ CONTENT_TTL_SECONDS: "600" }, { refreshRetryMs: RETRY_MS });
    const changes: string[][] = [];
    layer.onChange(({ types }) => changes.push(types));
    await layer.fetch(PLANS_QUERY);
    // An editor's change, and the API busy for a while.
    setSanity({ patches: [{ id: "plan-starter", set: { price: 4100 } }] });
    let busy = true;
    mockServer.use(http.get(SANITY_QUERY_URL, () => (busy ? HttpResponse.json({}, { status: 503 }) : undefined)));
    await layer.revalidateTypes(["plan"]);
    expect((await layer.fetch<Plan[]>(PLANS_QUERY))[0]?.price).toBe(3500);
    await vi.waitFor(() => expect(warnings(logger)).toHaveLength(2));
    expect(warnings(logger)).toEqual([
      expect.stringMatching(/PLANS_QUERY \(plan\): refresh failed: .*HTTP 503.*trying again in 0.01 s$/),
      expect.stringMatching(/PLANS_QUERY \(plan\): refresh failed: .*HTTP 503.*trying again in 0.02 s$/),
    ]);
    expect(changes).toEqual([]);
    busy = false;
    await vi.waitFor(() => expect(changes).toEqual([["plan"]]));
    expect((await layer.fetch<Plan[]>(PLANS_QUERY))[0]?.price).toBe(4100);
    const requests = countRequests();
    await sleep(RETRY_MS * 2 ** 7);
    expect(requests).toEqual([]);
    expect(warnings(logger).length).toBeLessThanOrEqual(3);
  });

  it("is tried again at most six times while the CMS stays away, then waits for the entry's expiry", async () => {
    const { layer, logger } = makeLayer({ CONTENT_TTL_SECONDS: "600" }, { refreshRetryMs: RETRY_MS });
    await layer.fetch(PLANS_QUERY);
    mockServer.use(http.get(SANITY_QUERY_URL, () => HttpResponse.json({}, { status: 503 })));
    await layer.revalidateTypes(["plan"]);
    await vi.waitFor(() => expect(warnings(logger)).toHaveLength(7), { timeout: 5_000 });
    expect(warnings(logger).at(-2)).toMatch(/trying again in 0.32 s$/);
    expect(warnings(logger).at(-1)).toMatch(/keeping the last good value$/);
    const requests = countRequests();
    await sleep(RETRY_MS * 2 ** 7);
    expect(requests).toEqual([]);
    expect((await layer.fetch<Plan[]>(PLANS_QUERY))[0]?.price).toBe(3500);
  });
});

describe("change events (what drops kept pages and purges the shared cache)", () => {
  it("reports a refresh whose answer differs, with the type the query is about, and nothing for the same answer", async () => {
    const { layer } = makeLayer({ CONTENT_TTL_SECONDS: "600" });
    const changes: string[][] = [];
    layer.onChange(({ types }) => changes.push(types));
    await layer.fetch(PLANS_QUERY);
    await layer.fetch(FAQS_QUERY);
    expect(changes).toEqual([]); // a first answer is not a change
    await layer.revalidateTypes(["plan", "faq"]); // the same answers again
    expect(changes).toEqual([]);
    setSanity({ patches: [{ id: "plan-starter", set: { price: 4000 } }] });
    await layer.revalidateTypes(["plan", "faq"]);
    expect(changes).toEqual([["plan"]]);
    // A query that also reads the landing pages its links point at is announced by its own type alone.
    await layer.fetch(REDIRECTS_QUERY);
    setSanity({ patches: [{ id: "redirect-plans", set: { enabled: false } }] });
    await layer.revalidateTypes(["redirect"]);
    expect(changes.at(-1)).toEqual(["redirect"]);
    expect(documentTypesOf(REDIRECTS_QUERY)).toContain("landingPage");
  });

  it("tells of a change once the cache holds it: a listener that reads the answer again gets the new one", async () => {
    const { layer } = makeLayer({ CONTENT_TTL_SECONDS: "600" });
    await layer.fetch(PLANS_QUERY);
    const readByListener: Promise<Plan[]>[] = [];
    layer.onChange(() => readByListener.push(layer.fetch<Plan[]>(PLANS_QUERY)));
    setSanity({ patches: [{ id: "plan-starter", set: { price: 4000 } }] });
    await layer.revalidateTypes(["plan"]);
    expect(readByListener).toHaveLength(1);
    const plans = await readByListener[0]!;
    expect(plans.find((plan) => plan._id === "plan-starter")!.price).toBe(4000);
  });

  it("records what a render read, and marks a render served from the bundled dataset as degraded", async () => {
    const { layer } = makeLayer({ CONTENT_TTL_SECONDS: "600" });
    const usage = newUsage();
    await layer.fetch(PLANS_QUERY, {}, { usage });
    await layer.fetch(SITE_SETTINGS_QUERY, {}, { usage });
    // (site settings' links may point at any document with a URL of its own)
    expect([...usage.types].sort()).toEqual(["plan", "siteSettings", ...LINK_TARGET_TYPES].sort());
    expect(usage.answers).toEqual(new Set([answerKey(PLANS_QUERY), answerKey(SITE_SETTINGS_QUERY)]));
    expect(usage.degraded).toBe(false);
    mockServer.use(http.get(SANITY_QUERY_URL, () => HttpResponse.json({}, { status: 500 })));
    const failing = newUsage();
    await layer.fetch(FAQS_QUERY, {}, { usage: failing });
    expect(failing.degraded).toBe(true);
  });

  it("tells a page whether a list it looks up is a stand-in: the render's record hears of that, not of the list", async () => {
    const { layer } = makeLayer({ CONTENT_TTL_SECONDS: "600" });
    const request = new Request("http://localhost/education");
    const usage = newUsage();
    const sanity = await (await layer.forRequest(request, usage)).lookup(FAQS_QUERY);
    expect(sanity.standIn).toBe(false);
    expect(sanity.value.length).toBeGreaterThan(0);
    expect(usage).toEqual(newUsage());

    mockServer.use(http.get(SANITY_QUERY_URL, () => HttpResponse.json({}, { status: 500 })));
    const outage = newUsage();
    const content = await layer.forRequest(request, outage);
    const bundled = await content.lookup(PLANS_QUERY);
    expect(bundled.standIn).toBe(true);
    expect(bundled.value.length).toBeGreaterThan(0);
    expect(outage).toEqual({ ...newUsage(), degraded: true });
    // An answer that is Sanity's (kept from before) is not a stand-in because another of the render was.
    expect((await content.lookup(FAQS_QUERY)).standIn).toBe(false);
  });
});
