import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";

/*
 * The mocked Sanity's control and writes files are written by one process while another reads them (a test and its
 * server). A reader must see a whole file, old or new, never an empty or half-written one. (A plain writeFileSync
 * fails this test: 200 to 1,300 of the reads found a truncated file.)
 */

const directories: string[] = [];
afterEach(() => directories.splice(0).forEach((directory) => rmSync(directory, { recursive: true, force: true })));

/** Rewrites `file` many times from another process, reading it here meanwhile; counts what could not be parsed. */
async function readWhileAnotherProcessWrites() {
  const directory = mkdtempSync(path.join(tmpdir(), "write-json-"));
  directories.push(directory);
  const file = path.join(directory, "control.json");
  const writer = `
    import(${JSON.stringify(path.resolve("scripts/write-json.mjs"))}).then(({ writeJson }) => {
      const value = { patches: Array.from({ length: 2000 }, (_, i) => ({ id: "plan-" + i, set: { price: i } })) };
      for (let i = 0; i < 400; i++) {
        value.round = i;
        writeJson(file, value);
      }
    });
    const file = ${JSON.stringify(file)};
  `;
  const child = spawn(process.execPath, ["-e", writer], { stdio: "ignore" });
  let exited = false;
  const done = new Promise((resolve) => child.once("exit", () => resolve((exited = true))));
  let reads = 0;
  let broken = 0;
  const rounds = new Set<number>();
  while (!exited) {
    try {
      const value = JSON.parse(readFileSync(file, "utf8")) as { round: number };
      rounds.add(value.round);
      reads++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") broken++;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await done;
  return {
    reads,
    broken,
    rounds: rounds.size,
    last: (JSON.parse(readFileSync(file, "utf8")) as { round: number }).round,
  };
}

test("a reader in another process never sees a half-written file, and sees the writes as they come", async () => {
  const seen = await readWhileAnotherProcessWrites();
  expect(seen.broken).toBe(0);
  expect(seen.rounds).toBeGreaterThan(1);
  expect(seen.last).toBe(399);
}, 30_000);
