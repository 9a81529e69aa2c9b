import { existsSync } from "node:fs";
import path from "node:path";
import type { SanityDocument } from "~/content/bundled-dataset.server";
import { fileNameFromRef } from "~/lib/images";

/*
 * Checks documents against the Studio schema as `sanity schema extract --enforce-required-fields` writes it
 * (app/content/generated/schema.json): known document type, no unknown field, required fields present, values
 * of the right type, and references that resolve (documents by id, image assets to files in fixtures/images).
 */

type TypeNode =
  | { type: "string"; value?: string }
  | { type: "number" | "boolean" | "null" | "unknown" }
  | { type: "array"; of: TypeNode }
  | { type: "object"; attributes: Record<string, Attribute>; rest?: TypeNode; dereferencesTo?: string }
  | { type: "inline"; name: string }
  | { type: "union"; of: TypeNode[] };

type Attribute = { type: "objectAttribute"; value: TypeNode; optional?: boolean };
type SchemaEntry =
  | { name: string; type: "document"; attributes: Record<string, Attribute> }
  | { name: string; type: "type"; value: TypeNode };

export type Schema = SchemaEntry[];

interface Context {
  schema: Map<string, SchemaEntry>;
  ids: Set<string>;
  imageDir: string;
  errors: string[];
}

function attributesOf(node: Extract<TypeNode, { type: "object" }>, ctx: Context): Record<string, Attribute> {
  let attributes = { ...node.attributes };
  let rest = node.rest;
  while (rest) {
    const resolved: TypeNode | undefined = rest.type === "inline" ? resolveInline(rest.name, ctx) : rest;
    if (resolved?.type !== "object") break;
    attributes = { ...resolved.attributes, ...attributes };
    rest = resolved.rest;
  }
  return attributes;
}

function resolveInline(name: string, ctx: Context): TypeNode | undefined {
  const entry = ctx.schema.get(name);
  if (!entry) return undefined;
  return entry.type === "type" ? entry.value : { type: "object", attributes: entry.attributes };
}

function describe(value: unknown) {
  return Array.isArray(value) ? "an array" : value === null ? "null" : typeof value;
}

function check(value: unknown, node: TypeNode, at: string, ctx: Context): void {
  switch (node.type) {
    case "unknown":
      return;
    case "null":
      if (value !== null) ctx.errors.push(`${at}: expected null, got ${describe(value)}`);
      return;
    case "string":
      if (typeof value !== "string") ctx.errors.push(`${at}: expected a string, got ${describe(value)}`);
      else if (node.value !== undefined && value !== node.value) ctx.errors.push(`${at}: expected "${node.value}", got "${value}"`);
      return;
    case "number":
    case "boolean":
      if (typeof value !== node.type) ctx.errors.push(`${at}: expected a ${node.type}, got ${describe(value)}`);
      return;
    case "array":
      if (!Array.isArray(value)) {
        ctx.errors.push(`${at}: expected an array, got ${describe(value)}`);
        return;
      }
      value.forEach((item, index) => {
        if (item && typeof item === "object" && !("_key" in item)) ctx.errors.push(`${at}[${index}]: array member without _key`);
        check(item, node.of, `${at}[${index}]`, ctx);
      });
      return;
    case "inline": {
      const resolved = resolveInline(node.name, ctx);
      if (!resolved) ctx.errors.push(`${at}: unknown type ${node.name}`);
      else check(value, resolved, at, ctx);
      return;
    }
    case "union": {
      // Try each member; keep the errors of the closest match (the one whose _type fits, else the fewest).
      const attempts = node.of.map((member) => {
        const trial: Context = { ...ctx, errors: [] };
        check(value, member, at, trial);
        return trial.errors;
      });
      if (attempts.some((errors) => errors.length === 0)) return;
      const best = attempts.reduce((a, b) => (b.length < a.length ? b : a));
      ctx.errors.push(...best);
      return;
    }
    case "object": {
      if (!value || typeof value !== "object" || Array.isArray(value)) {
        ctx.errors.push(`${at}: expected an object, got ${describe(value)}`);
        return;
      }
      const record = value as Record<string, unknown>;
      const attributes = attributesOf(node, ctx);
      for (const [name, attribute] of Object.entries(attributes)) {
        if (record[name] === undefined) {
          if (attribute.optional === false) ctx.errors.push(`${at}.${name}: required field missing`);
          continue;
        }
        check(record[name], attribute.value, `${at}.${name}`, ctx);
      }
      for (const name of Object.keys(record)) {
        if (!(name in attributes) && name !== "_key") ctx.errors.push(`${at}.${name}: unknown field`);
      }
      if (node.dereferencesTo && typeof record._ref === "string") checkReference(record._ref, node.dereferencesTo, at, ctx);
      return;
    }
  }
}

function checkReference(ref: string, target: string, at: string, ctx: Context) {
  if (target === "sanity.imageAsset") {
    const file = fileNameFromRef(ref);
    if (!file || !existsSync(path.join(ctx.imageDir, file))) ctx.errors.push(`${at}: image ${ref} has no file in fixtures/images`);
  } else if (!ctx.ids.has(ref)) {
    ctx.errors.push(`${at}: reference to missing document ${ref}`);
  }
}

export function validateDocuments(documents: SanityDocument[], schema: Schema, imageDir: string): string[] {
  const ctx: Context = {
    schema: new Map(schema.map((entry) => [entry.name, entry])),
    ids: new Set(documents.map((document) => document._id)),
    imageDir,
    errors: [],
  };
  for (const document of documents) {
    const entry = ctx.schema.get(document._type);
    if (!entry || entry.type !== "document") {
      ctx.errors.push(`${document._id}: unknown document type ${document._type}`);
      continue;
    }
    check(document, { type: "object", attributes: entry.attributes }, document._id, ctx);
  }
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document._id)) ctx.errors.push(`${document._id}: duplicate _id`);
    seen.add(document._id);
  }
  return ctx.errors;
}
