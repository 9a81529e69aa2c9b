import { parse, typeEvaluate, type SchemaType, type TypeNode } from "groq-js";
import schemaJson from "./generated/schema.json";

/*
 * Content is checked where it enters the site, against the type `sanity typegen` derives for each query from the
 * Studio schema (groq-js typeEvaluate over generated/schema.json: the same source as generated/sanity.types.ts).
 * What doesn't fit is repaired rather than allowed to crash a page: an invalid optional value becomes null, an
 * invalid array member (a plan, a stat, an unknown Portable Text block) is left out, and a result whose required
 * parts are broken is reported as invalid so the caller can use a safe fallback. Every repair is reported with the
 * id of the document it came from.
 */

const schema = schemaJson as unknown as SchemaType;
const INVALID = Symbol("invalid");

export interface ContentIssue {
  documentId: string | null;
  path: string;
  problem: string;
}

const resultTypes = new Map<string, TypeNode>();

/** The result type of a query, derived once per query text. */
export function resultTypeOf(query: string): TypeNode {
  let node = resultTypes.get(query);
  if (!node) {
    node = typeEvaluate(parse(query), schema);
    resultTypes.set(query, node);
  }
  return node;
}

function resolve(node: TypeNode): TypeNode {
  if (node.type !== "inline") return node;
  const entry = schema.find((item) => item.name === node.name);
  if (!entry) return { type: "unknown" };
  return entry.type === "type" ? entry.value : { type: "object", attributes: entry.attributes };
}

function describe(value: unknown) {
  return Array.isArray(value) ? "an array" : value === null ? "null" : typeof value;
}

interface Walk {
  issues: ContentIssue[];
  documentId: string | null;
}

function repair(value: unknown, rawNode: TypeNode, path: string, walk: Walk): unknown {
  const node = resolve(rawNode);
  const fail = (problem: string) => {
    walk.issues.push({ documentId: walk.documentId, path, problem });
    return INVALID;
  };
  switch (node.type) {
    case "unknown":
      return value;
    case "null":
      return value === null || value === undefined ? null : fail(`expected nothing, got ${describe(value)}`);
    case "string":
      if (typeof value !== "string") return fail(`expected a string, got ${describe(value)}`);
      return node.value !== undefined && value !== node.value ? fail(`expected "${node.value}", got "${value}"`) : value;
    case "number":
    case "boolean":
      return typeof value === node.type ? value : fail(`expected a ${node.type}, got ${describe(value)}`);
    case "union": {
      // The first member that fits without repairs wins; otherwise the first that can be repaired.
      let repaired: unknown = INVALID;
      let repairs: ContentIssue[] = [];
      for (const member of node.of) {
        const trial: Walk = { issues: [], documentId: walk.documentId };
        const result = repair(value, member, path, trial);
        if (result === INVALID) continue;
        if (trial.issues.length === 0) return result;
        if (repaired === INVALID) {
          repaired = result;
          repairs = trial.issues;
        }
      }
      if (repaired === INVALID) return fail("does not match any allowed shape");
      walk.issues.push(...repairs);
      return repaired;
    }
    case "array": {
      if (!Array.isArray(value)) return fail(`expected a list, got ${describe(value)}`);
      const kept: unknown[] = [];
      value.forEach((item, index) => {
        const result = repair(item, node.of, `${path}[${index}]`, walk);
        if (result === INVALID) walk.issues.push({ documentId: walk.documentId, path: `${path}[${index}]`, problem: "left out" });
        else kept.push(result);
      });
      return kept;
    }
    case "object": {
      if (!value || typeof value !== "object" || Array.isArray(value)) return fail(`expected an object, got ${describe(value)}`);
      const record = value as Record<string, unknown>;
      const inner: Walk = {
        issues: walk.issues,
        documentId: typeof record._id === "string" ? record._id : walk.documentId,
      };
      const out: Record<string, unknown> = { ...record };
      let attributes = node.attributes;
      if (node.rest) {
        const rest = resolve(node.rest);
        if (rest.type === "object") attributes = { ...rest.attributes, ...attributes };
      }
      for (const [name, attribute] of Object.entries(attributes)) {
        const fieldPath = path ? `${path}.${name}` : name;
        const present = record[name] !== undefined && record[name] !== null;
        if (!present) {
          if (attribute.optional || acceptsNull(attribute.value)) {
            out[name] = null;
            continue;
          }
          inner.issues.push({ documentId: inner.documentId, path: fieldPath, problem: "required value missing" });
          return INVALID;
        }
        const result = repair(record[name], attribute.value, fieldPath, inner);
        if (result === INVALID) {
          if (attribute.optional || acceptsNull(attribute.value)) out[name] = null;
          else return INVALID;
        } else {
          out[name] = result;
        }
      }
      return out;
    }
    default:
      return value;
  }
}

function acceptsNull(node: TypeNode): boolean {
  const resolved = resolve(node);
  return resolved.type === "null" || (resolved.type === "union" && resolved.of.some((member) => acceptsNull(member)));
}

/**
 * Checks a query's result against its derived type. Returns the repaired result and what was repaired, or
 * `valid: false` when the result as a whole can't be used.
 */
export function checkResult<T>(query: string, value: unknown): { valid: true; value: T; issues: ContentIssue[] } | { valid: false; issues: ContentIssue[] } {
  const walk: Walk = { issues: [], documentId: null };
  const result = repair(value, resultTypeOf(query), "", walk);
  return result === INVALID ? { valid: false, issues: walk.issues } : { valid: true, value: result as T, issues: walk.issues };
}

export function formatIssue(issue: ContentIssue): string {
  return `${issue.documentId ?? "(query result)"}${issue.path ? ` ${issue.path}` : ""}: ${issue.problem}`;
}
