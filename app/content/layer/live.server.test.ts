import { parseEnv } from "@shared/setup/env.server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockServer } from "../../../tests/mocks/node";
import { liveHub } from "../../../tests/mocks/sanity";
import { createContentLayer } from "./layer.server";
import { FAQS_QUERY, PLANS_QUERY, SITE_SETTINGS_QUERY } from "../queries";

import { manualLayer, countRequests, makeLayer, setSanity, warnings, type Plan } from "./layer-test-kit";

afterEach(() => mockServer.events.removeAllListeners());

describe("live updates", () => {
  it("refetches exactly the cached queries whose sync tags an event names, with its id; restart refreshes all", async () => {
    const { layer, pending, live } = manualLayer();
    layer.startLive();
    const plans = layer.fetch(PLANS_QUERY);
    const faqs = layer.fetch(FAQS_QUERY);
    pending[0]?.resolve({ result: [], syncTags: ["s1:plan"] });
    pending[1]?.resolve({ result: [], syncTags: ["s1:faq"] });
    await Promise.all([plans, faqs]);

    live()?.next({ type: "welcome" });
    expect(layer.liveConnected).toBe(true);
    live()?.next({ type: "message", id: "event-7", tags: ["s1:plan", "s1:unrelated"] });
    expect(pending).toHaveLength(3);
    expect(pending[2]?.options).toEqual({ lastLiveEventId: "event-7" });
    const en = (type: string, value: unknown) => [
      { _key: "en", _type: `internationalizedArray${type}Value`, language: "en", value },
    ];
    const plan = {
      _id: "p",
      name: en("String", "New"),
      price: 1,
      priceFrom: false,
      priceNote: null,
      period: en("String", "month"),
      description: en("Text", "d"),
      popular: false,
      features: en("StringList", ["f"]),
      ctaLabel: en("String", "Go"),
      ctaHref: "/",
    };
    pending[2]?.resolve({ result: [plan], syncTags: ["s1:plan"] });
    await vi.waitFor(async () => expect(await layer.fetch<Plan[]>(PLANS_QUERY)).toHaveLength(1));

    live()?.next({ type: "restart", id: "event-8" });
    expect(pending).toHaveLength(5);
  });

  it("falls back to the time to live when the stream fails, tries it again later, and then refetches what is cached", async () => {
    vi.useFakeTimers();
    try {
      const { layer, live, logger, pending } = manualLayer();
      layer.startLive();
      const plans = layer.fetch(PLANS_QUERY);
      pending[0]?.resolve({ result: [], syncTags: ["s1:plan"] });
      await plans;
      live()?.next({ type: "welcome" });
      expect(pending).toHaveLength(1); // a first welcome: nothing was missed
      live()?.error(new Error("EventSource connection failed"));
      expect(layer.liveConnected).toBe(false);
      expect(warnings(logger)).toEqual([
        expect.stringMatching(/live updates: the stream failed .*refreshed every 60 s/),
      ]);
      expect(live()).toBeNull();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(live()).not.toBeNull();
      // The new stream resumes from no event: a publish made while there was none is caught by refetching it all.
      expect(pending).toHaveLength(1);
      live()?.next({ type: "welcome" });
      expect(layer.liveConnected).toBe(true);
      expect(pending).toHaveLength(2);
      live()?.next({ type: "welcome" });
      expect(pending).toHaveLength(2);
      layer.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a stream that cannot even be opened (an API version too old) leaves the TTL in charge, without a crash", () => {
    vi.useFakeTimers();
    try {
      const logger = { warn: vi.fn(), info: vi.fn() };
      const layer = createContentLayer(
        parseEnv({ SANITY_PROJECT_ID: "testproject", SANITY_API_VERSION: "2020-01-01" }),
        { logger },
      );
      expect(() => layer.startLive()).not.toThrow();
      expect(warnings(logger)).toEqual([
        expect.stringMatching(
          /live updates: the stream cannot be opened \(.*API version.*\); content is refreshed every 60 s/,
        ),
      ]);
      layer.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("over the real client and the mocked Live Content API: an edit and its event show on the next view", async () => {
    const { layer, logger } = makeLayer({ CONTENT_TTL_SECONDS: "600" });
    expect((await layer.fetch<Plan[]>(PLANS_QUERY))[0]?.price).toBe(3500);
    await layer.fetch(SITE_SETTINGS_QUERY);
    const requests = countRequests();
    layer.startLive();
    try {
      await vi.waitFor(() => expect(layer.liveConnected).toBe(true));
      setSanity({ patches: [{ id: "plan-starter", set: { price: 4100 } }] });
      liveHub.emit(["s1:plan"]);
      await vi.waitFor(async () => expect((await layer.fetch<Plan[]>(PLANS_QUERY))[0]?.price).toBe(4100));
      expect(requests.map((request) => request.query)).toEqual([PLANS_QUERY]); // site settings were not refetched
      expect(requests[0]?.host).toBe("cdn");
      expect(requests[0]?.lastLiveEventId).toMatch(/\d+-\d+/);
      expect(logger.info).toHaveBeenCalledWith("[content] live updates: connected to the Live Content API");
    } finally {
      layer.close();
    }
  });
});
