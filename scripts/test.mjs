// `npm test`: the Studio check (install, generated-type drift, type check, build) runs from the start beside the
// type check, the lint and the unit tests: each side is mostly one core's work, and the machine has two. The
// end-to-end tests (two Chromium workers and the server) start once both are done, so no more CPU-bound work runs
// than there are cores. The Studio check's output is shown when it ends; any failure fails the run. `npm run
// studio`'s own test and the editor journeys come last: they need both builds.
import { spawn } from "node:child_process";

const studio = spawn("npm", ["run", "--silent", "test:studio"], { stdio: ["ignore", "pipe", "pipe"] });
let studioOutput = "";
studio.stdout.on("data", (chunk) => (studioOutput += chunk));
studio.stderr.on("data", (chunk) => (studioOutput += chunk));
const studioDone = new Promise((resolve) => studio.on("exit", (code) => resolve(code ?? 1)));

const started = Date.now();
/** How long since `from`, and since the run began, for the phase lines (the suite's time is a budget: README). */
const took = (from) =>
  `${Math.round((Date.now() - from) / 1000)} s (${Math.round((Date.now() - started) / 1000)} s in)`;
studioDone.then(() => console.log(`[test] the Studio check took ${took(started)}`));

/** Runs an npm script with the terminal; resolves to its exit code, and says how long it took. */
const run = (script) => {
  const from = Date.now();
  return new Promise((resolve) =>
    spawn("npm", ["run", "--silent", script], { stdio: "inherit" }).on("exit", (code) => {
      console.log(`[test] ${script} took ${took(from)}`);
      resolve(code ?? 1);
    }),
  );
};

let failed = null;
/** Runs the scripts in order until one fails (which is then `failed`). */
async function inOrder(scripts) {
  for (const script of scripts) {
    if (failed) return;
    if ((await run(script)) !== 0) failed = script;
  }
}
await inOrder(["typecheck", "lint", "test:unit"]);
const studioCode = await studioDone;
console.log(`\n[studio check]\n${studioOutput.trim()}\n`);
if (studioCode !== 0) console.error("The Studio check failed (see above).");
// test:size, test:leads-burst, test:views-burst and test:varnish use the production build that test:e2e made.
if (studioCode === 0) await inOrder(["test:e2e", "test:size", "test:leads-burst", "test:views-burst", "test:varnish"]);
// `npm run studio` itself (its ports, Ctrl+C), then the editor journeys: both start the site test:e2e built, and the
// journeys drive the Studio the check built.
for (const script of ["test:studio-command", "test:journeys"]) {
  if (failed || studioCode !== 0) break;
  if ((await run(script)) !== 0) failed = script;
}
if (failed) console.error(`npm run ${failed} failed (see above).`);
process.exit(studioCode || failed ? 1 : 0);
