import { evaluate, parse } from "groq-js";

/*
 * GROQ over a list of documents, as the Content Lake would run it. Plain TypeScript with no build-tool imports, so
 * the bundled dataset, the mocked Sanity API (tests/mocks) and the tests all evaluate queries the same way.
 */

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };
export type QueryParams = Record<string, unknown>;

/** Reads a Sanity export (one JSON document a line); a broken line names its line number. */
export function parseNdjson(text: string, name = "fixtures/data.ndjson"): SanityDocument[] {
  return text
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      try {
        return JSON.parse(line) as SanityDocument;
      } catch (error) {
        throw new Error(`${name} line ${number} is not valid JSON: ${(error as Error).message}`);
      }
    });
}

/** Runs a GROQ query over `documents` with groq-js. */
export async function evaluateGroq<T = unknown>(
  query: string,
  params: QueryParams,
  documents: SanityDocument[],
): Promise<T> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: documents, params });
  return (await value.get()) as T;
}

/**
 * The document types a query reads, from its filters: `_type == "plan"` (a dereference's `@->_type == "plan"` too)
 * and `_type in ["a", "b"]` or
 * `_type in $types` (read from `params`). These are its cache tags: a publish or a webhook names a type, and
 * exactly the cached queries that read it are refreshed. Empty when the query names no type (it may read any).
 * tests/unit/query-types.test.ts proves each query's list exact against the bundled dataset.
 */
export function documentTypesOf(query: string, params: QueryParams = {}): string[] {
  const types = new Set<string>();
  // (not `_type == "heroBlock" => {…}`: a condition on an object inside a document, such as a page's block)
  for (const [, type] of query.matchAll(/_type\s*==\s*"([^"]+)"(?!\s*=>)/g)) types.add(type!);
  for (const [, list] of query.matchAll(/_type\s+in\s*\[([^\]]*)\]/g))
    for (const [, type] of list!.matchAll(/"([^"]+)"/g)) types.add(type!);
  for (const [, name] of query.matchAll(/_type\s+in\s+\$(\w+)/g)) {
    const value = params[name!];
    if (Array.isArray(value)) for (const type of value) if (typeof type === "string") types.add(type);
  }
  return [...types];
}
