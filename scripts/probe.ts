// `npm run probe`: what an attacker can do to the production build's caches and forms, measured (not a test: its
// figures depend on the machine, and go in notes, not in assertions). Against the bundled dataset, on localhost:
//  1. requests/s on /pricing, plain and with what used to bypass or slow the page cache (a cookie named like the
//     preview cookie, brotli only, a campaign link), beside a static file on the same server (the floor);
//  2. a flood of unique URLs (1,000 × /pricing?q=<8,000 characters>, rendered and not kept; and 400 over the 8 kB
//     cap, refused), then /pricing again, and the process's memory (RSS) before and after, with HTML_CACHE_MB=64;
//  3. the newsletter form's answer time for a new address against a known one, in interleaved pairs.
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startProductionServer } from "./production-server.mjs";

const SECONDS = Number(process.env.PROBE_SECONDS ?? 4);
if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
const dataDir = mkdtempSync(path.join(tmpdir(), "probe-leads-"));
const server = await startProductionServer(
  3458,
  { HTML_CACHE_MB: "64", DATA_DIR: dataDir, FORM_MIN_FILL_MS: "0", LEADS_RATE_LIMIT: "1000000" },
  { log: "ignore" }, // the flood writes a line per refused request
);

async function rate(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return Math.round(result.requests.average);
}

console.log("\n1. Requests/s (10 connections)");
const rows: [string, number][] = [
  ["/favicon.svg (a static file: the floor)", await rate(`${server.url}/favicon.svg`)],
  ["/pricing", await rate(`${server.url}/pricing`)],
  ["/pricing, gzip", await rate(`${server.url}/pricing`, { "Accept-Encoding": "gzip" })],
  ["/pricing, brotli only", await rate(`${server.url}/pricing`, { "Accept-Encoding": "br" })],
  ["/pricing, forged preview cookie", await rate(`${server.url}/pricing`, { Cookie: "__ihuza_preview=forged" })],
  ["/pricing?utm_source=x&%75tm_medium=y", await rate(`${server.url}/pricing?utm_source=x&%75tm_medium=y`)],
];
console.log(["| request | requests/s |", "|---|---|", ...rows.map(([what, n]) => `| ${what} | ${n} |`)].join("\n"));

console.log("\n2. A flood of unique URLs");
const rssBefore = server.rssMiB();
const statuses = new Map<number, number>();
for (const [length, count] of [
  [8_000, 1_000],
  [16_000, 400],
] as const) {
  for (let i = 0; i < count; i++) {
    const status = (await fetch(`${server.url}/pricing?q=${i}${"x".repeat(length)}`)).status;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}
const rssAfter = server.rssMiB();
const afterFlood = await rate(`${server.url}/pricing`);
console.log(
  `answers: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(", ")}; ` +
    `RSS ${rssBefore} MiB before, ${rssAfter} MiB after; /pricing afterwards: ${afterFlood} requests/s`,
);

console.log("\n3. The newsletter form: a new address against a known one (40 interleaved pairs)");
const page = await (await fetch(`${server.url}/newsletter`)).text();
const token =
  /name="formToken"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? /value="([^"]+)"[^>]*name="formToken"/.exec(page)?.[1];
if (!token) throw new Error("no form token on /newsletter");
const subscribe = async (email: string) => {
  const started = performance.now();
  const answer = await fetch(`${server.url}/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, formToken: token }),
  });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`newsletter: ${answer.status}`);
  return performance.now() - started;
};
await subscribe("known@probe.example");
for (let i = 0; i < 5; i++) await subscribe(`warm-${i}@probe.example`);
const fresh: number[] = [];
const known: number[] = [];
let freshSlower = 0;
for (let i = 0; i < 40; i++) {
  // Alternate which goes first, so a warm-up effect favours neither.
  const times: Record<"new" | "known", number> = { new: 0, known: 0 };
  for (const kind of i % 2 === 0 ? (["new", "known"] as const) : (["known", "new"] as const))
    times[kind] = await subscribe(kind === "new" ? `new-${i}@probe.example` : "known@probe.example");
  fresh.push(times.new);
  known.push(times.known);
  if (times.new > times.known) freshSlower += 1;
}
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!.toFixed(1);
console.log(
  `median ${median(fresh)} ms for a new address, ${median(known)} ms for a known one; ` +
    `the new one slower in ${freshSlower} of 40 pairs (20 is chance)`,
);

server.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
