// `npm run bench`: builds and starts the production server on the bundled dataset and measures, in one run on
// this machine: first-load JS/CSS bytes (gzip) of /, /pricing and /chatbot against a bare one-line page of the
// same build; Lighthouse (mobile) scores; and SSR throughput and p95 latency of / against the bare page under
// 50 connections for 20 s; and the content layer against a slow or changing (mocked) Sanity (bench-content.mjs).
// Prints a Markdown report and writes it to .cache/bench.md.
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchContent } from "./bench-content.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.mjs";
import { startProductionServer } from "./production-server.mjs";

const PORT = 3456;
const BARE = "/bench/bare";
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);

execSync("node scripts/ensure-chromium.mjs", { stdio: "inherit" });
if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });

const server = await startProductionServer(PORT, { ENABLE_BENCH_ROUTE: "true", ALLOW_INDEXING: "true" });
const BASE = server.url;
const stop = () => server.stop();

// 1. First-load JS and CSS, gzip-compressed as served.
async function assetBytes(paths) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = {};
  for (const path of paths) {
    const page = await browser.newPage();
    const bodies = [];
    page.on("response", async (response) => {
      const type = response.request().resourceType();
      if (type === "script" || type === "stylesheet") bodies.push({ type, body: response.body().catch(() => Buffer.alloc(0)) });
    });
    await page.goto(BASE + path, { waitUntil: "networkidle" });
    let js = 0;
    let css = 0;
    for (const { type, body } of bodies) {
      const size = gzipSync(await body).length;
      if (type === "script") js += size;
      else css += size;
    }
    results[path] = { js, css };
    await page.close();
  }
  await browser.close();
  return results;
}
const bytes = await assetBytes([BARE, "/", "/pricing", "/chatbot"]);

// 2. Lighthouse, mobile (its default form factor and simulated throttling), in Debian's Chromium.
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const scores = {};
for (const path of ["/", "/features", "/pricing", "/chatbot"]) {
  const result = await lighthouse(BASE + path, { port: chrome.port, output: "json", logLevel: "error" });
  const categories = result.lhr.categories;
  scores[path] = Object.fromEntries(
    ["performance", "accessibility", "best-practices", "seo"].map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
  );
  const failing = Object.values(result.lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary");
  if (failing.length) scores[path].failing = failing.map((audit) => audit.id).join(", ");
}
await chrome.kill();

// 3. Server-side rendering under load: 50 connections for 20 s.
async function load(path) {
  const latencies = [];
  const instance = autocannon({ url: BASE + path, connections: 50, duration: DURATION_S });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
  return { rps: Math.round(result.requests.average), p95: Math.round(p95 * 10) / 10, errors: result.errors, non2xx: result.non2xx };
}
const throughput = { [BARE]: await load(BARE), "/": await load("/") };
stop();

// 4. The content layer against a misbehaving (mocked) Sanity: the deadline, and live freshness on two instances.
const content = await benchContent();

// Report.
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ratio = (a, b) => (b ? (a / b).toFixed(2) : "n/a");
const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  "",
  "| page | JS (gzip) | CSS (gzip) | JS vs bare |",
  "|---|---|---|---|",
  ...Object.entries(bytes).map(([path, b]) => `| ${path} | ${kb(b.js)} | ${kb(b.css)} | ${ratio(b.js, bytes[BARE].js)} × |`),
  "",
  "| page | performance | accessibility | best practices | SEO |",
  "|---|---|---|---|---|",
  ...Object.entries(scores).map(([path, s]) => `| ${path} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} |`),
  ...Object.entries(scores).filter(([, s]) => s.failing).map(([path, s]) => `\nFailing audits on ${path}: ${s.failing}`),
  "",
  `| route (50 connections, ${DURATION_S} s) | requests/s | p95 latency | errors | non-2xx |`,
  "|---|---|---|---|---|",
  ...Object.entries(throughput).map(([path, t]) => `| ${path} | ${t.rps} | ${t.p95} ms | ${t.errors} | ${t.non2xx} |`),
  "",
  `SSR throughput of / vs bare: ${ratio(throughput["/"].rps, throughput[BARE].rps)} ×`,
  "",
  content,
];
const report = lines.join("\n");
console.log(`\n${report}\n`);
mkdirSync(".cache", { recursive: true });
writeFileSync(".cache/bench.md", report + "\n");
process.exit(0);
