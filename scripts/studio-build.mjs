// A build of the Studio for one environment (a project id, an API host, a preview address: Sanity bakes
// SANITY_STUDIO_* into the bundle). The editor journeys (tests/studio) and the local copy of `npm run studio` each
// drive their own. A stamp beside the build names the environment and the sources it was made from, so a build made
// for another address or from older code is never served by mistake, and a matching one is not made twice.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JOURNEYS, LOCAL_COPY, studioEnvFor } from "./lake-addresses.mjs";

const studio = path.resolve("sanity-studio");

/** The journeys' build: sanity-studio/dist. */
export const JOURNEY_BUILD = { env: studioEnvFor(JOURNEYS), outDir: path.join(studio, "dist") };

/** The local copy's build (`npm run studio`): .cache/studio-local. */
export const LOCAL_BUILD = { env: studioEnvFor(LOCAL_COPY), outDir: path.resolve(".cache/studio-local") };

/** What a build is made from: the Studio's own files, and the one module of the site it imports (app/shared). */
const SOURCES = ["sanity-studio", "app/shared"];
const SKIPPED = new Set(["node_modules", "dist", ".sanity", ".typegen-check"]);

function sourcesHash() {
  const hash = createHash("sha256");
  const add = (entry) => {
    if (!existsSync(entry)) return;
    if (statSync(entry).isDirectory()) {
      for (const child of readdirSync(entry, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        if (SKIPPED.has(child.name)) continue;
        const full = path.join(entry, child.name);
        if (child.isDirectory()) add(full);
        else hash.update(full).update(readFileSync(full));
      }
      return;
    }
    hash.update(entry).update(readFileSync(entry));
  };
  for (const source of SOURCES) add(source);
  return hash.digest("hex");
}

const stampFile = (build) => path.join(build.outDir, "built-for.json");
const stamp = (build) => JSON.stringify({ env: build.env, sources: sourcesHash() });

export function studioBuiltFor(build = JOURNEY_BUILD) {
  return existsSync(stampFile(build)) && readFileSync(stampFile(build), "utf8") === stamp(build);
}

/** Whether the Studio's own dependencies are installed (`npm install` in sanity-studio/ otherwise). */
export const studioInstalled = () => existsSync(path.join(studio, "node_modules", "sanity"));

/** The commands that make a build, in order, each `[file, args, options]`; then `markStudioBuilt(build)`. */
export function studioBuildSteps(build = JOURNEY_BUILD) {
  return [
    ...(studioInstalled() ? [] : [["npm", ["install", "--no-audit", "--no-fund"], { cwd: studio }]]),
    [
      "npx",
      ["sanity", "build", build.outDir, "--yes"],
      { cwd: studio, env: { ...process.env, SANITY_TELEMETRY_DISABLED: "1", ...build.env } },
    ],
  ];
}

/** Writes the stamp that says the build in `build.outDir` is for its environment and today's sources. */
export function markStudioBuilt(build = JOURNEY_BUILD) {
  writeFileSync(stampFile(build), stamp(build));
}

export function buildStudio(build = JOURNEY_BUILD) {
  for (const [file, args, options] of studioBuildSteps(build))
    execFileSync(file, args, { ...options, stdio: "inherit" });
  markStudioBuilt(build);
}
