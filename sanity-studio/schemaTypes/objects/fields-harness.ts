import assert from "node:assert/strict";
import {
  createSchema,
  validateDocument,
  type FieldDefinition,
  type ObjectSchemaType,
  type SanityClient,
  type SanityDocument,
  type SchemaTypeDefinition,
  type ValidationMarker,
  type Workspace,
} from "sanity";
import config from "../../sanity.config";

/*
 * Sanity's own validation (`validateDocument`) over the Studio's schema, the plugin's types included as
 * sanity.config.ts registers them, offline: for the field builders' test (fields.test.ts) and the dataset's
 * (dataset-rules.test.ts). A field under test is held by one document type of its own.
 */

const PLUGIN_NAME = "sanity-plugin-internationalized-array";
const plugin = config.plugins?.find((entry) => entry.name === PLUGIN_NAME);
const pluginTypes = plugin?.schema?.types;
assert.ok(Array.isArray(pluginTypes), `${PLUGIN_NAME} is among the Studio's plugins and gives its types`);
export const studioTypes = (config.schema.types as (previous: SchemaTypeDefinition[]) => SchemaTypeDefinition[])(
  pluginTypes,
);

const PROBE = "fieldsProbe";
export const schemaWith = (field: FieldDefinition) =>
  createSchema({ name: "fields-test", types: [...studioTypes, { name: PROBE, type: "document", fields: [field] }] });

/** The field as the Studio compiles it (its type carries what the form renders it with). */
export const compiled = (field: FieldDefinition) => {
  const schema = schemaWith(field);
  const probe = schema.get(PROBE) as ObjectSchemaType;
  return { schema, type: probe.fields[0]!.type };
};

// Rules that ask the Content Lake (references, unique slugs) cannot run offline: they fail with this message.
export const OFFLINE = "offline: no Content Lake in this test";
const client = {
  fetch: () => Promise.reject(new Error(OFFLINE)),
  withConfig() {
    return client;
  },
} as unknown as SanityClient;

export async function validate(
  schema: ReturnType<typeof createSchema>,
  document: Record<string, unknown>,
  lake: SanityClient = client,
) {
  const workspace = { schema, getClient: () => lake } as unknown as Workspace;
  return validateDocument({
    document: { _id: "probe", _createdAt: "", _updatedAt: "", _rev: "", ...document } as SanityDocument,
    workspace,
    getDocumentExists: async () => true,
  });
}

/** The validation of a document holding `value` in the field, at the field itself. */
export async function markers(field: FieldDefinition, value: unknown): Promise<ValidationMarker[]> {
  const found = await validate(schemaWith(field), {
    _type: PROBE,
    ...(value === undefined ? {} : { [field.name]: value }),
  });
  return found.filter((marker) => marker.path.length === 1 && marker.path[0] === field.name);
}
const at = (level: ValidationMarker["level"]) => (found: ValidationMarker[]) =>
  found.filter((marker) => marker.level === level).map((marker) => marker.message);
export const errors = at("error");
export const warnings = at("warning");
