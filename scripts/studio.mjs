// `npm run studio`: the Sanity Studio for editors.
// - With a Sanity project (SANITY_STUDIO_PROJECT_ID in the environment or sanity-studio/.env): the Studio's dev
//   server against that project, as Sanity runs it.
// - Without one: a local copy to try and test the editing, with no account and no internet. The local Content Lake
//   (scripts/lake.ts) plays Sanity's API over the bundled dataset (edits kept in data/lake/), serves the Studio built
//   for it, and the site (its production build, as preview needs: a cross-site, secure cookie) reads from it, so a
//   publish shows on the site as it would in production.
import { execSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { E2E_SECRETS } from "./e2e-env.mjs";
import { LOCAL_COPY as LOCAL, studioEnvFor } from "./lake-addresses.mjs";
import { buildStudio, studioBuiltFor } from "./studio-build.mjs";

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

const env = { ...process.env, SANITY_TELEMETRY_DISABLED: "1" };

if (configuredProjectId()) {
  const run = (command) => execSync(command, { cwd: studio, stdio: "inherit", env });
  run("npm install --no-audit --no-fund");
  run("npm run dev");
  process.exit(0);
}

// The Studio's calls go to <project>.localhost, so the Studio is opened there too (one certificate to accept).
const studioUrl = `https://${LOCAL.projectId}.localhost:${LOCAL.lakeTlsPort}`;
const siteUrl = `http://localhost:${LOCAL.sitePort}`;
const lakeUrl = `http://localhost:${LOCAL.lakePort}`;

const build = {
  env: studioEnvFor(LOCAL),
  outDir: path.resolve(".cache/studio-local"),
};
if (!studioBuiltFor(build)) {
  console.log("[studio] building the Studio for the local copy (once, about a minute)…");
  buildStudio(build);
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
  execSync("npm run build", { stdio: "inherit", env });
}

const children = [
  spawn(
    "node",
    [
      ...["--import", "tsx", "scripts/lake.ts"],
      ...["--port", String(LOCAL.lakePort), "--tls-port", String(LOCAL.lakeTlsPort)],
      ...["--project", LOCAL.projectId, "--dataset", LOCAL.dataset, "--studio", build.outDir],
      // `npm run studio -- --fresh`: back to the bundled dataset.
      ...(process.argv.includes("--fresh") ? ["--fresh"] : []),
    ],
    { stdio: "inherit", env },
  ),
  spawn("node", ["build/start.js"], {
    stdio: "inherit",
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

setTimeout(() => {
  console.log(`
  A LOCAL COPY for trying and testing the editing: no Sanity account, nothing leaves this machine.
  Edits are kept in data/lake/; \`npm run studio -- --fresh\` starts again from the bundled dataset.

    Studio   ${studioUrl}
             (the first time, your browser warns about the local certificate: choose to proceed)
    Site     ${siteUrl}   (reads the local lake: a publish shows here within a second or two)
    Lake     ${lakeUrl}   (Sanity's API, played locally)

  Ctrl+C stops all three.
`);
}, 3000);

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
