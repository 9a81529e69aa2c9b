import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentLayer } from "./layer.server";
import { ANNOUNCEMENT_QUERY, LATEST_POSTS_QUERY, SCHEDULE_QUERY } from "../queries";
import { createBundledSource, type ContentSource } from "./source.server";
import { fixtureDocuments } from "../../../tests/mocks/dataset";
import { evaluateGroq } from "@shared/content/groq";

/*
 * The content layer's schedule (watchSchedule) under a controlled clock: a post goes out and an announcement comes
 * and goes at their times with no publish, each instance on its own clock. The end-to-end tests then only need to
 * see that a page follows a change the layer publishes, not wait for real time.
 */

const T0 = Date.parse("2026-11-26T10:00:00Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const NAMES = new Map<string, string>([
  [SCHEDULE_QUERY, "schedule"],
  [LATEST_POSTS_QUERY, "posts"],
  [ANNOUNCEMENT_QUERY, "announcement"],
]);

/**
 * The bundled dataset with one post due at `post` and the one open announcement shown from `from` to `to`, served
 * as Sanity would at the (fake) clock's time (GROQ's `now()`), counting what it is asked, by query.
 */
function scheduledSource(times: { post: number; from?: number; to?: number }) {
  const documents = structuredClone(fixtureDocuments());
  const posts = documents.filter((document) => document._type === "post");
  const post = posts.sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))[0]!;
  post.publishedAt = new Date(times.post).toISOString();
  const shown = documents.filter((document) => document._type === "announcement" && !document.endsAt);
  for (const announcement of shown) {
    announcement.startsAt = new Date(times.from ?? times.post + 365 * DAY).toISOString();
    announcement.endsAt = new Date(times.to ?? times.post + 366 * DAY).toISOString();
  }
  const asked: string[] = [];
  const source: ContentSource = {
    mode: "sanity",
    description: "the bundled dataset on the test's clock",
    images: { kind: "bundled" },
    fetch: async (query, params) => {
      asked.push(NAMES.get(query) ?? "other");
      return { result: await evaluateGroq(query, params, documents), syncTags: [] };
    },
  };
  return {
    source,
    postId: post._id,
    announcementId: shown[0]!._id,
    asked: (name: string) => asked.filter((each) => each === name).length,
    all: asked,
  };
}

function layerOver(source: ContentSource) {
  return new ContentLayer({
    primary: source,
    fallback: createBundledSource(),
    ttlMs: 60 * MINUTE,
    deadlineMs: 1_500,
    logger: { warn: vi.fn(), info: vi.fn() },
  });
}

afterEach(() => vi.useRealTimers());

describe("the schedule", () => {
  it("refetches what reads a type just after its next time, publishes the change, then waits for the next", async () => {
    vi.useFakeTimers({ now: T0 });
    const { source, asked, all, postId, announcementId } = scheduledSource({
      post: T0 + 10 * MINUTE,
      from: T0 + 30 * MINUTE,
      to: T0 + 90 * MINUTE,
    });
    const layer = layerOver(source);
    const changes: string[][] = [];
    layer.onChange(({ types }) => changes.push(types));
    const newest = async () => (await layer.fetch<{ _id: string }[]>(LATEST_POSTS_QUERY, { limit: 3 }))[0]?._id;
    const announcement = async () => (await layer.fetch<{ _id: string } | null>(ANNOUNCEMENT_QUERY))?._id;
    expect(await newest()).not.toBe(postId);
    expect(await announcement()).toBeUndefined();
    await layer.watchSchedule();

    // Nothing before the post's time and the margin that lets the CMS's own clock reach it too.
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(asked("posts")).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(asked("posts")).toBe(2);
    expect(await newest()).toBe(postId);
    expect(changes.some((types) => types.includes("post"))).toBe(true);

    // The announcement at its start, then at its end: it comes, and goes, with no publish.
    expect(await announcement()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(await announcement()).toBe(announcementId);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(await announcement()).toBeUndefined();
    expect(changes.filter((types) => types.includes("announcement")).length).toBeGreaterThanOrEqual(2);

    // Nothing is due any more: no timer is left to fire.
    const before = all.length;
    await vi.advanceTimersByTimeAsync(400 * DAY);
    expect(all.length).toBe(before);
  });

  it("a time further ahead than a timer can wait (about 24.8 days) is looked at again, never fired early", async () => {
    vi.useFakeTimers({ now: T0 });
    const due = T0 + 40 * DAY;
    const { source, asked } = scheduledSource({ post: due });
    const layer = layerOver(source);
    await layer.fetch(LATEST_POSTS_QUERY, { limit: 3 });
    await layer.watchSchedule();
    await vi.advanceTimersByTimeAsync(2 ** 31 - 1);
    // The schedule looked at again, but no posts refetched: their time has not come.
    expect(asked("posts")).toBe(1);
    await vi.advanceTimersByTimeAsync(due - Date.now() + 300);
    expect(asked("posts")).toBe(2);
  });
});
