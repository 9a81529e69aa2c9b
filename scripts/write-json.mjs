// Writes a JSON file that another process reads while it changes (the mocked Sanity's control and writes files):
// the text goes to a temporary file beside it, then replaces the file in one rename, so a reader sees the old
// whole file or the new one, never an empty or half-written one.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

let written = 0;

/** @param {string} file @param {unknown} value */
export function writeJson(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${++written}.tmp`;
  writeFileSync(temporary, JSON.stringify(value));
  renameSync(temporary, file);
}
