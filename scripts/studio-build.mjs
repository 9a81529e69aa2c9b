// A build of the Studio for one environment (a project id, an API host, a preview address: Sanity bakes
// SANITY_STUDIO_* into the bundle). The editor journeys (tests/studio) and the local copy of `npm run studio` each
// drive their own. A stamp beside the build names the environment it was made with, so a build made for another
// address is never served by mistake, and a matching one is not made twice.
import { execSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JOURNEY_STUDIO_ENV } from "./e2e-env.mjs";

const studio = path.resolve("sanity-studio");

/** The journeys' build: sanity-studio/dist. */
export const JOURNEY_BUILD = { env: JOURNEY_STUDIO_ENV, outDir: path.join(studio, "dist") };

const stampFile = (build) => path.join(build.outDir, "built-for.json");
const stamp = (build) => JSON.stringify({ env: build.env });

export function studioBuiltFor(build = JOURNEY_BUILD) {
  return existsSync(stampFile(build)) && readFileSync(stampFile(build), "utf8") === stamp(build);
}

export function buildStudio(build = JOURNEY_BUILD) {
  if (!existsSync(path.join(studio, "node_modules", "sanity"))) {
    execSync("npm install --no-audit --no-fund", { cwd: studio, stdio: "inherit" });
  }
  execSync(`npx sanity build "${build.outDir}" --yes`, {
    cwd: studio,
    stdio: "inherit",
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: "1", ...build.env },
  });
  writeFileSync(stampFile(build), stamp(build));
}
