// `npm run load`: 100 connections for 30 s on / and on /pricing against the production build (bundled dataset),
// reporting requests/s, latency, errors and non-2xx answers, and the server's memory before and after.
// Exits non-zero if any request failed. Traffic goes to localhost only.
import { execSync } from "node:child_process";
import autocannon from "autocannon";
import { startProductionServer } from "./production-server.mjs";

const DURATION_S = Number(process.env.LOAD_DURATION ?? 30);
if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
const server = await startProductionServer(3457);
const before = server.rssMiB();
const rows = [];
let failed = false;
for (const path of ["/", "/pricing"]) {
  const result = await autocannon({ url: server.url + path, connections: 100, duration: DURATION_S });
  rows.push(
    `| ${path} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${result.errors} | ${result.non2xx} |`,
  );
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) failed = true;
}
const after = server.rssMiB();
server.stop();
const report = [
  `| route (100 connections, ${DURATION_S} s) | requests/s | p50 | p99 | requests | errors | non-2xx |`,
  "|---|---|---|---|---|---|---|",
  ...rows,
  "",
  `Server memory (RSS): ${before} MiB before, ${after} MiB after.`,
].join("\n");
console.log(`\n${report}\n`);
process.exit(failed ? 1 : 0);
