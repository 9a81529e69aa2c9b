// Part of `npm test`: the Studio (its own package) installs, its schema and the site's queries still produce the
// committed generated types, its data migration turns the bundled dataset's old shape into the new one, and it
// still builds — all offline.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildStudio, LOCAL_BUILD, studioBuiltFor } from "./studio-build.mjs";

const studio = path.resolve("sanity-studio");
const committed = path.resolve("app/content/generated");
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: "1" };
const run = (command, extraEnv = {}) =>
  execSync(command, { cwd: studio, stdio: "inherit", env: { ...env, ...extraEnv } });

if (!existsSync(path.join(studio, "node_modules", "sanity"))) {
  console.log("[studio] installing the Studio's dependencies…");
  run("npm install --no-audit --no-fund");
}

// `sanity schema extract --path` takes a path relative to the Studio, so the fresh copy is written inside it: in the
// Studio's own scratch directory, which git, ESLint and Prettier already skip (the lint runs beside this check, and
// read a half-written copy when it was a directory of its own).
const freshRelative = ".sanity/typegen-check";
const fresh = path.join(studio, freshRelative);
mkdirSync(fresh, { recursive: true });
try {
  console.log("[studio] regenerating schema.json and sanity.types.ts to compare with the committed ones…");
  run("npm run --silent typegen", { SANITY_TYPEGEN_DIR: freshRelative });
  // The generated file names the schema it was made from; the fresh one names the check's copy.
  const normalise = (text) => text.replaceAll(`${freshRelative}/schema.json`, "../app/content/generated/schema.json");
  const stale = ["schema.json", "sanity.types.ts"].filter(
    (file) =>
      normalise(readFileSync(path.join(fresh, file), "utf8")) !== readFileSync(path.join(committed, file), "utf8"),
  );
  if (stale.length > 0) {
    console.error(
      `[studio] ${stale.join(" and ")} in app/content/generated no longer match the Studio schema and the site's queries.\n` +
        "         Run `npm run typegen` and commit the result.",
    );
    process.exit(1);
  }
  console.log("[studio] generated types are up to date");
} finally {
  rmSync(fresh, { recursive: true, force: true });
}

console.log("[studio] type-checking the Studio…");
run("npx tsc -p .");
console.log("[studio] testing the translate-fields migration on the bundled dataset, and the field builders…");
run(
  `"${path.resolve("node_modules/.bin/tsx")}" --test migrations/translate-fields/translate.test.ts schemaTypes/objects/fields.test.ts schemaTypes/objects/dataset-rules.test.ts`,
);
console.log("[studio] building the Studio (for the editor journeys, against the local lake)…");
buildStudio();
console.log("[studio] the Studio builds");
// The local copy's build too (`npm run studio`, whose own test starts it right after the end-to-end tests), here
// where it runs beside the unit tests rather than on the suite's way to the end.
if (!studioBuiltFor(LOCAL_BUILD)) {
  console.log("[studio] building the Studio for the local copy (npm run studio)…");
  buildStudio(LOCAL_BUILD);
}
