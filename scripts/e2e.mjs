// `npm run test:e2e`: find or install a Chromium, build the production bundle with dummy secrets in the
// environment (so a test can prove none of them is bundled), then run Playwright against it.
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";
import { E2E_SECRETS } from "./e2e-env.mjs";

const run = (command, env = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
run("node scripts/ensure-chromium.mjs");
run("npm run build", E2E_SECRETS);
// A control file left by an interrupted run would start the mocked Sanity with its edits or outage.
rmSync(".cache/mock-sanity", { recursive: true, force: true });
// Leads kept by a previous run's servers.
rmSync(".cache/e2e-data", { recursive: true, force: true });
run(`npx playwright test ${process.argv.slice(2).join(" ")}`);
