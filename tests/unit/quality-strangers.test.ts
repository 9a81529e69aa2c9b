import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDataset, QUALITY_LIMITS, type Finding } from "@shared/quality/quality";

/*
 * What a stranger with API access could write into the dataset (issue 62): the content rules and `npm run
 * content:check` answer it with a finding, in bounded time, never a crash.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };
const post = (fields: Record<string, unknown> = {}): Doc => ({
  _id: "post-a",
  _type: "post",
  slug: { _type: "slug", current: "a-post" },
  ...fields,
});
const of = (rule: Finding["rule"], list: Finding[]) => list.filter((finding) => finding.rule === rule);

/** A value `depth` arrays deep. */
const nested = (depth: number) => {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe("what a stranger with API access could write (issue 62)", () => {
  it("nesting: a document nested past the limit is one error, checked no further, at any depth", () => {
    for (const depth of [QUALITY_LIMITS.depthMax + 1, 5_000, 100_000]) {
      const found = checkDataset([post({ body: nested(depth) })]);
      expect(found.map((finding) => finding.rule)).toEqual(["nesting"]);
      expect(found[0]!.level).toBe("error");
    }
    expect(of("nesting", checkDataset([post({ extra: nested(QUALITY_LIMITS.depthMax - 2) })]))).toEqual([]);
  });

  it("link-path: an href of 200,000 slashes is checked in linear time", () => {
    const started = performance.now();
    const found = checkDataset([post({ link: { _type: "link", href: `/a${"/".repeat(200_000)}b` } })]);
    expect(of("link-path", found)).toHaveLength(1);
    // (27 s before, by backtracking; a budget with room for a busy machine)
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

it(
  "npm run content:check reports a document nested 5,000 arrays deep in one line, no stack (exit 1)",
  { timeout: 60_000 },
  () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "content-check-")), "deep.ndjson");
    // (written by hand: JSON.stringify itself recurses)
    const deep = `{"_id":"deep","_type":"post","body":${"[".repeat(5_000)}"x"${"]".repeat(5_000)}}`;
    writeFileSync(file, `${readFileSync("fixtures/data.ndjson", "utf8").trimEnd()}\n${deep}\n`);
    const result = spawnSync("npx", ["tsx", "scripts/content-check.ts", "--dataset", file], {
      encoding: "utf8",
      env: { ...process.env, SANITY_PROJECT_ID: "" },
    });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stdout).toContain("error   deep * : This document is nested more than 32 levels deep. [nesting]");
    expect(result.stderr).toBe("");
  },
);
