import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
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
  // The folders that hold tracked files (not what a build or an install leaves: dist/, node_modules/).
  const folders = (root: string) => [
    ...new Set(
      execFileSync("git", ["ls-files", root], { encoding: "utf8" })
        .split("\n")
        .map((file) => file.slice(root.length + 1).split("/"))
        .filter((parts) => parts.length > 1 && !parts[0]!.startsWith("."))
        .map((parts) => parts[0]!),
    ),
  ];
  const missing = ["app", "scripts", "sanity-studio"].flatMap((root) =>
    folders(root)
      .filter((name) => !row(root).includes(`\`${name}/\``))
      .map((name) => `${root}/${name}/`),
  );
  expect(folders("app")).toContain("content");
  expect(missing).toEqual([]);
});
