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
