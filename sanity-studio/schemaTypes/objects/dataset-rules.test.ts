// Run by the Studio check (scripts/check-studio.mjs): `tsx --test`, once the Studio's dependencies are installed.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { createSchema } from "sanity";
import { RESULTS_TYPE } from "@shared/results/results";
import { OFFLINE, studioTypes, validate } from "./fields-harness";
import { fieldLabel } from "../../quality/field-label";
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
  // (the sample results are no document an editor edits: app/shared/results/results.test.ts reads their shape)
  for (const document of dataset.filter((entry) => entry._type !== RESULTS_TYPE))
    for (const marker of await validate(studioSchema, document))
      if (marker.level === "error" && !marker.message.includes(OFFLINE))
        broken.push(`${document._id} ${marker.path.join(".")}: ${marker.message}`);
  assert.deepEqual(broken, []);
});

test("the content quality rules run as a document's validation: errors and warnings at their fields", async () => {
  // A Content Lake that answers with the bundled dataset's published documents.
  type Lake = Parameters<typeof validate>[2];
  const lakeOf = (fetch: (query: string, params?: { ids?: string[] }) => Promise<unknown>) => {
    const lake = { fetch, withConfig: () => lake };
    return lake as unknown as Lake;
  };
  // (an image's size is asked by its id: the cover weighs 3 MB, the others 100 kB)
  const lake = lakeOf(async (_query, params) =>
    params?.ids
      ? params.ids.map((id) => ({ _id: id, size: id === post.cover.asset._ref ? 3 * 2 ** 20 : 100_000 }))
      : dataset,
  );
  const post = documentOf<{
    cover: { alt: ListField; asset: { _ref: string } };
    body: { language: string; value: unknown[] }[];
  }>((document) => document._type === "post");
  post.cover.alt.find((entry) => entry.language === OTHER_LANGUAGE)!.value = "" as never;
  const english = post.body.find((entry) => entry.language === SOURCE_LANGUAGE)!;
  english.value.push({
    _type: "block",
    _key: "gone-link",
    style: "normal",
    markDefs: [{ _key: "m1", _type: "internalLink", reference: { _type: "reference", _ref: "landing-unpublished" } }],
    children: [{ _type: "span", _key: "s1", text: "see", marks: ["m1"] }],
  });
  // With no Content Lake to ask (first: the rules keep what they read of it for a few seconds), the rules about
  // links wait and the others still run.
  const alone = await validate(
    studioSchema,
    post,
    lakeOf(() => Promise.reject(new Error("offline"))),
  );
  assert.deepEqual(
    alone.filter((marker) => /missing or not published/.test(marker.message)),
    [],
  );
  assert.equal(alone.filter((marker) => /no description in this language/.test(marker.message)).length, 1);

  const found = await validate(studioSchema, post, lake);
  const at = (level: string, pattern: RegExp) =>
    found.filter((marker) => marker.level === level && pattern.test(marker.message)).map((marker) => marker.path);
  assert.deepEqual(at("error", /missing or not published/), [
    ["body", { _key: SOURCE_LANGUAGE }, "value", { _key: "gone-link" }, "markDefs", { _key: "m1" }, "reference"],
  ]);
  assert.deepEqual(at("warning", /no description in this language/), [["cover", "alt"]]);
  // (said once: the description has no rule of its own besides the content rules)
  const atAlt = (markers: typeof found) => markers.filter((marker) => marker.path.join(".") === "cover.alt");
  assert.equal(atAlt(found).length, 1);

  assert.deepEqual(at("warning", /weighs 3 MB/), [["cover"]]);

  // Marked decorative, a cover needs no description in any language; not marked, it needs one in each.
  const withCover = (decorative: boolean) => ({ ...post, cover: { ...post.cover, alt: [], decorative } });
  assert.deepEqual(atAlt(await validate(studioSchema, withCover(true), lake)), []);
  assert.equal(atAlt(await validate(studioSchema, withCover(false), lake)).length, LANGUAGES.length);
});

test("the Quality view names a finding's field as the form does", () => {
  const post = documentOf<{ body: { _key: string; language: string; value: { _key: string; _type: string }[] }[] }>(
    (document) => document._id === "post-live-translation-in-every-conversation",
  );
  const english = post.body.find((entry) => entry.language === SOURCE_LANGUAGE)!;
  const picture = english.value.find((block) => block._type === "postImage")!;
  const label = (type: string, document: unknown, segments: Parameters<typeof fieldLabel>[2]) =>
    fieldLabel(studioSchema.get(type)!, document, segments);
  assert.equal(label("post", post, ["cover", "alt"]), "Cover image › Alternative text");
  assert.equal(
    label("post", post, ["body", { _key: english._key }, "value", { _key: picture._key }, "alt"]),
    "Text › Image › Alternative text",
  );
  const banking = documentOf<{ blocks: { _key: string }[] }>((document) => document._id === "landing-banking");
  assert.equal(label("landingPage", banking, ["seo", "description"]), "Search and sharing › Description");
  assert.equal(
    label("landingPage", banking, ["blocks", { _key: banking.blocks[0]!._key }, "image", "alt"]),
    "Blocks › Hero › Picture › Alternative text",
  );
});
