import { describe, expect, it, vi } from "vitest";
import { evaluateGroq, type SanityDocument } from "@shared/content/groq";
import { mockServer } from "../mocks/node";
import { evaluateAside, isStudioSearch } from "../mocks/searches-aside";

// The local lake's Studio searches, evaluated in a worker thread (tests/mocks/searches-aside.ts).
const documents: SanityDocument[] = Array.from({ length: 400 }, (_, index) => ({
  _id: `drafts.post-${index}`,
  _type: "post",
  title: [{ _key: "en", language: "en", value: `Post number ${index} about meetings` }],
}));
// As the Studio's reference search is: every text field, many times over.
const SEARCH = `*[_type in $types && (${Array.from({ length: 100 }, () => "title[].value match $term").join(" || ")})]._id`;

describe("a Studio search in the local lake", () => {
  it("is one to evaluate aside: a text search in drafts, never the site's published queries", () => {
    expect(isStudioSearch(SEARCH, "drafts")).toBe(true);
    expect(isStudioSearch(SEARCH, "raw")).toBe(true);
    expect(isStudioSearch(SEARCH, "published")).toBe(false);
    expect(isStudioSearch(`*[_type == "post"]`, "drafts")).toBe(false);
  });

  it("answers what groq-js answers, while the lake's own thread goes on answering", async () => {
    const params = { types: ["post"], term: "number 399*" };
    /** How often a 1 ms timer fired on this thread while `evaluating` ran. */
    const ticksDuring = async (evaluating: () => Promise<unknown>) => {
      let ticks = 0;
      const clock = setInterval(() => ticks++, 1);
      const value = await evaluating();
      clearInterval(clock);
      return { value, ticks };
    };
    const here = await ticksDuring(() => evaluateGroq(SEARCH, params, documents));
    const aside = await ticksDuring(() => evaluateAside(SEARCH, params, documents));
    expect(aside.value).toEqual(here.value);
    expect(aside.value).toEqual(["drafts.post-399"]);
    // Evaluated on this thread, the search holds it to the end: no timer fires meanwhile. Aside, they go on.
    expect(here.ticks).toBe(0);
    expect(aside.ticks).toBeGreaterThan(1);
  });

  it("never starts a search the Studio gave up on, and answers the next", async () => {
    const params = { types: ["post"], term: "number 7" };
    const given = new AbortController();
    const first = evaluateAside(SEARCH, params, documents);
    const dropped = evaluateAside(SEARCH, params, documents, given.signal);
    given.abort();
    const last = evaluateAside(`*[_type in $types && title[].value match $term][0]._id`, params, documents);
    await expect(dropped).rejects.toThrow("given up");
    expect(await first).toContain("drafts.post-7");
    expect(await last).toBe("drafts.post-7");
  });

  it("says a query's error as groq-js does", async () => {
    await expect(evaluateAside("*[_type == ", {}, documents)).rejects.toThrow();
  });
});

describe("the mocked query API", () => {
  const ask = async (query: string, perspective: string) => {
    const url = new URL("https://testproject.api.sanity.io/v2025-02-19/data/query/production");
    url.searchParams.set("query", query);
    url.searchParams.set("perspective", perspective);
    return (await (await fetch(url)).json()) as { result: unknown; syncTags: string[] };
  };

  it("tags a published answer by the types it read; a Studio's answer (drafts, raw) is not walked for them", async () => {
    // (the mocked Sanity loaded anew, its walk for the types an answer read counted)
    const walks = vi.fn();
    vi.resetModules();
    vi.doMock("../mocks/dataset", async (original) => {
      const dataset = await original<typeof import("../mocks/dataset")>();
      return {
        ...dataset,
        typesReadBy: (...args: Parameters<typeof dataset.typesReadBy>) => {
          walks(...args);
          return dataset.typesReadBy(...args);
        },
      };
    });
    const { mockSanity, syncTagOf } = await import("../mocks/sanity");
    mockServer.use(...mockSanity({}));
    expect((await ask(`*[_id == "pricingPage"][0]._type`, "published")).syncTags).toContain(syncTagOf("pricingPage"));
    expect(walks).toHaveBeenCalledTimes(1);
    for (const perspective of ["drafts", "raw"]) {
      const answer = await ask(`*[_id == "pricingPage"][0]._type`, perspective);
      expect(answer).toMatchObject({ result: "pricingPage", syncTags: [] });
    }
    // (the walk evaluates a query once per type: the Studio's reference search took seconds so, holding the lake)
    expect(walks).toHaveBeenCalledTimes(1);
    vi.doUnmock("../mocks/dataset");
  });
});
