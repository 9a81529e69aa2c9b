import { evaluate, parse } from "groq-js";
import fixturesNdjson from "../../fixtures/data.ndjson?raw";

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };
export type QueryParams = Record<string, unknown>;

/** Reads a Sanity export (one JSON document a line); a broken line names its line number. */
export function parseNdjson(text: string): SanityDocument[] {
  return text
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      try {
        return JSON.parse(line) as SanityDocument;
      } catch (error) {
        throw new Error(`fixtures/data.ndjson line ${number} is not valid JSON: ${(error as Error).message}`);
      }
    });
}

let bundledDocuments: SanityDocument[] | undefined;

/** The bundled dataset, parsed once. */
export function getBundledDocuments(): SanityDocument[] {
  bundledDocuments ??= parseNdjson(fixturesNdjson);
  return bundledDocuments;
}

/** Runs a GROQ query over a list of documents with groq-js, as the Content Lake would. */
export async function evaluateGroq<T = unknown>(
  query: string,
  params: QueryParams = {},
  documents: SanityDocument[] = getBundledDocuments(),
): Promise<T> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: documents, params });
  return (await value.get()) as T;
}
