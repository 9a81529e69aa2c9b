import fixturesNdjson from "../../../fixtures/data.ndjson?raw";
import { evaluateGroq, parseNdjson, type QueryParams, type SanityDocument } from "@shared/content/groq";

export type { QueryParams, SanityDocument };

let bundledDocuments: SanityDocument[] | undefined;

/** The bundled dataset (built into the server bundle), parsed once. */
export function getBundledDocuments(): SanityDocument[] {
  bundledDocuments ??= parseNdjson(fixturesNdjson);
  return bundledDocuments;
}

/** Runs a GROQ query over the bundled dataset. */
export function evaluateBundled<T = unknown>(query: string, params: QueryParams = {}): Promise<T> {
  return evaluateGroq<T>(query, params, getBundledDocuments());
}
