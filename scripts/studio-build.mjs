// The Studio build the editor journeys drive (tests/studio): made by the Studio check in `npm test`, or by the
// journeys' own setup when run alone. A stamp in dist/ names the environment it was built with, so a build made
// for another project or address is never driven by mistake.
import { execSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JOURNEY_STUDIO_ENV } from "./e2e-env.mjs";

const studio = path.resolve("sanity-studio");
const stampFile = path.join(studio, "dist", "journeys.json");
const stamp = () => JSON.stringify({ env: JOURNEY_STUDIO_ENV });

/** True when sanity-studio/dist was built for the journeys (the stamp matches; the build is no older than it). */
export function studioBuiltForJourneys() {
  return existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp();
}

export function buildStudioForJourneys() {
  if (!existsSync(path.join(studio, "node_modules", "sanity"))) {
    execSync("npm install --no-audit --no-fund", { cwd: studio, stdio: "inherit" });
  }
  execSync("npx sanity build --yes", {
    cwd: studio,
    stdio: "inherit",
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: "1", ...JOURNEY_STUDIO_ENV },
  });
  writeFileSync(stampFile, stamp());
}
