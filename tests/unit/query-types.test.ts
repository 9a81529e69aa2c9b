import { SEARCH_QUERIES } from "~/search/corpus";
import { describe, expect, it } from "vitest";
import { getBundledDocuments } from "~/content/layer/bundled-dataset.server";
import { isRouted, linkProjection } from "@shared/content/fragments";
import { documentTypesOf } from "@shared/content/groq";
import { LINK_TARGET_TYPES, SHOWN_TYPES } from "@shared/addresses/pages";
import * as queries from "~/content/queries";
import { typesReadBy } from "../mocks/dataset";

/*
 * The document types a query reads (documentTypesOf, from its filters) are what the webhook and live events refresh
 * by: a type missing would leave that query stale after a publish, a type too many would refetch for nothing. Each
 * list must be exactly the types whose documents change the query's result (found by evaluating the query over the
 * bundled dataset without each type).
 */
const named = (Object.entries(queries) as [string, unknown][]).filter(
  (entry): entry is [string, string] => entry[0].endsWith("_QUERY") && typeof entry[1] === "string",
);
const PARAMS: Record<string, Record<string, unknown>> = {
  LEGAL_PAGE_QUERY: { slug: "privacy-policy" },
  SITEMAP_QUERY: { types: SHOWN_TYPES },
  POSTS_PAGE_QUERY: { start: 0, end: 6, category: "", author: "" },
  POST_QUERY: { slug: "live-translation-in-every-conversation", preview: false },
  BLOG_CATEGORY_QUERY: { slug: "how-to" },
  AUTHOR_QUERY: { slug: "grace-uwase" },
  LATEST_POSTS_QUERY: { limit: 20 },
  SEARCH_PAGES_QUERY: SEARCH_QUERIES.pages.params,
};
/** Queries run once per page, with each bundled page's parameters: their types are those all of them read. */
const RUNS: Record<string, Record<string, unknown>[]> = {
  LANDING_PAGE_QUERY: getBundledDocuments()
    .filter((document) => document._type === "landingPage")
    .map((document) => ({ path: (document.path as { current: string }).current })),
};
/**
 * A link may point at any document with a URL of its own (app/shared/content/fragments.ts): every query with links, or that
 * names such documents, reads all their types, whether or not the bundled dataset's links in it point at each.
 */
const LINK_TYPES = documentTypesOf(`*{ link{ ${linkProjection} } }`);

describe("the document types of each query", () => {
  it("are named by every query the site runs", () => {
    expect(
      named.filter(([name, query]) => documentTypesOf(query, PARAMS[name]).length === 0).map(([name]) => name),
    ).toEqual([]);
  });

  it.each(named)("%s: exactly the document types its result depends on", async (name, query) => {
    const runs = RUNS[name] ?? [PARAMS[name] ?? {}];
    const read = new Set((await Promise.all(runs.map((params) => typesReadBy(query, params)))).flat());
    if (query.includes(linkProjection) || query.includes(isRouted)) for (const type of LINK_TYPES) read.add(type);
    expect(documentTypesOf(query, PARAMS[name]).sort()).toEqual([...read].sort());
  });

  it("counts the landing pages a link can point at", () => {
    expect(LINK_TYPES).toEqual([...LINK_TARGET_TYPES]);
    expect(RUNS.LANDING_PAGE_QUERY!.length).toBeGreaterThanOrEqual(3);
  });

  it("reads types from == filters, in [...] lists and list parameters", () => {
    expect(documentTypesOf(`*[_type == "plan" && defined(x)]`)).toEqual(["plan"]);
    expect(documentTypesOf(`*[_type in ["a", "b"]]`).sort()).toEqual(["a", "b"]);
    expect(documentTypesOf(`*[_type in $types]`, { types: ["c"] })).toEqual(["c"]);
    expect(documentTypesOf(`*[defined(title)]`)).toEqual([]);
    expect(
      documentTypesOf(
        `*[_type == "page"]{ blocks[]{ _type == "hero" => { x } }, "p": plans[@->_type == "plan"]-> }`,
      ).sort(),
    ).toEqual(["page", "plan"]);
    // (as GROQ reads it, not as its text looks: objects inside a document, a negation, a string that says "_type")
    expect(
      documentTypesOf(`*[_type == "page"]{ "heroes": blocks[_type == "hero"], "x": "_type == \\"no\\"" }`),
    ).toEqual(["page"]);
    expect(documentTypesOf(`*[!(_type in ["a"])]`)).toEqual([]);
    expect(documentTypesOf(`*["plan" == _type]`)).toEqual(["plan"]);
    expect(documentTypesOf(`*[_type == $type]`, { type: "post" })).toEqual(["post"]);
  });
});
