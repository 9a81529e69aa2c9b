// `npm run test:e2e`: find or install a Chromium, build the production bundle with dummy secrets in the
// environment (so a test can prove none of them is bundled), then run Playwright against it. Other arguments go to
// Playwright. `--build-only` stops after the build (`npm run build:e2e`); `--reuse-build` skips it, for a pass over
// a bundle made so (`npm test` builds it beside the unit tests, then runs the desktop project, then the phone
// project beside the editor journeys, which keep their data in the same folder: spared).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { E2E_DATA_ROOT, E2E_SECRETS, E2E_SERVER_LOG, JOURNEYS_DATA_DIR, printLogTail } from "./e2e-env.mjs";

// Our two options, and the project Playwright is asked for (to name its folders); everything but our options goes
// to Playwright as it came.
const args = process.argv.slice(2);
const OURS = { "reuse-build": { type: "boolean" }, "build-only": { type: "boolean" } };
const { values, tokens } = parseArgs({
  args,
  options: { ...OURS, project: { type: "string", multiple: true } },
  strict: false,
  allowPositionals: true,
  tokens: true,
});
const reuseBuild = values["reuse-build"] === true;
const ours = new Set(
  tokens.filter((token) => token.kind === "option" && Object.hasOwn(OURS, token.name)).map((t) => t.index),
);
const playwrightArgs = args.filter((_, index) => !ours.has(index));

const run = (file, fileArgs, env = {}) =>
  execFileSync(file, fileArgs, { stdio: "inherit", env: { ...process.env, ...env } });
run(process.execPath, ["scripts/ensure-chromium.mjs"]);
if (!reuseBuild) run("npm", ["run", "build"], E2E_SECRETS);
else if (!existsSync("build/start.js"))
  throw new Error("--reuse-build: there is no build to reuse (npm run build:e2e).");
if (values["build-only"] === true) process.exit(0);
// A control file left by an interrupted run would start the mocked Sanity with its edits or outage.
rmSync(".cache/mock-sanity", { recursive: true, force: true });
// Leads and views kept by a previous run's servers; a second pass spares the journeys' (they may be running).
const spared = reuseBuild ? path.resolve(JOURNEYS_DATA_DIR) : null;
if (existsSync(E2E_DATA_ROOT))
  for (const entry of readdirSync(E2E_DATA_ROOT).map((name) => path.resolve(E2E_DATA_ROOT, name)))
    if (entry !== spared) rmSync(entry, { recursive: true, force: true });
// One project's run keeps its traces and report apart, so a second pass does not empty the first one's.
const project = values.project?.length === 1 ? values.project[0] : undefined;
const projectFolders = project ? ["--output", `test-results/e2e-${project}`] : [];
const projectEnv = project ? { PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/e2e-${project}` } : {};
try {
  run("npx", ["playwright", "test", ...projectFolders, ...playwrightArgs], projectEnv);
} catch (error) {
  // What the main server said (content warnings, live updates, refusals) comes with the failure.
  printLogTail(E2E_SERVER_LOG, "e2e: the main server");
  throw error;
}
