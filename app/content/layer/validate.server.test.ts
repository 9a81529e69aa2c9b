import { describe, expect, it } from "vitest";
import { evaluateBundled } from "./bundled-dataset.server";
import {
  HOME_PAGE_QUERY,
  LATEST_POSTS_QUERY,
  LEGAL_PAGE_QUERY,
  PLANS_QUERY,
  POST_QUERY,
  POSTS_PAGE_QUERY,
  SITE_SETTINGS_QUERY,
} from "../queries";
import { localize } from "./localize";
import { checkResult, formatIssue } from "./validate.server";

describe("checkResult", () => {
  it("accepts the bundled dataset as it is", async () => {
    for (const query of [PLANS_QUERY, HOME_PAGE_QUERY, SITE_SETTINGS_QUERY]) {
      const result = checkResult(query, await evaluateBundled(query));
      expect(result.issues).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });

  it("accepts the bundled blog, queries sliced by parameters included", async () => {
    for (const [query, params] of [
      [POSTS_PAGE_QUERY, { start: 6, end: 12, category: "", author: "" }],
      [POST_QUERY, { slug: "live-translation-in-every-conversation", preview: false }],
      [LATEST_POSTS_QUERY, { limit: 3 }],
    ] as const) {
      const result = checkResult(query, await evaluateBundled(query, params), params);
      expect(result.issues).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });

  it("leaves out a plan with a missing or mistyped required field, naming the document", async () => {
    const plans = (await evaluateBundled<Record<string, unknown>[]>(PLANS_QUERY)).map((plan) => ({ ...plan }));
    delete plans[0]!.price;
    plans[2]!.features = "Live meetings";
    const result = checkResult<Parameters<typeof localize>[0][]>(PLANS_QUERY, plans);
    expect(result.valid && result.value.map((plan) => (localize(plan, "en") as { name: string }).name)).toEqual([
      "Professional",
      "Enterprise",
    ]);
    const messages = result.issues.map(formatIssue);
    expect(messages).toContain("plan-starter [0].price: required field missing");
    expect(messages.some((m) => m.startsWith("plan-business [2].features: expected a list"))).toBe(true);
  });

  it("turns a mistyped optional value into null", async () => {
    const plans = await evaluateBundled<Record<string, unknown>[]>(PLANS_QUERY);
    const result = checkResult<{ priceNote: string | null }[]>(PLANS_QUERY, [{ ...plans[3], priceNote: 42 }]);
    expect(result.valid && result.value[0]?.priceNote).toBeNull();
  });

  it("drops an unknown Portable Text block type and keeps the rest", async () => {
    const page = await evaluateBundled<{ body: unknown[] }>(LEGAL_PAGE_QUERY, { slug: "privacy-policy" });
    const withEmbed = {
      ...page,
      body: [{ _type: "videoEmbed", _key: "v1", url: "https://example.com" }, ...page.body],
    };
    const result = checkResult<{ body: unknown[] }>(LEGAL_PAGE_QUERY, withEmbed);
    expect(result.valid && result.value.body).toHaveLength(page.body.length);
    expect(result.issues.some((issue) => issue.documentId === "legal-privacy-policy")).toBe(true);
  });

  it("keeps an empty list, and reports a singleton missing a required section as unusable", async () => {
    expect(checkResult(PLANS_QUERY, [])).toEqual({ valid: true, value: [], issues: [] });
    const home = await evaluateBundled<Record<string, unknown>>(HOME_PAGE_QUERY);
    const result = checkResult(HOME_PAGE_QUERY, { ...home, hero: null, process: "oops" });
    expect(result.valid).toBe(false);
  });
});
