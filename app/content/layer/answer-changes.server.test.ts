import { afterEach, describe, expect, it } from "vitest";
import { mockServer } from "../../../tests/mocks/node";
import { postBody } from "../../../tests/mocks/sanity";
import {
  FAQS_QUERY,
  LATEST_POSTS_QUERY,
  PLANS_QUERY,
  POST_QUERY,
  PRICING_PAGE_QUERY,
  SITE_SETTINGS_QUERY,
} from "../queries";
import { makeLayer, setSanity } from "./layer-test-kit";
import { answerKey } from "./query-cache.server";

/*
 * What a change names: the answers whose content it changed (a response's surrogate keys and the page cache drop by
 * them), found however many answers the site has.
 */

afterEach(() => mockServer.events.removeAllListeners());

describe("the answers a change names", () => {
  it("names the answers that changed: a post's body edited is that post's answer, its title the lists' too", async () => {
    const { layer } = makeLayer({ CONTENT_TTL_SECONDS: "600" });
    const changed: string[] = [];
    layer.onChange(({ answers }) => changed.push(...answers));
    const post = (slug: string) => [POST_QUERY, { slug, preview: false }] as const;
    const asked = [
      post("spaces-in-five-steps"),
      post("kigali-innovation-week-2026"),
      [LATEST_POSTS_QUERY, { limit: 20 }],
      [PLANS_QUERY, {}],
    ] as const;
    for (const [query, params] of asked) await layer.fetch(query, params);
    const text = (value: string) => [{ _key: "en", _type: "internationalizedArrayTextValue", language: "en", value }];
    // (as Sanity does, the edit moves the document's _updatedAt)
    const edited = { body: postBody("A new first paragraph."), _updatedAt: "2026-11-29T10:00:00Z" };
    setSanity({ patches: [{ id: "post-spaces-in-five-steps", set: edited }] });
    await layer.revalidateTypes(["post"]);
    expect(changed).toEqual([answerKey(...post("spaces-in-five-steps"))]);
    changed.length = 0;
    setSanity({ patches: [{ id: "post-spaces-in-five-steps", set: { ...edited, excerpt: text("A new excerpt.") } }] });
    await layer.revalidateTypes(["post"]);
    // (the other post lists it among the recent ones; the plans read no post)
    expect(changed.sort()).toEqual(
      [
        answerKey(...post("spaces-in-five-steps")),
        answerKey(...post("kigali-innovation-week-2026")),
        answerKey(LATEST_POSTS_QUERY, { limit: 20 }),
      ].sort(),
    );
  });

  it("still follows an answer pushed out of the cache, which a kept page may show", async () => {
    const { layer } = makeLayer({ CONTENT_TTL_SECONDS: "600" }, { maxAnswers: 2 });
    const changed: string[] = [];
    layer.onChange(({ answers }) => changed.push(...answers));
    for (const query of [PLANS_QUERY, FAQS_QUERY, SITE_SETTINGS_QUERY, PRICING_PAGE_QUERY]) await layer.fetch(query);
    await layer.revalidateTypes(["plan"]); // the same plans: nothing to tell
    expect(changed).toEqual([]);
    for (const query of [FAQS_QUERY, SITE_SETTINGS_QUERY, PRICING_PAGE_QUERY]) await layer.fetch(query);
    setSanity({ patches: [{ id: "plan-starter", set: { price: 4000 } }] });
    await layer.revalidateTypes(["plan"]);
    expect(changed).toEqual([answerKey(PLANS_QUERY)]);
  });
});
