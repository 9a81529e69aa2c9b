// `npm run studio`: the Sanity Studio for editors. It edits a real Sanity project, so without one it stops here
// with what to do instead of opening a Studio that cannot reach its API.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const studio = path.resolve("sanity-studio");

/** SANITY_STUDIO_PROJECT_ID from the environment or the Studio's .env files (as the Sanity CLI reads them). */
function configuredProjectId() {
  if (process.env.SANITY_STUDIO_PROJECT_ID?.trim()) return process.env.SANITY_STUDIO_PROJECT_ID.trim();
  for (const file of [".env.development.local", ".env.local", ".env.development", ".env"]) {
    const full = path.join(studio, file);
    if (!existsSync(full)) continue;
    const match = /^\s*SANITY_STUDIO_PROJECT_ID\s*=\s*["']?([^"'\s#]+)/m.exec(readFileSync(full, "utf8"));
    if (match) return match[1];
  }
  return null;
}

if (!configuredProjectId()) {
  console.error(`The Studio needs a Sanity project to edit, and none is configured.

  1. Create a project: https://www.sanity.io/manage (or run \`npx sanity init --env\` in sanity-studio/).
  2. Copy sanity-studio/.env.example to sanity-studio/.env and set SANITY_STUDIO_PROJECT_ID (and the dataset).
  3. Put the bundled content in it: \`npm run seed\` (after \`npx sanity login\` in sanity-studio/).
  4. Run \`npm run studio\` again, and point the site at the same project with SANITY_PROJECT_ID.

The site itself needs none of this: \`npm run dev\` serves the bundled dataset offline.`);
  process.exit(1);
}

const run = (command) =>
  execSync(command, { cwd: studio, stdio: "inherit", env: { ...process.env, SANITY_TELEMETRY_DISABLED: "1" } });
run("npm install --no-audit --no-fund");
run("npm run dev");
