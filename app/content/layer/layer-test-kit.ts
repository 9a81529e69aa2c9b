import { DEFAULT_LOCALE } from "@shared/addresses/locales";
import { vi } from "vitest";
import { mockServer } from "../../../tests/mocks/node";
import { mockSanity, SANITY_QUERY_URL, type MockControl } from "../../../tests/mocks/sanity";
import { parseEnv } from "@shared/setup/env.server";
import { ContentLayer, createContentLayer } from "./layer.server";
import { createBundledSource, type ContentSource, type LiveObserver, type SourceAnswer } from "./source.server";

/* What the content layer's tests share: a layer over the mocked Sanity with a clock moved by hand, and counters. */

export type Translated = { _type: string; language: string; value: string }[];
export type Plan = { _id: string; name: Translated; price: number };
export type PricingPage = { heading: Translated };
/** A translated field's English value, as the layer's raw `fetch` returns every language. */
export const english = (field: Translated | undefined) =>
  field?.find((item) => item.language === DEFAULT_LOCALE)?.value;

/** A layer over the mocked Sanity (msw), built the way the server builds it, with a clock moved by hand. */
export function makeLayer(env: Record<string, string> = {}, { refreshRetryMs = 0, maxAnswers = 1_000 } = {}) {
  let now = 1_000;
  const logger = { warn: vi.fn(), info: vi.fn() };
  // (a failed refresh is tried once, unless the test is about its retries: a later try would reach another test)
  const layer = createContentLayer(
    parseEnv({ SANITY_PROJECT_ID: "testproject", SANITY_TIMEOUT_MS: "500", CONTENT_TTL_SECONDS: "60", ...env }),
    { logger, now: () => now, fallbackTtlMs: 5_000, refreshRetryMs, maxAnswers },
  );
  return { layer, logger, advance: (ms: number) => (now += ms) };
}

/** Counts the Sanity query requests msw sees, by host (CDN or live API), with their lastLiveEventId. */
export function countRequests() {
  const seen: { host: "cdn" | "live"; lastLiveEventId: string | null; query: string | null }[] = [];
  mockServer.events.on("request:start", ({ request }) => {
    if (!SANITY_QUERY_URL.test(request.url)) return;
    const url = new URL(request.url);
    seen.push({
      host: url.host.includes("apicdn") ? "cdn" : "live",
      lastLiveEventId: url.searchParams.get("lastLiveEventId"),
      query: url.searchParams.get("query"),
    });
  });
  return seen;
}

export const setSanity = (control: MockControl) => mockServer.use(...mockSanity(control));
export const warnings = (logger: { warn: ReturnType<typeof vi.fn> }) =>
  logger.warn.mock.calls.map((call) => String(call[0]));

/** A source whose answers a test hands out by hand. */
export function manualSource() {
  const pending: { resolve: (answer: SourceAnswer) => void; reject: (error: Error) => void; options: unknown }[] = [];
  let observer: LiveObserver | null = null;
  const source: ContentSource = {
    mode: "sanity",
    description: "a hand-driven source",
    images: { kind: "bundled" },
    fetch: (_query, _params, options) => new Promise((resolve, reject) => pending.push({ resolve, reject, options })),
    liveEvents(next) {
      observer = next;
      return { unsubscribe: () => (observer = null) };
    },
  };
  return { source, pending, live: () => observer };
}

/** A layer over a hand-driven source (manualSource): 60 s to live, a 1.5 s deadline, a logger to read. */
export function manualLayer() {
  const manual = manualSource();
  const logger = { warn: vi.fn(), info: vi.fn() };
  const layer = new ContentLayer({
    primary: manual.source,
    fallback: createBundledSource(),
    ttlMs: 60_000,
    deadlineMs: 1_500,
    logger,
    refreshRetryMs: 0,
  });
  return { ...manual, layer, logger };
}
