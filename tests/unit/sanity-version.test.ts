import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const studio = JSON.parse(readFileSync("sanity-studio/package.json", "utf8")) as {
  dependencies: Record<string, string>;
};
const site = JSON.parse(readFileSync("package.json", "utf8")) as { devDependencies: Record<string, string> };

/*
 * The local Content Lake plays Sanity's internal API as one version of the Studio calls it (docs/developers.md: "Before
 * upgrading sanity"), so that version is pinned, and what the lake applies patches with is the same release.
 */
it("pins sanity exactly, with @sanity/vision and the lake's @sanity/mutator at the same version", () => {
  const version = studio.dependencies.sanity;
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(studio.dependencies["@sanity/vision"]).toBe(version);
  expect(site.devDependencies["@sanity/mutator"]).toBe(version);
});
