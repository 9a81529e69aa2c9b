// Run by the Studio check (scripts/check-studio.mjs): `tsx --test`, once the Studio's dependencies are installed.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { isDeepStrictEqual } from "node:util";
import { schemaTypes } from "../../schemaTypes";
import { isTranslations } from "@shared/translations/translations";
import { translateDocument, type TypeDefinition } from "./translate";

type Json = Record<string, unknown>;
const types = schemaTypes as unknown as TypeDefinition[];
const dataset = readFileSync(new URL("../../../fixtures/data.ndjson", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Json);

/** Rewrites every translated field with `pick` (the bundled dataset has all three languages). */
function mapTranslations(value: unknown, pick: (translations: Json[]) => unknown): unknown {
  if (isTranslations(value)) return pick(value as unknown as Json[]);
  if (Array.isArray(value)) return value.map((item) => mapTranslations(item, pick));
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTranslations(item, pick)]));
  return value;
}
const english = (translations: Json[]) => translations.find((item) => item.language === "en");

test("a document from before the three languages gets every translated field as English, and only those", () => {
  let documents = 0;
  for (const current of dataset) {
    // The same document as it was stored before: plain values where the arrays are now.
    const legacy = mapTranslations(current, (translations) => english(translations)?.value) as Json;
    const migrated = translateDocument(legacy, types);
    if (
      isDeepStrictEqual(
        legacy,
        mapTranslations(current, () => null),
      )
    )
      continue; // nothing translated in it
    assert.ok(migrated, `${current._id} should change`);
    assert.deepStrictEqual(
      migrated,
      mapTranslations(current, (translations) => [english(translations)]),
      current._id as string,
    );
    documents += 1;
  }
  assert.ok(documents >= 15, `only ${documents} documents had translated fields`);
});

test("a document already translated is left alone (the migration can run twice)", () => {
  for (const current of dataset) assert.equal(translateDocument(current, types), null, current._id as string);
});

test("a half-migrated document: translated fields stay, plain ones are wrapped, empty ones stay empty", () => {
  const plan = dataset.find((document) => document._type === "plan")!;
  const name = Object.keys(plan).find((key) => isTranslations(plan[key]))!;
  const other = Object.keys(plan).filter((key) => key !== name && isTranslations(plan[key]));
  const legacy: Json = { ...plan, [other[0]!]: "Plain text", [other[1]!]: null, [other[2]!]: [] };
  const migrated = translateDocument(legacy, types)!;
  assert.deepStrictEqual(migrated[name], plan[name]);
  assert.deepStrictEqual(migrated[other[0]!], [
    { _key: "en", _type: (plan[other[0]!] as Json[])[0]!._type, language: "en", value: "Plain text" },
  ]);
  assert.equal(migrated[other[1]!], null);
  assert.deepStrictEqual(migrated[other[2]!], []);
});

test("documents of types the schema does not know are left alone", () => {
  assert.equal(translateDocument({ _id: "x", _type: "sanity.imageAsset", title: "Plain" }, types), null);
});
