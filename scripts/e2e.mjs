// `npm run test:e2e`: find or install a Chromium, build the production bundle with dummy secrets in the
// environment (so a test can prove none of them is bundled), then run Playwright against it.
import { execSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { E2E_SECRETS, E2E_SERVER_LOG } from "./e2e-env.mjs";

const run = (command, env = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
run("node scripts/ensure-chromium.mjs");
run("npm run build", E2E_SECRETS);
// A control file left by an interrupted run would start the mocked Sanity with its edits or outage.
rmSync(".cache/mock-sanity", { recursive: true, force: true });
// Leads kept by a previous run's servers.
rmSync(".cache/e2e-data", { recursive: true, force: true });
try {
  run(`npx playwright test ${process.argv.slice(2).join(" ")}`);
} catch (error) {
  // What the main server said (content warnings, live updates, refusals) comes with the failure; the page cache's
  // routine lines are left to the file.
  if (existsSync(E2E_SERVER_LOG)) {
    const lines = readFileSync(E2E_SERVER_LOG, "utf8")
      .split("\n")
      .filter((line) => line && !/^\[cache\] (\d+ kept page\(s\) dropped|content changed)/.test(line))
      .slice(-150);
    console.error(`\n[e2e] the server's log, its last ${lines.length} lines but the page cache's (${E2E_SERVER_LOG}):`);
    console.error(lines.join("\n"));
  }
  throw error;
}
