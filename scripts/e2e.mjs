// `npm run test:e2e`: find or install a Chromium, build the production bundle with dummy secrets in the
// environment (so a test can prove none of them is bundled), then run Playwright against it.
import { execSync } from "node:child_process";
import { E2E_SECRETS } from "./e2e-env.mjs";

const run = (command, env = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
run("node scripts/ensure-chromium.mjs");
run("npm run build", E2E_SECRETS);
run(`npx playwright test ${process.argv.slice(2).join(" ")}`);
