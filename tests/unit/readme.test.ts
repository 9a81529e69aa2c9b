import { readdirSync, readFileSync, statSync } from "node:fs";
import { expect, it } from "vitest";

/*
 * The README is for newcomers: short, and its map of the tree names every folder a newcomer meets (each top-level
 * folder of app/, scripts/ and sanity-studio/), so that a new folder is added to it or the map is wrong.
 */
const readme = readFileSync("README.md", "utf8");

it("stays within 8 kB", () => {
  expect(statSync("README.md").size).toBeLessThanOrEqual(8 * 1024);
});

it("names every top-level folder of app/, scripts/ and sanity-studio/ in its map of the tree", () => {
  const map = readme.slice(readme.indexOf("## Where things are"), readme.indexOf("## Where to go next"));
  expect(map.length).toBeGreaterThan(0);
  const row = (root: string) => map.split("\n").find((line) => line.startsWith(`| \`${root}/\``)) ?? "";
  const missing = ["app", "scripts", "sanity-studio"].flatMap((root) =>
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules")
      .filter((entry) => !row(root).includes(`\`${entry.name}/\``))
      .map((entry) => `${root}/${entry.name}/`),
  );
  expect(missing).toEqual([]);
});
