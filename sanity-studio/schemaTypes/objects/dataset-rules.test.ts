// Run by the Studio check (scripts/check-studio.mjs): `tsx --test`, once the Studio's dependencies are installed.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { createSchema } from "sanity";
import { RESULTS_TYPE } from "@shared/results";
import { OFFLINE, studioTypes, validate } from "./fields-harness";
import { LANGUAGES, SOURCE_LANGUAGE } from "./languages";

const OTHER_LANGUAGE = LANGUAGES.map((language) => language.id).find((id) => id !== SOURCE_LANGUAGE)!;
const list = (length: number) => Array.from({ length }, (_, index) => `Point ${index + 1}`);

// ---- The limits on the real pages, and the bundled dataset within them ----

const dataset = readFileSync(new URL("../../../fixtures/data.ndjson", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; _type: string });
const studioSchema = createSchema({ name: "studio", types: studioTypes });
/** A copy of a document of the dataset, typed as far as the test reads it. */
const documentOf = <T>(find: (document: { _id: string; _type: string }) => boolean) =>
  structuredClone(dataset.find(find)) as unknown as T & { _id: string; _type: string };
type ListField = { language: string; value: string[] }[];
const errorsAt = async (document: Record<string, unknown>, path: string) =>
  (await validate(studioSchema, document))
    .filter((marker) => marker.level === "error" && marker.path.join(".") === path)
    .map((marker) => marker.message);

test("the home page's taglines are at most 4 and a solution's use cases at most 5", async () => {
  const home = documentOf<{ about: { taglines: ListField } }>((document) => document._id === "homePage");
  assert.deepEqual(await errorsAt(home, "about.taglines"), []);
  home.about.taglines.find((entry) => entry.language === OTHER_LANGUAGE)!.value.push("A fifth");
  assert.match((await errorsAt(home, "about.taglines")).join("\n"), /at most 4/);

  const solution = documentOf<{ useCases: ListField }>((document) => document._type === "solution");
  assert.deepEqual(await errorsAt(solution, "useCases"), []);
  solution.useCases.find((entry) => entry.language === SOURCE_LANGUAGE)!.value = list(6);
  assert.match((await errorsAt(solution, "useCases")).join("\n"), /at most 5/);
});

test("every document of the bundled dataset passes the Studio's rules (those that need no Content Lake)", async () => {
  const broken: string[] = [];
  // (the sample results are no document an editor edits: app/shared/results.test.ts reads their shape)
  for (const document of dataset.filter((entry) => entry._type !== RESULTS_TYPE))
    for (const marker of await validate(studioSchema, document))
      if (marker.level === "error" && !marker.message.includes(OFFLINE))
        broken.push(`${document._id} ${marker.path.join(".")}: ${marker.message}`);
  assert.deepEqual(broken, []);
});
