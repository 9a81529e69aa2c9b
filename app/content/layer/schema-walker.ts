import { stegaClean } from "@sanity/client/stega";
import type { SchemaType, TypeNode } from "groq-js";

/*
 * The one walk over a value and its type from the Studio schema (the types `sanity schema extract` writes and
 * groq-js `typeEvaluate` derives per query). Two callers:
 * - the runtime repair (validate.server.ts): what doesn't fit is repaired rather than allowed to crash a page: an
 *   invalid optional value becomes null, an invalid list member is left out, and a result whose required parts
 *   are broken comes back INVALID;
 * - the fixture check (tests/support/validate-against-schema.ts), in strict mode: unknown fields, list members
 *   without a _key and unresolved references are reported too.
 * Every problem is reported with the id of the document it is in and the path inside it.
 */

export const INVALID = Symbol("invalid");

export interface ContentIssue {
  documentId: string | null;
  path: string;
  problem: string;
}

export interface WalkOptions {
  /** Report unknown fields and list members without a _key (the fixture check); the runtime repair doesn't. */
  strict?: boolean;
  /** Checks a reference (`_ref` to a document or an image asset); returns a problem, or null when it resolves. */
  checkReference?: (ref: string, target: string) => string | null;
}

interface Walk extends WalkOptions {
  schema: SchemaType;
  issues: ContentIssue[];
  documentId: string | null;
}

type ObjectNode = Extract<TypeNode, { type: "object" }>;

function resolve(node: TypeNode, schema: SchemaType): TypeNode {
  if (node.type !== "inline") return node;
  const entry = schema.find((item) => item.name === node.name);
  if (!entry) return { type: "unknown" };
  return entry.type === "type" ? entry.value : { type: "object", attributes: entry.attributes };
}

function attributesOf(node: ObjectNode, schema: SchemaType): ObjectNode["attributes"] {
  let attributes = node.attributes;
  let rest = node.rest;
  while (rest) {
    const resolved = resolve(rest, schema);
    if (resolved.type !== "object") break;
    attributes = { ...resolved.attributes, ...attributes };
    rest = resolved.rest;
  }
  return attributes;
}

function acceptsNull(node: TypeNode, schema: SchemaType): boolean {
  const resolved = resolve(node, schema);
  return (
    resolved.type === "null" || (resolved.type === "union" && resolved.of.some((member) => acceptsNull(member, schema)))
  );
}

export function describeValue(value: unknown) {
  return Array.isArray(value) ? "an array" : value === null ? "null" : typeof value;
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

function visit(value: unknown, rawNode: TypeNode, path: string, walk: Walk): unknown {
  const node = resolve(rawNode, walk.schema);
  const fail = (problem: string) => {
    walk.issues.push({ documentId: walk.documentId, path, problem });
    return INVALID;
  };
  switch (node.type) {
    case "unknown":
      return value;
    case "null":
      return value === null || value === undefined ? null : fail(`expected nothing, got ${describeValue(value)}`);
    case "string":
      if (typeof value !== "string") return fail(`expected a string, got ${describeValue(value)}`);
      if (node.value === undefined || value === node.value) return value;
      // One of a list of options (`imageSide: "left" | "right"`) is a value the site decides by, not a text: in
      // preview it comes marked for click-to-edit, and is read without the marks (stored content has none).
      if (!walk.strict && stegaClean(value) === node.value) return node.value;
      return fail(`expected "${node.value}", got "${value}"`);
    case "number":
    case "boolean":
      return typeof value === node.type ? value : fail(`expected a ${node.type}, got ${describeValue(value)}`);
    case "union": {
      // The first member that fits without repairs wins; otherwise the first that can be repaired; otherwise the
      // problems of the closest member (one of the value's own kind, with the fewest problems) are reported.
      let repaired: { value: unknown; issues: ContentIssue[] } | null = null;
      let closest: ContentIssue[] | null = null;
      for (const member of node.of) {
        const trial: Walk = { ...walk, issues: [] };
        const result = visit(value, member, path, trial);
        if (result !== INVALID && trial.issues.length === 0) return result;
        if (result !== INVALID) repaired ??= { value: result, issues: trial.issues };
        else if (resolve(member, walk.schema).type !== "null" && (!closest || trial.issues.length < closest.length))
          closest = trial.issues;
      }
      if (repaired) {
        walk.issues.push(...repaired.issues);
        return repaired.value;
      }
      if (closest?.length) {
        walk.issues.push(...closest);
        return INVALID;
      }
      return fail("does not match any allowed shape");
    }
    case "array": {
      if (!Array.isArray(value)) return fail(`expected a list, got ${describeValue(value)}`);
      const kept: unknown[] = [];
      value.forEach((item, index) => {
        const at = `${path}[${index}]`;
        if (walk.strict && item && typeof item === "object" && !("_key" in item)) {
          walk.issues.push({ documentId: walk.documentId, path: at, problem: "array member without _key" });
        }
        const result = visit(item, node.of, at, walk);
        if (result === INVALID) {
          if (!walk.strict) walk.issues.push({ documentId: walk.documentId, path: at, problem: "left out" });
        } else kept.push(result);
      });
      return kept;
    }
    case "object": {
      if (!value || typeof value !== "object" || Array.isArray(value))
        return fail(`expected an object, got ${describeValue(value)}`);
      const record = value as Record<string, unknown>;
      const inner: Walk = { ...walk, documentId: typeof record._id === "string" ? record._id : walk.documentId };
      const out: Record<string, unknown> = { ...record };
      const attributes = attributesOf(node, walk.schema);
      let valid = true;
      for (const [name, attribute] of Object.entries(attributes)) {
        const fieldPath = join(path, name);
        const optional = attribute.optional || acceptsNull(attribute.value, walk.schema);
        if (record[name] === undefined || record[name] === null) {
          if (optional) {
            if (!walk.strict) out[name] = null;
            continue;
          }
          inner.issues.push({ documentId: inner.documentId, path: fieldPath, problem: "required field missing" });
          valid = false;
          if (!walk.strict) return INVALID;
          continue;
        }
        const result = visit(record[name], attribute.value, fieldPath, inner);
        if (result !== INVALID) out[name] = result;
        else if (optional) out[name] = null;
        else {
          valid = false;
          if (!walk.strict) return INVALID;
        }
      }
      if (walk.strict) {
        for (const name of Object.keys(record)) {
          if (!(name in attributes) && name !== "_key")
            inner.issues.push({ documentId: inner.documentId, path: join(path, name), problem: "unknown field" });
        }
      }
      if (walk.checkReference && node.dereferencesTo && typeof record._ref === "string") {
        const problem = walk.checkReference(record._ref, node.dereferencesTo);
        if (problem) inner.issues.push({ documentId: inner.documentId, path, problem });
      }
      return valid ? out : INVALID;
    }
    default:
      return value;
  }
}

/** Walks `value` against `node`; returns the (repaired) value or INVALID, and every problem found. */
export function walkSchema(
  value: unknown,
  node: TypeNode,
  schema: SchemaType,
  options: WalkOptions = {},
): { value: unknown; issues: ContentIssue[] } {
  const walk: Walk = { ...options, schema, issues: [], documentId: null };
  return { value: visit(value, node, "", walk), issues: walk.issues };
}

export function formatIssue(issue: ContentIssue): string {
  return `${issue.documentId ?? "(query result)"}${issue.path ? ` ${issue.path}` : ""}: ${issue.problem}`;
}
