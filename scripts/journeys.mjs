// `npm run test:journeys`: find or install a Chromium, then run the editor journeys (playwright.studio.config.ts;
// other arguments go to Playwright). After a failure, the end of the site's and the local lake's logs comes with it.
import { execFileSync } from "node:child_process";
import { JOURNEYS_LOGS, printLogTail } from "./e2e-env.mjs";

const run = (file, args) => execFileSync(file, args, { stdio: "inherit" });
run(process.execPath, ["scripts/ensure-chromium.mjs"]);
try {
  run("npx", ["playwright", "test", "-c", "playwright.studio.config.ts", ...process.argv.slice(2)]);
} catch (error) {
  printLogTail(JOURNEYS_LOGS.lake, "journeys: the local lake", 60);
  printLogTail(JOURNEYS_LOGS.site, "journeys: the site");
  process.exitCode = typeof error.status === "number" ? error.status : 1;
}
