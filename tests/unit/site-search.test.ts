import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { evaluateGroq, parseNdjson } from "@shared/content/groq";
import { ContentLayer } from "~/content/layer/layer.server";
import { TESTIMONIALS_QUERY } from "~/content/queries";
import { createBundledSource, type ContentSource } from "~/content/layer/source.server";
import { loadSearchSources, type SearchSources } from "~/search/corpus";
import { topHits } from "~/search/engine";
import { SiteSearch } from "~/search/site-search";

const fixtures = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
const bundled = () => loadSearchSources((query, params) => evaluateGroq(query, params, fixtures));

/** The bundled sources with the first question's English title replaced. */
async function withQuestion(title: string): Promise<SearchSources> {
  const sources = await bundled();
  const [first, ...rest] = sources.faqs;
  const question = first!.question!.map((item) => (item.language === "en" ? { ...item, value: title } : item));
  return { ...sources, faqs: [{ ...first!, question }, ...rest] };
}

const titles = async (search: SiteSearch, query: string) =>
  topHits((await search.index("en"))!, query).map((hit) => hit.title.map((segment) => segment.text).join(""));

describe("SiteSearch", () => {
  it("builds once for the first searches, which wait for it", async () => {
    const load = vi.fn(bundled);
    const search = new SiteSearch(load);
    void search.refresh(); // as the server does when it starts
    const [en, fr] = await Promise.all([search.index("en"), search.index("fr")]);
    expect(en?.documents.size).toBeGreaterThan(50);
    expect(fr?.locale).toBe("fr");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("builds once more when a change comes during a build, and ends with the latest content", async () => {
    let version = 0;
    const load = vi.fn(async () => withQuestion(`Question version ${++version}`));
    const search = new SiteSearch(load);
    const first = search.refresh();
    void search.refresh(); // two changes told while the first build runs: one more build covers both
    void search.refresh();
    await first;
    expect(load).toHaveBeenCalledTimes(2);
    expect(await titles(search, "question version")).toContain("Question version 2");
    // A change after that builds again.
    await search.refresh();
    expect(await titles(search, "question version")).toContain("Question version 3");
  });

  it("keeps the index it has when a build fails, and says none when there never was one", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = false;
    const search = new SiteSearch(async () => {
      if (fail) throw new Error("Sanity unreachable");
      return withQuestion("Is there a zebra plan?");
    });
    await search.refresh();
    fail = true;
    await search.refresh();
    expect(await titles(search, "zebra")).toContain("Is there a zebra plan?");
    expect(error).toHaveBeenCalled();

    const never = new SiteSearch(async () => Promise.reject(new Error("down")));
    expect(await never.index("en")).toBeNull();
  });
});

describe("the site search follows the content layer", () => {
  /** A content layer over a copy of the bundled dataset that the test edits, as a publish would. */
  function layerOverCopy() {
    const documents = structuredClone(fixtures);
    const source: ContentSource = {
      mode: "sanity",
      description: "a copy of the bundled dataset",
      images: { kind: "bundled" },
      fetch: async (query, params) => ({ result: await evaluateGroq(query, params, documents), syncTags: [] }),
    };
    const layer = new ContentLayer({
      primary: source,
      fallback: createBundledSource(),
      ttlMs: 3_600_000,
      deadlineMs: 5_000,
      logger: { warn: vi.fn(), info: vi.fn() },
    });
    return { layer, documents };
  }

  it("updates its index on the layer's change to a type it reads, entry by entry, and not on a change to another", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { layer, documents } = layerOverCopy();
    const load = vi.fn(() => loadSearchSources((query, params) => layer.fetch(query, params)));
    const search = new SiteSearch(load);
    const stop = search.follow((listener) => layer.onChange(listener));
    await search.refresh();
    expect(await titles(search, "zebra")).toEqual([]);

    // A question renamed in the CMS: the layer refetches what reads questions and tells of the change.
    const faq = documents.find((document) => document._type === "faq")!;
    faq.question = (faq.question as { language: string; value: string }[]).map((item) =>
      item.language === "en" ? { ...item, value: "Is there a zebra plan?" } : item,
    );
    await layer.revalidateTypes(["faq"]);
    await vi.waitFor(async () => expect(await titles(search, "zebra")).toContain("Is there a zebra plan?"));
    // The question's own entry is replaced (the English one: the others have their own words); nothing else is.
    expect(
      vi
        .mocked(console.info)
        .mock.calls.flat()
        .filter((line) => /^\[search\] index/.test(String(line))),
    ).toEqual([
      expect.stringMatching(/^\[search\] index built: \d+ entries/),
      expect.stringMatching(/^\[search\] index updated: 0 added, 1 changed, 0 removed in \d+ ms$/),
    ]);
    const builds = load.mock.calls.length;

    // A testimonial changed: the layer tells of it (a page reads testimonials), but the search reads none: no build.
    const changes: string[][] = [];
    layer.onChange(({ types }) => changes.push(types));
    await layer.fetch(TESTIMONIALS_QUERY);
    const testimonial = documents.find((document) => document._type === "testimonial")!;
    testimonial.quote = (testimonial.quote as { language: string; value: string }[]).map((item) => ({
      ...item,
      value: `${item.value} Changed.`,
    }));
    await layer.revalidateTypes(["testimonial"]);
    expect(changes).toEqual([["testimonial"]]);
    // Then a question changed: one build, for it alone (a build for the testimonial, under way or to come, would
    // make it two: a change told during a build builds once more after it).
    faq.question = (faq.question as { language: string; value: string }[]).map((item) =>
      item.language === "en" ? { ...item, value: "Is there a giraffe plan?" } : item,
    );
    await layer.revalidateTypes(["faq"]);
    await vi.waitFor(async () => expect(await titles(search, "giraffe")).toContain("Is there a giraffe plan?"));
    expect(load.mock.calls.length).toBe(builds + 1);
    stop();
  });
});
