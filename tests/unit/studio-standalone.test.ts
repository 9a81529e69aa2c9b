import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";

/*
 * The Studio is a package of its own: what it runs, the site's modules it imports through `@shared` included, is
 * declared in sanity-studio/package.json and installed by `npm --prefix sanity-studio install` alone (its Vite
 * resolves them from there: sanity-studio/sanity.cli.ts), in the range the site declares, so both run the same code.
 */

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string>>;
const studio = readJson("sanity-studio/package.json");
const site = readJson("package.json");

/** A bare specifier's package: `@sanity/util/paths` → `@sanity/util`. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@shared/")
    ? path.resolve("app/shared", specifier.slice("@shared/".length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/**
 * The packages the Studio's code imports: those the site's shared modules bring into it (`shared`), or its own
 * files' (`own`); each with a module that imports it.
 */
function studioPackages(whose: "shared" | "own"): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      const local = resolveLocal(file, fileName);
      if (local) visit(local);
      else if (
        file.includes(`${path.sep}app${path.sep}shared${path.sep}`) === (whose === "shared") &&
        !fileName.startsWith(".") &&
        !fileName.startsWith("@shared/") &&
        !fileName.startsWith("node:") &&
        !builtinModules.includes(fileName)
      )
        found.set(packageOf(fileName), path.relative(".", file));
    }
  };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const at = path.join(folder, entry.name);
      if (entry.isDirectory() && !["node_modules", "dist", ".sanity"].includes(entry.name)) walk(at);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) visit(path.resolve(at));
    }
  };
  walk("sanity-studio");
  return found;
}

it("declares every package the site's shared modules bring into it, in the range the site declares", () => {
  const packages = studioPackages("shared");
  // (the walk finds them: today's five, at least)
  expect([...packages.keys()]).toEqual(expect.arrayContaining(["groq", "ohash", "slugify"]));
  const wrong = [...packages].flatMap(([name, importer]) => {
    const declared = studio.dependencies?.[name];
    if (!declared) return [`${name} (imported by ${importer}) is not in sanity-studio/package.json's dependencies`];
    const sites = site.dependencies?.[name] ?? site.devDependencies?.[name];
    return sites && sites !== declared ? [`${name}: the Studio declares ${declared}, the site ${sites}`] : [];
  });
  expect(wrong).toEqual([]);
});

it("declares every package its own files import (none resolves only as another package's dependency)", () => {
  const packages = studioPackages("own");
  expect([...packages.keys()]).toEqual(expect.arrayContaining(["sanity", "@sanity/ui", "react"]));
  const undeclared = [...packages]
    .filter(([name]) => !studio.dependencies?.[name] && !studio.devDependencies?.[name])
    .map(([name, importer]) => `${name} (imported by ${importer})`);
  expect(undeclared).toEqual([]);
});
