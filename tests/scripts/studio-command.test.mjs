// `npm run studio` as a newcomer meets it (node --test; part of npm test, before the editor journeys, once the site
// is built): a port in use is named in one line, a local copy already running is recognised, and Ctrl+C, during the
// Studio's build or once everything runs, leaves nothing behind. Each run is the real script, signalled as a
// terminal signals it: SIGINT to its whole process group.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { after, test } from "node:test";
import { LOCAL_COPY } from "../../scripts/lake-addresses.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORTS = [LOCAL_COPY.lakePort, LOCAL_COPY.lakeTlsPort, LOCAL_COPY.sitePort];
const STUDIO_BUILD = path.join(ROOT, ".cache/studio-local");
const started = [];
// Whatever a test leaves running (a failed assertion mid-way) is stopped as Ctrl+C would stop it, then killed with
// everything it started: the script's services run in process groups of their own, and an orphan holding this
// process's pipes would keep the test file from ever ending.
after(async () => {
  for (const child of started) await stopTree(child);
});

/** The pids of every process descending from `pid` (found through /proc: their parents' pids). */
function descendants(pid) {
  const children = new Map();
  for (const name of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // ended meanwhile
    }
  }
  const found = [];
  for (const queue = [pid]; queue.length > 0;) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Stops `child` and all it started: SIGTERM to its group, 15 s to end, then SIGKILL to it and its descendants. */
async function stopTree(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const tree = [child.pid, ...descendants(child.pid)];
  const ended = new Promise((resolve) => child.once("exit", resolve));
  const kill = (pid, signal) => {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  };
  kill(-child.pid, "SIGTERM");
  let timer;
  await Promise.race([ended, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
  clearTimeout(timer);
  for (const pid of tree) kill(pid, "SIGKILL");
  child.stdout?.destroy();
  child.stderr?.destroy();
}

/** Starts `npm run studio` (its script) in a process group of its own, as a terminal would; collects its output. */
function runStudio() {
  const child = spawn("node", ["scripts/studio.mjs"], { cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let output = "";
  const seen = [];
  const onData = (chunk) => {
    output += chunk;
    for (const waiter of [...seen]) if (waiter.pattern.test(output)) waiter.resolve();
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves when the output matches `pattern`; fails after `ms`, or if the script ends first. */
    waitFor(pattern, ms) {
      if (pattern.test(output)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms} ms:\n${output}`)), ms);
        seen.push({ pattern, resolve: () => (clearTimeout(timer), resolve()) });
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`ended (${code}) before ${pattern}:\n${output}`));
        });
      });
    },
    /** Ctrl+C: SIGINT to the whole group. */
    interrupt: () => process.kill(-child.pid, "SIGINT"),
  };
}

/** Resolves to the exit code, failing after `ms`. */
const within = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
  ]);

/** Whether something listens on `port`. */
const listening = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(true));
    probe.listen(port, () => probe.close(() => resolve(false)));
  });

/** The command lines of the processes running now whose command line contains `text`. */
function processesWith(text) {
  const found = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const line = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      if (line.includes(text) && Number(pid) !== process.pid) found.push(`${pid}: ${line}`);
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/**
 * Waits until no process's command line contains `text` (up to `ms`), then says which remain; processes listed in
 * `before` (running before the test began: not the script's) don't count.
 */
async function noneLeft(text, before = [], ms = 5000) {
  const left = () => processesWith(text).filter((line) => !before.includes(line));
  for (const end = Date.now() + ms; Date.now() < end && left().length > 0;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return left();
}

const noStack = (output) => assert.doesNotMatch(output, /^\s+at |Error:|EADDRINUSE/m, output);

test("its ports are free before it starts (none of these tests may begin on a machine where one is taken)", async () => {
  for (const port of PORTS) assert.equal(await listening(port), false, `port ${port} is in use before the tests`);
});

test("a port in use by another program: named in one line, no stack trace, exit code 1", async () => {
  const other = createServer().listen(LOCAL_COPY.sitePort);
  try {
    const run = runStudio();
    assert.equal(await within(run.exited, 15_000, "the script's end"), 1);
    assert.match(run.output(), new RegExp(`port ${LOCAL_COPY.sitePort} \\(the site\\) is in use by another program`));
    noStack(run.output());
  } finally {
    other.close();
  }
});

test("a local copy already running: said so, with how to stop it, exit code 1", async () => {
  const lake = spawn(
    "node",
    [
      ...["--import", "tsx", "scripts/lake.ts"],
      ...["--port", String(LOCAL_COPY.lakePort), "--tls-port", String(LOCAL_COPY.lakeTlsPort)],
      ...["--project", LOCAL_COPY.projectId, "--dataset", LOCAL_COPY.dataset],
    ],
    { cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  started.push(lake);
  let lakeOutput = "";
  lake.stdout.on("data", (chunk) => (lakeOutput += chunk));
  lake.stderr.on("data", (chunk) => (lakeOutput += chunk));
  try {
    // The lake must answer before the script starts: on a busy machine its start takes seconds, and a script
    // started meanwhile finds the ports free and rightly starts a copy of its own.
    await lakeAnswers(lake, () => lakeOutput, 60_000);
    const run = runStudio();
    assert.equal(await within(run.exited, 15_000, "the script's end"), 1);
    assert.match(run.output(), /The local copy is already running .*stop it with Ctrl\+C where it runs/);
    noStack(run.output());
  } finally {
    await stopTree(lake);
  }
});

/** Resolves once the lake answers on its port; fails with its output if it ends first or after `ms`. */
async function lakeAnswers(lake, output, ms) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (lake.exitCode !== null) assert.fail(`the lake ended (${lake.exitCode}) before it answered:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${LOCAL_COPY.lakePort}/__lake/log`, {
        signal: AbortSignal.timeout(1000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`the lake did not answer within ${ms} ms:\n${output()}`);
}

// First the whole local copy (its Studio built by the Studio check, `npm test` beside the unit tests), then a
// build interrupted (which starts from no build).
test(
  "Ctrl+C once the lake, the Studio and the site run stops all three and frees their ports",
  { timeout: 360_000 },
  async () => {
    const lakesBefore = processesWith("scripts/lake.ts");
    const run = runStudio();
    try {
      await runsAndStops(run, lakesBefore);
    } finally {
      await stopTree(run.child);
    }
  },
);

async function runsAndStops(run, lakesBefore) {
  await run.waitFor(/Ctrl\+C stops all three/, 300_000);
  const site = await fetch(`http://localhost:${LOCAL_COPY.sitePort}/healthz`);
  assert.equal(site.status, 200);
  const lake = await fetch(`http://localhost:${LOCAL_COPY.lakePort}/__lake/log`);
  assert.equal(lake.status, 200);
  run.interrupt();
  assert.equal(await within(run.exited, 15_000, "the script's end after Ctrl+C"), 130);
  assert.deepEqual(await noneLeft("scripts/lake.ts", lakesBefore), []);
  for (const port of PORTS) assert.equal(await listening(port), false, `port ${port} still in use`);
  noStack(run.output());
}

for (const [how, stop, code] of [
  ["Ctrl+C (SIGINT to its process group)", (run) => run.interrupt(), 130],
  ["a SIGTERM to the script alone (kill, a process manager)", (run) => run.child.kill("SIGTERM"), 143],
]) {
  test(`${how} while it builds the Studio stops the build and everything else`, { timeout: 120_000 }, async () => {
    rmSync(STUDIO_BUILD, { recursive: true, force: true });
    const before = processesWith(STUDIO_BUILD);
    const run = runStudio();
    try {
      await stopsWhileBuilding(run, stop, code, before);
    } finally {
      await stopTree(run.child);
    }
  });
}

async function stopsWhileBuilding(run, stop, code, before) {
  await run.waitFor(/building the Studio for the local copy/, 30_000);
  // The build under way (sanity build writes into the local copy's folder).
  for (const end = Date.now() + 30_000; Date.now() < end && processesWith(STUDIO_BUILD).length === 0;)
    await new Promise((resolve) => setTimeout(resolve, 100));
  assert.notDeepEqual(processesWith(STUDIO_BUILD), [], "the Studio's build never started");
  stop(run);
  assert.equal(await within(run.exited, 15_000, "the script's end"), code);
  assert.deepEqual(await noneLeft(STUDIO_BUILD, before), []);
  for (const port of PORTS) assert.equal(await listening(port), false, `port ${port} still in use`);
  noStack(run.output());
}
