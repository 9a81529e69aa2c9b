// `npm test`: the type check and the unit tests, then the Studio check and the end-to-end tests side by side (the
// Studio check is mostly one core's work while the browser tests wait on pages, so together they take little
// longer than the browser tests alone). The Studio check's output is shown when it ends; any failure fails the run.
import { execSync, spawn } from "node:child_process";

const run = (command) => execSync(command, { stdio: "inherit" });
run("npm run --silent typecheck");
run("npm run --silent test:unit");

const studio = spawn("npm", ["run", "--silent", "test:studio"], { stdio: ["ignore", "pipe", "pipe"] });
let studioOutput = "";
studio.stdout.on("data", (chunk) => (studioOutput += chunk));
studio.stderr.on("data", (chunk) => (studioOutput += chunk));
const studioDone = new Promise((resolve) => studio.on("exit", (code) => resolve(code ?? 1)));

const e2e = spawn("npm", ["run", "--silent", "test:e2e"], { stdio: "inherit" });
const e2eCode = await new Promise((resolve) => e2e.on("exit", (code) => resolve(code ?? 1)));
const studioCode = await studioDone;

console.log(`\n[studio check]\n${studioOutput.trim()}\n`);
if (studioCode !== 0) console.error("The Studio check failed (see above).");
if (e2eCode !== 0) console.error("The end-to-end tests failed (see above).");
process.exit(studioCode || e2eCode ? 1 : 0);
