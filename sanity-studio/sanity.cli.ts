import { defineCliConfig } from "sanity/cli";

// The drift check (scripts/check-studio.mjs) points this elsewhere to compare fresh output with the committed one.
const generatedDir = process.env.SANITY_TYPEGEN_DIR || "../app/content/generated";

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "yourprojectid",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  // Types for the site are generated from this schema and the site's defineQuery() queries.
  typegen: {
    path: "../app/**/*.{ts,tsx}",
    schema: `${generatedDir}/schema.json`,
    generates: `${generatedDir}/sanity.types.ts`,
    overloadClientMethods: true,
  },
});
