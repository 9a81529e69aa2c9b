// `npm test`: the Studio check (install, generated-type drift, type check, build) runs from the start beside the
// type check, the lint and the unit tests: each side is mostly one core's work, and the machine has two; the Studio's
// side then builds the site. The end-to-end tests at desktop width (two Chromium workers and the server) start once
// both are done, so no more CPU-bound work runs than there are cores. The Studio check's output is shown when the
// unit tests end; any failure fails the run. The editor journeys come last, beside the end-to-end tests at phone
// width (one worker) and the checks that start the production build (below): they need both builds.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * What git sees changed or new in the tree (each file, with a hash of what it holds now; empty outside a git
 * checkout): no test may write a tracked file, nor leave one that is not ignored.
 */
const treeState = () => {
  let listed;
  try {
    listed = execFileSync("git", ["status", "--porcelain", "-z", "--untracked-files=all"], { encoding: "utf8" });
  } catch {
    return new Map();
  }
  const state = new Map();
  for (const entry of listed.split("\0").filter(Boolean)) {
    let hash = "gone";
    try {
      hash = createHash("sha1")
        .update(readFileSync(entry.slice(3)))
        .digest("hex");
    } catch {
      // deleted (or a rename's old name)
    }
    state.set(entry, hash);
  }
  return state;
};
const stateBefore = treeState();

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

/** How a step is named in the phase lines and a failure: the command that runs it again. */
const nameOf = (command) => {
  const [script, ...args] = [command].flat();
  return args.length > 0 ? `${script} -- ${args.join(" ")}` : script;
};

/**
 * Runs an npm script (a name, or a name and its arguments) with the terminal (or, `captured`, keeping its output to
 * show when it ends); resolves to its exit code, and says how long it took.
 */
const run = (command, { captured = false } = {}) => {
  const [script, ...args] = [command].flat();
  const from = Date.now();
  const argv = ["run", "--silent", script, ...(args.length > 0 ? ["--", ...args] : [])];
  const child = spawn("npm", argv, { stdio: captured ? ["ignore", "pipe", "pipe"] : "inherit" });
  let output = "";
  if (captured) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      const name = nameOf(command);
      if (captured) console.log(`\n[${name}]\n${output.trim()}\n`);
      console.log(`[test] ${name} took ${took(from)}`);
      resolve(code ?? 1);
    }),
  );
};

let failed = null;
/** Runs the scripts in order until one fails (which is then `failed`). */
async function inOrder(scripts, options) {
  for (const script of scripts) {
    if (failed) return;
    if ((await run(script, options)) !== 0) failed ??= nameOf(script);
  }
}
/**
 * Runs a lane's own steps in order, then takes the next of `shared` (which the lanes beside it take from too) while
 * any is left: a lane that ends early takes over work rather than leaving its core idle. Stops at a failure.
 */
async function lane(own, shared, options) {
  await inOrder(own, options);
  while (shared.length > 0 && !failed) await inOrder([shared.shift()], { captured: true });
}
// The Studio check's lane then builds the site for the end-to-end tests (its output shown as it ends).
const studioLane = studioDone.then((code) => (code === 0 ? inOrder(["build:e2e"], { captured: true }) : undefined));
await inOrder(["typecheck", "lint", "content:check", "test:unit"]);
const studioCode = await studioDone;
console.log(`\n[studio check]\n${studioOutput.trim()}\n`);
if (studioCode !== 0) console.error("The Studio check failed (see above).");
await studioLane;
if (studioCode === 0) await inOrder([["test:e2e", "--project=desktop", "--reuse-build"]]);
// Then two lanes, one a core: the editor journeys (one Chromium worker driving the Studio the check built and the
// site built above), and beside them the end-to-end tests at phone width on that build (one worker). Each lane, once
// its own step is done, takes the next of the checks that start the build on ports of their own, their output shown
// as each ends, the longest first so the lanes end together: the size budgets, the view counter's burst, `npm run
// studio` itself (its ports, Ctrl+C), the lead store's burst and Varnish.
const checks = ["test:size", "test:views-burst", "test:studio-command", "test:leads-burst", "test:varnish"];
if (studioCode === 0)
  await Promise.all([
    lane(["test:journeys"], checks),
    lane([["test:e2e", "--project=phone", "--workers=1", "--reuse-build"]], checks, { captured: true }),
  ]);
if (failed) console.error(`npm run ${failed} failed (see above).`);
const written = [...treeState()].filter(([entry, hash]) => stateBefore.get(entry) !== hash).map(([entry]) => entry);
if (written.length > 0)
  console.error(
    `The tree changed while the tests ran (a test wrote these, or they were edited meanwhile):\n${written.join("\n")}`,
  );
process.exit(studioCode || failed || written.length > 0 ? 1 : 0);
