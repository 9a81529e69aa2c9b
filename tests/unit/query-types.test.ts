import { describe, expect, it } from "vitest";
import * as queries from "~/content/queries";
import { typesReadBy } from "../mocks/sanity";

/*
 * QUERY_TYPES is what the webhook refreshes by: a type missing from a query's list would leave that query stale
 * after a publish, a type too many would refetch for nothing. Each list must be exactly the types whose documents
 * change the query's result (found by evaluating the query over the bundled dataset without each type).
 */
const named = (Object.entries(queries) as [string, unknown][]).filter(
  (entry): entry is [string, string] => entry[0].endsWith("_QUERY") && typeof entry[1] === "string",
);
const PARAMS: Record<string, Record<string, unknown>> = { LEGAL_PAGE_QUERY: { slug: "privacy-policy" } };

describe("QUERY_TYPES", () => {
  it("covers every query the site runs", () => {
    expect(named.filter(([, query]) => !queries.QUERY_TYPES[query]).map(([name]) => name)).toEqual([]);
  });

  it.each(named)("%s lists exactly the document types its result depends on", async (name, query) => {
    expect([...(queries.QUERY_TYPES[query] ?? [])].sort()).toEqual(
      (await typesReadBy(query, PARAMS[name] ?? {})).sort(),
    );
  });
});
