import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { localize } from "./localize";
import { mockServer } from "../../../tests/mocks/node";
import { mockSanity, SANITY_QUERY_URL, syncTagOf } from "../../../tests/mocks/sanity";
import * as queries from "../queries";
import { ContentError, createBundledSource, createSanitySource, type FailureKind } from "./source.server";

const sanity = createSanitySource({
  projectId: "testproject",
  dataset: "production",
  apiVersion: "2025-02-19",
  useCdn: true,
  timeout: 500,
  maxRetries: 0,
});
const bundled = createBundledSource();

describe("one query, two sources", () => {
  const cases = [
    ["SITE_SETTINGS_QUERY", {}],
    ["PLANS_QUERY", {}],
    ["ADD_ONS_QUERY", {}],
    ["FAQS_QUERY", {}],
    ["FEATURE_GROUPS_QUERY", {}],
    ["SOLUTIONS_QUERY", {}],
    ["TESTIMONIALS_QUERY", {}],
    ["LEGAL_PAGE_QUERY", { slug: "privacy-policy" }],
  ] as const;

  it.each(cases)("%s gives the same result from the bundled dataset and from Sanity (msw)", async (name, params) => {
    const query = queries[name];
    const fromBundle = await bundled.fetch(query, params);
    const fromSanity = await sanity.fetch(query, params);
    expect(fromBundle.result).not.toBeNull();
    expect(fromSanity.result).toEqual(fromBundle.result);
  });

  it("returns the spec's counts and values", async () => {
    const raw = (await bundled.fetch(queries.PLANS_QUERY, {})).result as Parameters<typeof localize>[0];
    const plans = localize(raw, "en") as { name: string; price: number; popular: boolean }[];
    expect(plans.map((plan) => [plan.name, plan.price])).toEqual([
      ["Starter", 3500],
      ["Professional", 7500],
      ["Business", 14500],
      ["Enterprise", 25000],
    ]);
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Professional"]);
    const count = async (query: string) => ((await bundled.fetch(query, {})).result as unknown[]).length;
    expect(await count(queries.ADD_ONS_QUERY)).toBe(4);
    expect(await count(queries.FAQS_QUERY)).toBe(5);
    expect(await count(queries.FEATURE_GROUPS_QUERY)).toBe(7);
    expect(await count(queries.SOLUTIONS_QUERY)).toBe(10);
    expect(await count(queries.TESTIMONIALS_QUERY)).toBe(3);
  });

  it("keeps Sanity's sync tags beside the result", async () => {
    const answer = await sanity.fetch(queries.PLANS_QUERY, {});
    expect(answer.syncTags).toEqual([syncTagOf("plan")]);
    expect((await bundled.fetch(queries.PLANS_QUERY, {})).syncTags).toEqual([]);
  });

  it("sends long queries as POST and still answers", async () => {
    const longQuery = `${queries.PLANS_QUERY} ${" ".repeat(12_000)}`;
    let method = "";
    mockServer.events.on("request:start", ({ request }) => {
      method = request.method;
    });
    const answer = await sanity.fetch(longQuery, {});
    expect(method).toBe("POST");
    expect(answer.result).toHaveLength(4);
    mockServer.events.removeAllListeners();
  });
});

describe("every way Sanity can answer badly is a ContentError of a named kind", () => {
  const failures: [string, () => Response | Promise<Response>, FailureKind, RegExp][] = [
    ["a 503", () => HttpResponse.json({ error: "down" }, { status: 503 }), "http", /HTTP 503/],
    ["a 403", () => HttpResponse.json({ error: "forbidden" }, { status: 403 }), "http", /HTTP 403/],
    ["a network error", () => HttpResponse.error(), "unreachable", /unreachable/],
    [
      "a 200 with an HTML page",
      () => new HttpResponse("<!doctype html><h1>Captive portal</h1>", { headers: { "Content-Type": "text/html" } }),
      "not-json",
      /an HTML page/,
    ],
    [
      "a 200 with truncated JSON",
      () => new HttpResponse('{"result": [{"_id": "pl', { headers: { "Content-Type": "application/json" } }),
      "not-json",
      /not valid JSON|instead of the query API/,
    ],
    [
      "a 200 with an empty body",
      () => new HttpResponse("", { headers: { "Content-Type": "application/json" } }),
      "not-json",
      /empty body|not valid JSON/,
    ],
    ["a 200 with JSON of another shape", () => HttpResponse.json({ data: [] }), "not-json", /JSON without a "result"/],
  ];

  it.each(failures)("%s", async (_label, respond, kind, message) => {
    mockServer.use(http.get(SANITY_QUERY_URL, respond));
    const failure = await sanity.fetch(queries.PLANS_QUERY, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentError);
    expect((failure as ContentError).kind).toBe(kind);
    expect((failure as ContentError).message).toMatch(/Sanity project testproject, dataset production/);
    expect((failure as ContentError).message).toMatch(message);
  });

  it("a timeout", async () => {
    mockServer.use(...mockSanity({ delayMs: 2_000 }));
    const failure = await sanity.fetch(queries.PLANS_QUERY, {}).catch((error: unknown) => error);
    expect((failure as ContentError).kind).toBe("timeout");
  });
});
