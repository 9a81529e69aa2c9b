import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/*
 * Each folder one concern: app/lib holds small helpers that know no page and no content, so anything in the app can
 * use them without pulling in a route or the content layer. And no code reaches into a package's private files.
 */
const importsOf = (file: string) => [...readFileSync(file, "utf8").matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : filesIn(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
  });

it("app/lib imports no route, no content and no leads code", () => {
  const crossing = filesIn("app/lib").flatMap((file) =>
    importsOf(file)
      .filter((source) => /^(~\/|\.\.\/)(content|routes|root|leads)\b/.test(source))
      .map((source) => `${file} imports ${source}`),
  );
  expect(crossing).toEqual([]);
});

it("nothing imports a package's private files (dist/ or other paths it does not export)", () => {
  const privateImports = ["app", "server", "scripts", "tests"].flatMap((dir) =>
    filesIn(dir).flatMap((file) =>
      importsOf(file)
        // A package's name, not a relative path (../lib/decode is the app's own lib).
        .filter((source) => /^(?!\.)(@[\w-]+\/)?[\w.-]+\/(dist|lib|src|esm|cjs)\//.test(source))
        .map((source) => `${file} imports ${source}`),
    ),
  );
  expect(privateImports).toEqual([]);
});
