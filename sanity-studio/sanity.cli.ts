import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineCliConfig } from "sanity/cli";

// The drift check (scripts/check-studio.mjs) points this elsewhere to compare fresh output with the committed one.
const generatedDir = process.env.SANITY_TYPEGEN_DIR || "../app/content/generated";

/**
 * The Studio's path aliases (tsconfig.json `paths`: `@shared/*`, the module the site, the Studio and the scripts
 * share) as Vite aliases for `sanity build` and `sanity dev`; the CLI's own workers (schema extract) read them from
 * tsconfig.json themselves.
 */
const { paths } = JSON.parse(readFileSync(new URL("./tsconfig.json", import.meta.url), "utf8")).compilerOptions as {
  paths: Record<string, [string]>;
};
const alias = Object.fromEntries(
  Object.entries(paths).map(([pattern, [target]]) => [
    pattern.replace(/\/\*$/, ""),
    fileURLToPath(new URL(target.replace(/\/\*$/, ""), import.meta.url)),
  ]),
);

/**
 * The site's modules the Studio imports (`@shared`, app/shared) take their packages from the Studio's own install: a
 * bare import there would otherwise be looked for above app/, in the site's install. So the Studio builds from
 * `npm --prefix sanity-studio install` alone; tests/unit/studio-standalone.test.ts checks that each such package is
 * declared in the Studio's package.json.
 */
const shared = alias["@shared"]!;
const studioRoot = fileURLToPath(new URL("./package.json", import.meta.url));
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "yourprojectid",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  vite: {
    resolve: { alias },
    plugins: [
      {
        name: "shared-packages-from-the-studio",
        enforce: "pre",
        resolveId(source, importer) {
          const bare = !/^[./\0]/.test(source) && !(source in alias) && !source.startsWith("@shared/");
          if (!bare || !importer?.startsWith(shared)) return null;
          return this.resolve(source, studioRoot, { skipSelf: true });
        },
      },
    ],
  },
  // Types for the site are generated from this schema and the site's defineQuery() queries.
  typegen: {
    path: "../app/**/*.{ts,tsx}",
    schema: `${generatedDir}/schema.json`,
    generates: `${generatedDir}/sanity.types.ts`,
    overloadClientMethods: true,
  },
});
