// `npm run studio`: the Sanity Studio for editors.
// - With a Sanity project (SANITY_STUDIO_PROJECT_ID in the environment or sanity-studio/.env): the Studio's dev
//   server against that project, as Sanity runs it.
// - Without one: a local copy to try and test the editing, with no account and no internet. The local Content Lake
//   (scripts/lake.ts) plays Sanity's API over the bundled dataset (edits kept in data/lake/), serves the Studio built
//   for it, and the site (its production build, as preview needs: a cross-site, secure cookie) reads from it, so a
//   publish shows on the site as it would in production.
//
// It checks its ports before anything else and says which one is taken (and whether by a local copy already
// running), with no stack trace. Every process it starts, builds included, runs in a process group of its own, so
// that Ctrl+C (or a SIGTERM/SIGHUP) at any moment stops all of them, their children too, before it exits.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { E2E_SECRETS } from "./e2e-env.mjs";
import { LOCAL_COPY as LOCAL } from "./lake-addresses.mjs";
import { LOCAL_BUILD, markStudioBuilt, studioBuildSteps, studioBuiltFor } from "./studio-build.mjs";

const studio = path.resolve("sanity-studio");
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: "1" };

/** Every process started and not yet ended, by pid (each the leader of its own process group). */
const running = new Map();
let stopping = false;

/**
 * Ends every process started (their whole groups: npm's, npx's and their children), waits for them (5 s, then
 * SIGKILL), and exits with `code`.
 */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const ends = [...running.values()];
  const signal = (name) => {
    for (const pid of running.keys()) {
      try {
        process.kill(-pid, name);
      } catch {
        // already gone
      }
    }
  };
  signal("SIGTERM");
  const killer = setTimeout(() => signal("SIGKILL"), 5000);
  await Promise.all(ends);
  clearTimeout(killer);
  process.exit(code);
}

for (const [name, number] of [
  ["SIGINT", 2],
  ["SIGTERM", 15],
  ["SIGHUP", 1],
]) {
  process.on(name, () => {
    if (!stopping) console.log(`\n[studio] stopping everything it started…`);
    void stopAll(128 + number);
  });
}

/** Starts a process in a group of its own; resolves to its exit code when it ends. */
function start(file, args, options = {}) {
  // No stdin: a process of a group of its own that read the terminal would be stopped (SIGTTIN).
  const child = spawn(file, args, { stdio: ["ignore", "inherit", "inherit"], env, ...options, detached: true });
  const ended = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(child.pid);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on("error", (error) => {
      running.delete(child.pid);
      console.error(`[studio] could not start ${file}: ${error.message}`);
      resolve(1);
    });
  });
  if (child.pid) running.set(child.pid, ended);
  return { child, ended };
}

/** Runs a step to its end; a failure (or a stop meanwhile) stops everything. */
async function step(file, args, options) {
  const code = await start(file, args, options).ended;
  if (stopping) return new Promise(() => {}); // stopAll exits
  if (code !== 0) {
    console.error(`[studio] \`${[file, ...args].join(" ")}\` failed (exit code ${code}).`);
    await stopAll(1);
  }
}

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

/** Whether something already listens on `port` (any address). */
function taken(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error) => resolve(error.code === "EADDRINUSE" || error.code === "EACCES"));
    probe.listen(port, () => probe.close(() => resolve(false)));
  });
}

/** Whether the local copy's lake answers on its port: then `npm run studio` is running already. */
async function localCopyRunning() {
  try {
    const response = await fetch(`http://127.0.0.1:${LOCAL.lakePort}/__lake/log`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok && (response.headers.get("content-type") ?? "").includes("json");
  } catch {
    return false;
  }
}

if (configuredProjectId()) {
  await step("npm", ["install", "--no-audit", "--no-fund"], { cwd: studio });
  await step("npm", ["run", "dev"], { cwd: studio });
  process.exit(0);
}

const PORTS = [
  [LOCAL.lakePort, "the local Content Lake"],
  [LOCAL.lakeTlsPort, "the Studio and the lake over HTTPS"],
  [LOCAL.sitePort, "the site"],
];
const busy = [];
for (const [port, what] of PORTS) if (await taken(port)) busy.push(`port ${port} (${what})`);
if (busy.length > 0) {
  if (await localCopyRunning()) {
    console.error(
      `[studio] The local copy is already running (${busy.join(", ")} in use by it): stop it with Ctrl+C where it runs, or use it at https://${LOCAL.projectId}.localhost:${LOCAL.lakeTlsPort}.`,
    );
  } else {
    console.error(
      `[studio] ${busy.join(" and ")} ${busy.length > 1 ? "are" : "is"} in use by another program. Stop it, then run \`npm run studio\` again.\n` +
        `         (\`ss -ltnp | grep -E ':(${PORTS.map(([port]) => port).join("|")})\\b'\` tells which program it is.)`,
    );
  }
  process.exit(1);
}

// The Studio's calls go to <project>.localhost, so the Studio is opened there too (one certificate to accept).
const studioUrl = `https://${LOCAL.projectId}.localhost:${LOCAL.lakeTlsPort}`;
const siteUrl = `http://localhost:${LOCAL.sitePort}`;
const lakeUrl = `http://localhost:${LOCAL.lakePort}`;

const build = LOCAL_BUILD;
if (!studioBuiltFor(build)) {
  console.log("[studio] building the Studio for the local copy (once, about a minute)…");
  for (const [file, args, options] of studioBuildSteps(build)) await step(file, args, options);
  markStudioBuilt(build);
}

/** The newest modification time under a folder (the site's sources), to tell whether build/ is older. */
function newest(folder) {
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}
const built = existsSync("build/start.js") ? statSync("build/start.js").mtimeMs : 0;
if (built < Math.max(newest("app"), newest("server"))) {
  console.log("[studio] building the site…");
  await step("npm", ["run", "build"]);
}

const services = [
  start("node", [
    ...["--import", "tsx", "scripts/lake.ts"],
    ...["--port", String(LOCAL.lakePort), "--tls-port", String(LOCAL.lakeTlsPort)],
    ...["--project", LOCAL.projectId, "--dataset", LOCAL.dataset, "--studio", build.outDir],
    // `npm run studio -- --fresh`: back to the bundled dataset.
    ...(process.argv.includes("--fresh") ? ["--fresh"] : []),
  ]),
  start("node", ["build/start.js"], {
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(LOCAL.sitePort),
      SITE_URL: siteUrl,
      SANITY_PROJECT_ID: LOCAL.projectId,
      SANITY_DATASET: LOCAL.dataset,
      SANITY_API_HOST: lakeUrl,
      SANITY_STUDIO_URL: studioUrl,
      // The lake takes any token: these only switch on preview and lead writes, as a real project's would.
      SANITY_READ_TOKEN: E2E_SECRETS.SANITY_READ_TOKEN,
      SANITY_WRITE_TOKEN: E2E_SECRETS.SANITY_WRITE_TOKEN,
    },
  }),
];
// One of them ending by itself (a crash) ends the rest: a half-running copy would only confuse.
for (const { ended } of services)
  void ended.then((code) => {
    if (stopping) return;
    console.error(`[studio] a service stopped (exit code ${code}): stopping the rest.`);
    void stopAll(code || 1);
  });

/** How long the lake and the site may take to answer once started (a busy machine's tsx and server start). */
const START_WITHIN_MS = 120_000;

/** Resolves to whether `url` answers (anything) within START_WITHIN_MS of `since`. */
async function answers(url, since) {
  while (!stopping && Date.now() - since < START_WITHIN_MS) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return false;
}
const startedAt = Date.now();
for (const [url, what] of [
  [`${lakeUrl}/__lake/log`, "the local Content Lake"],
  [`${siteUrl}/healthz`, "the site"],
]) {
  if (await answers(url, startedAt)) continue;
  if (!stopping) {
    console.error(`[studio] ${what} did not answer at ${url} within ${START_WITHIN_MS / 1000} s: stopping everything.`);
    await stopAll(1);
  }
  await new Promise(() => {}); // stopAll exits
}
if (!stopping) {
  console.log(`
  A LOCAL COPY for trying and testing the editing: no Sanity account, nothing leaves this machine.
  Edits are kept in data/lake/; \`npm run studio -- --fresh\` starts again from the bundled dataset.

    Studio   ${studioUrl}
             (the first time, your browser warns about the local certificate: choose to proceed)
    Site     ${siteUrl}   (reads the local lake: a publish shows here within a second or two)
    Lake     ${lakeUrl}   (Sanity's API, played locally)

  Ctrl+C stops all three.
`);
}
