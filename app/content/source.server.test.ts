import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockServer } from "../../tests/mocks/node";
import { SANITY_QUERY_URL } from "../../tests/mocks/sanity";
import * as queries from "./queries";
import { ContentError, createBundledSource, createSanitySource } from "./source.server";

const sanity = createSanitySource({ projectId: "testproject", dataset: "production", apiVersion: "2025-02-19" });
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
    ["DOCUMENT_BY_ID_QUERY", { type: "plan", id: "plan-professional" }],
  ] as const;

  it.each(cases)("%s gives the same result from the bundled dataset and from Sanity (msw)", async (name, params) => {
    const query = queries[name];
    const fromBundle = await bundled.fetch(query, params);
    const fromSanity = await sanity.fetch(query, params);
    expect(fromBundle).not.toBeNull();
    expect(fromSanity).toEqual(fromBundle);
  });

  it("returns the spec's counts and values", async () => {
    const plans = await bundled.fetch<{ name: string; price: number; popular: boolean }[]>(queries.PLANS_QUERY);
    expect(plans.map((plan) => [plan.name, plan.price])).toEqual([
      ["Starter", 3500],
      ["Professional", 7500],
      ["Business", 14500],
      ["Enterprise", 25000],
    ]);
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Professional"]);
    expect(await bundled.fetch<unknown[]>(queries.ADD_ONS_QUERY)).toHaveLength(4);
    expect(await bundled.fetch<unknown[]>(queries.FAQS_QUERY)).toHaveLength(5);
    expect(await bundled.fetch<unknown[]>(queries.FEATURE_GROUPS_QUERY)).toHaveLength(7);
    expect(await bundled.fetch<unknown[]>(queries.SOLUTIONS_QUERY)).toHaveLength(10);
    expect(await bundled.fetch<unknown[]>(queries.TESTIMONIALS_QUERY)).toHaveLength(3);
  });

  it("sends long queries as POST and still answers", async () => {
    const longQuery = `${queries.PLANS_QUERY} ${" ".repeat(12_000)}`;
    let method = "";
    mockServer.events.on("request:start", ({ request }) => {
      method = request.method;
    });
    const plans = await sanity.fetch<unknown[]>(longQuery);
    expect(method).toBe("POST");
    expect(plans).toHaveLength(4);
    mockServer.events.removeAllListeners();
  });
});

describe("Sanity failures are reported, not swallowed", () => {
  it("names the HTTP status of a 5xx answer", async () => {
    mockServer.use(http.get(SANITY_QUERY_URL, () => HttpResponse.json({ error: "down" }, { status: 503 })));
    const failure = await sanity.fetch(queries.PLANS_QUERY).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentError);
    expect((failure as ContentError).statusCode).toBe(503);
    expect((failure as ContentError).message).toMatch(/Sanity query failed \(Sanity project testproject.*HTTP 503/);
  });

  it("says when the network fails", async () => {
    mockServer.use(http.get(SANITY_QUERY_URL, () => HttpResponse.error()));
    const failure = await sanity.fetch(queries.FAQS_QUERY).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentError);
    expect((failure as ContentError).message).toMatch(/network error/);
  });

  it("reports a bad query from the bundled dataset too", async () => {
    await expect(bundled.fetch("*[_type == ")).rejects.toThrow(/Bundled dataset query failed/);
  });
});
