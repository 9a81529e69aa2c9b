import { describe, expect, it } from "vitest";
import { documentTypesOf } from "~/content/groq";
import { SHOWN_TYPES } from "~/content/pages";
import * as queries from "~/content/queries";
import { typesReadBy } from "../mocks/sanity";

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
};

describe("the document types of each query", () => {
  it("are named by every query the site runs", () => {
    expect(
      named.filter(([name, query]) => documentTypesOf(query, PARAMS[name]).length === 0).map(([name]) => name),
    ).toEqual([]);
  });

  it.each(named)("%s: exactly the document types its result depends on", async (name, query) => {
    expect(documentTypesOf(query, PARAMS[name]).sort()).toEqual((await typesReadBy(query, PARAMS[name] ?? {})).sort());
  });

  it("reads types from == filters, in [...] lists and list parameters", () => {
    expect(documentTypesOf(`*[_type == "plan" && defined(x)]`)).toEqual(["plan"]);
    expect(documentTypesOf(`*[_type in ["a", "b"]]`).sort()).toEqual(["a", "b"]);
    expect(documentTypesOf(`*[_type in $types]`, { types: ["c"] })).toEqual(["c"]);
    expect(documentTypesOf(`*[defined(title)]`)).toEqual([]);
  });
});
