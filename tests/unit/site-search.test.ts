import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { evaluateGroq, parseNdjson } from "~/content/groq";
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
