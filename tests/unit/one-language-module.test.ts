import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { LOCALES } from "@shared/addresses/locales";

/*
 * The site's languages are named in one place: app/shared/addresses/locales.ts (the list, prefixes, Intl tags, typography) with
 * each language's dictionary (app/shared/dictionaries), and app/i18n, which serves them to the pages. Anywhere else a language code written out (`"fr"`, a `fr|rw` pattern) is a second copy of
 * that fact, which adding a language would miss. Tests may name languages: they check what a visitor sees.
 */
const ROOTS = ["app", "server", "sanity-studio", "scripts"];
// Skipped: the language module itself, generated and installed code, and the bare Remix app (the benchmark's floor).
const SKIPPED =
  /(^|\/)(node_modules|dist|generated|i18n|\.sanity|bare-app)(\/|$)|^app\/shared\/(addresses\/locales\.ts|content\/typography\.ts|dictionaries\/)|\.(test|spec)\.tsx?$/;
/** Comments may give an example (/fr/pricing); code may not. */
const COMMENT = /^\s*(\*|\/\/|\/\*)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (SKIPPED.test(file)) return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [file] : [];
  });
}

it("no language code is written outside the language module", () => {
  const codes = LOCALES.join("|");
  const written = new RegExp(`(["'\`])(${codes})\\1|\\b(${codes})\\|(${codes})\\b|["'\`/](${codes})/`);
  const found = ROOTS.flatMap(sourceFiles).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        !COMMENT.test(line) && written.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
