import { existsSync } from "node:fs";
import path from "node:path";
import type { SchemaType } from "groq-js";
import type { SanityDocument } from "@shared/content/groq";
import { walkSchema } from "~/content/layer/schema-walker";
import { fileNameFromRef } from "~/content/layer/images.server";

/*
 * Checks documents against the Studio schema as `sanity schema extract --enforce-required-fields` writes it
 * (app/content/generated/schema.json), with the same walker the site repairs content with, in strict mode: known
 * document type, no unknown field, required fields present, values of the right type, list members with a _key,
 * and references that resolve (documents by id, image assets to files in fixtures/images).
 */

export type Schema = SchemaType;

export function validateDocuments(documents: SanityDocument[], schema: Schema, imageDir: string): string[] {
  const ids = new Set(documents.map((document) => document._id));
  const checkReference = (ref: string, target: string) => {
    if (target === "sanity.imageAsset") {
      const file = fileNameFromRef(ref);
      return file && existsSync(path.join(imageDir, file)) ? null : `image ${ref} has no file in fixtures/images`;
    }
    return ids.has(ref) ? null : `reference to missing document ${ref}`;
  };
  const errors: string[] = [];
  for (const document of documents) {
    const entry = schema.find((item) => item.name === document._type);
    if (!entry || entry.type !== "document") {
      errors.push(`${document._id}: unknown document type ${document._type}`);
      continue;
    }
    const { issues } = walkSchema(document, { type: "object", attributes: entry.attributes }, schema, {
      strict: true,
      checkReference,
    });
    for (const issue of issues)
      errors.push(`${issue.documentId ?? document._id}${issue.path ? `.${issue.path}` : ""}: ${issue.problem}`);
  }
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document._id)) errors.push(`${document._id}: duplicate _id`);
    seen.add(document._id);
  }
  return errors;
}
