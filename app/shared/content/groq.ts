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

/** A node of groq-js's syntax tree, as far as the walk below reads it. */
type SyntaxNode = { type: string; [field: string]: unknown };
const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === "object" && value !== null && typeof (value as SyntaxNode).type === "string";
const childrenOf = (node: SyntaxNode): SyntaxNode[] =>
  Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));

/** The strings a comparison's other side names: `"plan"`, `["a", "b"]` (a parameter is a value once parsed). */
function namedStrings(node: SyntaxNode): string[] {
  if (node.type === "Value") return [node.value].flat().filter((value): value is string => typeof value === "string");
  if (node.type !== "Array") return [];
  return (node.elements as { value: SyntaxNode }[]).flatMap(({ value }) =>
    value.type === "Value" && typeof value.value === "string" ? [value.value] : [],
  );
}

/**
 * Adds the types a filter's own conditions name (through `&&`, `||` and brackets; not under a `!`, nor in a query
 * nested in it, which is walked on its own): `_type` of the documents filtered (`*[…]`), or of a document a
 * reference leads to (`@->_type`, anywhere).
 */
function addConditionTypes(condition: SyntaxNode, onDocuments: boolean, types: Set<string>) {
  if (condition.type === "And" || condition.type === "Or") {
    addConditionTypes(condition.left as SyntaxNode, onDocuments, types);
    addConditionTypes(condition.right as SyntaxNode, onDocuments, types);
  } else if (condition.type === "Group") addConditionTypes(condition.base as SyntaxNode, onDocuments, types);
  else if (condition.type === "OpCall" && (condition.op === "==" || condition.op === "in")) {
    const [left, right] = [condition.left as SyntaxNode, condition.right as SyntaxNode];
    const isType = (side: SyntaxNode) =>
      side.type === "AccessAttribute" &&
      side.name === "_type" &&
      ((side.base as SyntaxNode | undefined)?.type === "Deref" ||
        (onDocuments && (!side.base || (side.base as SyntaxNode).type === "This")));
    if (isType(left)) for (const type of namedStrings(right)) types.add(type);
    else if (condition.op === "==" && isType(right)) for (const type of namedStrings(left)) types.add(type);
  }
}

/**
 * The document types a query reads, from its filters as groq-js parses them: `*[_type == "plan"]`, `*[_type in ["a",
 * "b"]]` or `in $types` (from `params`), and a reference's `@->_type == "plan"`; not a condition on an object inside
 * a document (`blocks[_type == "hero"]`, `_type == "hero" => {…}`). These are its cache tags: a publish or a webhook
 * names a type, and exactly the cached queries that read it are refreshed. Empty when the query names no type (it
 * may read any). tests/unit/query-types.test.ts proves each query's list exact against the bundled dataset.
 */
export function documentTypesOf(query: string, params: QueryParams = {}): string[] {
  const types = new Set<string>();
  const walk = (node: SyntaxNode) => {
    if (node.type === "Filter")
      addConditionTypes(node.expr as SyntaxNode, (node.base as SyntaxNode).type === "Everything", types);
    for (const child of childrenOf(node)) walk(child);
  };
  walk(parse(query, { params }) as unknown as SyntaxNode);
  return [...types];
}
