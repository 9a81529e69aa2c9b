import { parse, typeEvaluate, type SchemaType, type TypeNode } from "groq-js";
import schemaJson from "../generated/schema.json";
import { INVALID, walkSchema, type ContentIssue } from "./schema-walker";

/*
 * Content is checked where it enters the site, against the type `sanity typegen` derives for each query from the
 * Studio schema (groq-js typeEvaluate over generated/schema.json: the same source as generated/sanity.types.ts),
 * and repaired where it can be (see schema-walker.ts).
 */

export { formatIssue, type ContentIssue } from "./schema-walker";

const schema = schemaJson as unknown as SchemaType;
const resultTypes = new Map<string, TypeNode>();

/**
 * The result type of a query, derived once per query text. `params`: the query's parameters, for a query that
 * cannot be parsed without them (a slice by parameters, `[$start...$end]`); the type does not depend on their values.
 */
export function resultTypeOf(query: string, params: Record<string, unknown> = {}): TypeNode {
  let node = resultTypes.get(query);
  if (!node) {
    node = typeEvaluate(parse(query, { params }), schema);
    resultTypes.set(query, node);
  }
  return node;
}

/**
 * Checks a query's result against its derived type. Returns the repaired result and what was repaired, or
 * `valid: false` when the result as a whole can't be used.
 */
export function checkResult<T>(
  query: string,
  value: unknown,
  params: Record<string, unknown> = {},
): { valid: true; value: T; issues: ContentIssue[] } | { valid: false; issues: ContentIssue[] } {
  const walked = walkSchema(value, resultTypeOf(query, params), schema);
  return walked.value === INVALID
    ? { valid: false, issues: walked.issues }
    : { valid: true, value: walked.value as T, issues: walked.issues };
}
