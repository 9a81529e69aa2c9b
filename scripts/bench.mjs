// `npm run bench`: builds the site and a bare Remix app (the framework floor, scripts/bare-app), starts the
// production server on the bundled dataset, and measures in one run on this machine:
//  1. first-load JS (gzip) of every page as test:size measures it (what Chromium downloads until the page has
//     hydrated and the network is idle, without scrolling: scripts/bundle-size.mjs), as a ratio to the bare app measured the same way; the
//     stylesheet; and each page's HTML and the hydration data in it;
//  2. Lighthouse (mobile, simulated throttling) on seven pages, three runs each, median per category; and the page
//     the bundled dataset runs an experiment on, with its test and with it stopped (bench-experiment.mjs);
//  3. throughput of / from the page cache against a static file of the same size served by the same server, and
//     of / rendered on every view (page cache off), under 50 connections;
//  4. the content layer against a slow or changing (mocked) Sanity (bench-content.mjs);
//  5. the site search: its index's size and build time, and search times (app/search/search-bench.ts), and its results page's
//     throughput on varied queries against / rendered on every view;
//  6. `npm run translations` on the bundled dataset (the report, and an export of every text), against Node with tsx
//     starting and doing nothing;
//  7. a stranger's flood of made-up addresses: share images with random queries, unique searches as page data
//     (bench-strangers.mjs), against one drawing of a picture;
//  8. page views counted: the view-count burst's timings (tests/load/views-burst.ts, whose checks must pass);
//  9. the content rules: `npm run content:check` on the bundled dataset (in section 6's table), and what they add to
//     the Studio's validation of a large post (bench-quality.ts).
// Prints a Markdown report and writes it to docs/performance.md (the project's performance table: not edited by hand).
import { execSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PAGES as REGISTRY, routedPath } from "@shared/addresses/pages.ts";
import { addressesOf, namesOf } from "@shared/addresses/names.ts";
import { evaluateGroq, parseNdjson } from "@shared/content/groq.ts";
import { ROUTED_DOCUMENTS_QUERY } from "@shared/content/fragments.ts";
import { LOCALES, localePath, PREFIXED_LOCALES } from "@shared/addresses/locales.ts";
import { benchContent } from "./bench-content.mjs";
import { SEARCHES } from "./bench-scale.ts";
import { benchStrangers } from "./bench-strangers.mjs";
import { benchExperiment } from "./bench-experiment.mjs";
import { benchNavigation, navigationTable } from "./bench-navigation.mjs";
import { downloadedJs, floorJs, stylesheetSize } from "./bundle-size.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.mjs";
import { startProductionServer } from "./production-server.mjs";

const PORT = 3456;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// The pages come from the registry (run with tsx: `npm run bench`): every page but the legal ones, and the home
// and pricing pages in each other language; the first-load sizes of every page of the registry.
// The bundled landing pages too (app/routes/page.tsx), each in one language, and one blog post (the blog's heaviest
// kind of page): the bundled documents with a URL of their own.
const ROUTED = await evaluateGroq(
  ROUTED_DOCUMENTS_QUERY,
  {},
  parseNdjson(readFileSync("fixtures/data.ndjson", "utf8")),
);
// (each at its address in its language: /fr/programme-education)
const addressIn = (document, locale) => addressesOf(document._type, namesOf(document.name, document.names))[locale];
const LANDING_PAGES = ROUTED.filter((document) => document._type === "landingPage").map((page, index) =>
  addressIn(page, LOCALES[index % LOCALES.length]),
);
const POST = ROUTED.find((document) => document._type === "post");
const POST_PAGE = routedPath("post", POST.name);
// A post's French address of before it had one of its own (/fr/blog/<English slug>): a 301, from memory.
const OLD_ADDRESS = localePath(PREFIXED_LOCALES[0], POST_PAGE);
const PAGES = [
  ...REGISTRY.filter((page) => page.group !== "Legal").map((page) => page.path),
  ...PREFIXED_LOCALES.flatMap((locale) => [localePath(locale, "/"), localePath(locale, "/pricing")]),
  ...LANDING_PAGES,
  POST_PAGE,
];

execSync("node scripts/ensure-chromium.mjs --for lighthouse", { stdio: "inherit" });
if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
execSync("npx remix vite:build --config scripts/bare-app/vite.config.ts", { stdio: "inherit" });

// 1. First-load JS, as test:size measures it, and the stylesheet.
const floor = await floorJs(PORT + 2);
const server = await startProductionServer(PORT, { ALLOW_INDEXING: "true" });
const BASE = server.url;
const FIRST_LOAD_PAGES = [...REGISTRY.map((page) => page.path), LANDING_PAGES[0], POST_PAGE];
const site = await downloadedJs(BASE, FIRST_LOAD_PAGES);
const css = stylesheetSize();

// …and each page's HTML against the hydration data it carries (Remix's single-fetch stream, inline).
const hydration = {};
for (const route of PAGES) {
  const html = await (await fetch(BASE + route)).text();
  const data = [
    ...html.matchAll(/<script>window\.__remixContext\.streamController\.enqueue\([\s\S]*?<\/script>/g),
  ].reduce((total, [script]) => total + Buffer.byteLength(script), 0);
  hydration[route] = { html: Buffer.byteLength(html), gzip: gzipSync(html).length, data };
}

// 2. Lighthouse, mobile (its default form factor and simulated throttling), in Debian's Chromium.
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath("lighthouse"),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const scores = {};
// A throwaway run first: the first navigation of a freshly launched Chromium sometimes has no navigationStart
// (Lighthouse's NO_NAVSTART), which used to cost / one of its three runs.
await lighthouse(BASE + "/", { port: chrome.port, output: "json", logLevel: "error" }).catch(() => {});
for (const route of PAGES) {
  const runs = [];
  const failing = new Set();
  // A run Lighthouse could not finish (its runtimeError) is no measurement: it is reported, not counted as a score of
  // 0, and run again (twice at most), so that the median is of LIGHTHOUSE_RUNS finished runs.
  for (let attempt = 1; runs.length < LIGHTHOUSE_RUNS && attempt <= LIGHTHOUSE_RUNS + 2; attempt++) {
    const result = await lighthouse(BASE + route, { port: chrome.port, output: "json", logLevel: "error" });
    if (result.lhr.runtimeError) {
      failing.add(`attempt ${attempt} failed (run again): ${result.lhr.runtimeError.code}`);
      continue;
    }
    const audits = result.lhr.audits;
    runs.push({
      ...Object.fromEntries(CATEGORIES.map((key) => [key, Math.round((result.lhr.categories[key]?.score ?? 0) * 100)])),
      fcp: audits["first-contentful-paint"]?.numericValue ?? 0,
      lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbt: audits["total-blocking-time"]?.numericValue ?? 0,
    });
    for (const audit of Object.values(result.lhr.audits)) {
      if (
        audit.score !== null &&
        audit.score < 0.9 &&
        ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)
      )
        failing.add(audit.id);
    }
    // Layout shift is measured, not simulated: the worst run is what a visitor may get.
    runs.cls = Math.max(runs.cls ?? 0, result.lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0);
  }
  scores[route] = Object.fromEntries(CATEGORIES.map((key) => [key, median(runs.map((r) => r[key]))]));
  scores[route].runs = runs.map((r) => r.performance).join(", ");
  const seconds = (key) => `${(median(runs.map((r) => r[key])) / 1000).toFixed(1)} s`;
  scores[route].fcp = seconds("fcp");
  scores[route].lcp = seconds("lcp");
  scores[route].tbt = `${Math.round(median(runs.map((r) => r.tbt)))} ms`;
  scores[route].cls = (runs.cls ?? 0).toFixed(3);
  if (failing.size) scores[route].failing = [...failing].join(", ");
}
await chrome.kill();
// …and the page the bundled dataset runs an experiment on, with its test and with it stopped (bench-experiment.mjs).
const experiment = await benchExperiment({ runs: LIGHTHOUSE_RUNS + 2, firstPort: PORT + 10 });

// 3. Throughput: / from the page cache, a static file of the same bytes, and / rendered on every view.
const homeHtml = await (await fetch(`${BASE}/`)).text();
const staticName = `bench-static-${process.pid}.html`;
const staticFile = path.join("build/client/assets", staticName);
writeFileSync(staticFile, homeHtml);
async function load(url, options = {}) {
  const latencies = [];
  const instance = autocannon({ url, connections: 50, duration: DURATION_S, ...options });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
  return {
    rps: Math.round(result.requests.average),
    p95: Math.round(p95 * 10) / 10,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
const throughput = {};
throughput["static file, same bytes as /"] = await load(`${BASE}/assets/${staticName}`);
throughput["/ (page cache)"] = await load(`${BASE}/`);
// A page's Markdown twin (issue 50) beside its HTML, from the page cache: by its .md address and by Accept.
throughput["/pricing (page cache)"] = await load(`${BASE}/pricing`);
throughput["/pricing.md (its Markdown twin, page cache)"] = await load(`${BASE}/pricing.md`);
throughput["/pricing with Accept: text/markdown (page cache)"] = await load(`${BASE}/pricing`, {
  headers: { accept: "text/markdown" },
});
server.stop();
rmSync(staticFile, { force: true });
const uncached = await startProductionServer(PORT + 1, { ALLOW_INDEXING: "true", HTML_CACHE_MB: "0" });
throughput["/ (rendered every view)"] = await load(`${uncached.url}/`);
throughput[`${OLD_ADDRESS} (an old address: 301, no page cache)`] = await load(`${uncached.url}${OLD_ADDRESS}`);
throughput["/pricing (rendered every view)"] = await load(`${uncached.url}/pricing`);
throughput["/pricing.md (written every view)"] = await load(`${uncached.url}/pricing.md`);
// The results page, never cached, on a different query at each request of a connection.
throughput[`/search?q=… (${SEARCHES.length} queries in turn, never cached)`] = await load(uncached.url, {
  requests: SEARCHES.map((query) => ({ method: "GET", path: `/search?q=${encodeURIComponent(query)}` })),
});
uncached.stop();

// 4. The content layer against a misbehaving (mocked) Sanity: the deadline, and live freshness on two instances.
const content = await benchContent();

// 5. The site search in a process of its own, where the heap can be measured.
const search = execSync("node --expose-gc --import tsx app/search/search-bench.ts", { encoding: "utf8" }).trim();
const searchKey = Object.keys(throughput).find((key) => key.startsWith("/search"));

// 6. `npm run translations` on the bundled dataset: wall time, median of three, against the same process doing nothing.
const wallTime = (command) => {
  const times = [0, 1, 2].map(() => {
    const start = process.hrtime.bigint();
    execSync(command, { stdio: "ignore", env: { ...process.env, SANITY_PROJECT_ID: "" } });
    return Number(process.hrtime.bigint() - start) / 1e9;
  });
  return `${times.sort((a, b) => a - b)[1].toFixed(2)} s`;
};
const exportFile = path.resolve(".cache/bench-rw.xlf");
const translations = [
  "## npm run translations and content:check (the bundled dataset)",
  "",
  "| command | wall time (median of 3) |",
  "|---|---|",
  `| the report (\`npm run translations -- --json\`) | ${wallTime("npm run --silent translations -- --json")} |`,
  `| an export of every text into Kinyarwanda (\`export --lang rw\`) | ${wallTime(`npm run --silent translations -- export --lang rw --out ${exportFile}`)} |`,
  `| the content rules (\`npm run content:check\`) | ${wallTime("npm run --silent content:check")} |`,
  `| Node with tsx, starting and doing nothing (the floor) | ${wallTime(`node --import tsx -e ""`)} |`,
].join("\n");
rmSync(exportFile, { force: true });

// 9. The content rules on a large post, as the Studio's validation runs them.
const quality = execSync("node --import tsx scripts/bench-quality.ts", { encoding: "utf8" }).trim();

// 7. A stranger's flood: what made-up addresses cost, and what they leave in the page cache.
const strangers = await benchStrangers(PORT + 6);

// 10. A tap on a link, client-side and loaded anew.
const navigation = navigationTable(await benchNavigation(PORT + 8));

// 8. Page views counted (app/results): the view-count burst (tests/load/views-burst.ts), its timings.
const viewsReport = path.resolve(".cache/bench-views.json");
execSync("npx tsx tests/load/views-burst.ts", {
  stdio: "ignore",
  env: { ...process.env, VIEWS_BURST_PORT: String(PORT + 7), VIEWS_BURST_REPORT: viewsReport },
});
const burst = JSON.parse(readFileSync(viewsReport, "utf8"));
rmSync(viewsReport, { force: true });
const views = [
  "## Page views counted (`npm run test:views-burst`)",
  "",
  "| 5,000 requests in 10 s, on loopback | answered | p50 | p95 | p99 |",
  "|---|---|---|---|---|",
  `| beacons from 50 addresses (in ${burst.seconds.toFixed(1)} s) | ${burst.answered} × 204 | ${burst.p50.toFixed(1)} ms | ${burst.p95.toFixed(1)} ms | ${burst.p99.toFixed(1)} ms |`,
  `| a static file at the same pace (the floor) | | ${burst.floor.p50.toFixed(1)} ms | ${burst.floor.p95.toFixed(1)} ms | ${burst.floor.p99.toFixed(1)} ms |`,
  "",
  "Every one counted, and none lost to a crash (kill -9) beyond the last write interval: the run checks both.",
].join("\n");

// Report.
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ratio = (a, b) => (b ? (a / b).toFixed(2) : "n/a");
const cached = throughput["/ (page cache)"].rps;
const staticRps = throughput["static file, same bytes as /"].rps;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  "",
  "First-load JS: what Chromium downloads for a page until it has hydrated and the network is idle, without scrolling",
  "(gzip; the larger of 1280 × 800 and 390 × 844), against a bare Remix app built apart and measured the same way (the floor):",
  `**${kb(floor)}**. The stylesheet every page inlines: ${kb(css)} (gzip).`,
  "",
  "| page | JS (gzip) | × floor |",
  "|---|---|---|",
  ...FIRST_LOAD_PAGES.map((route) => {
    const js = Math.max(site[route].desktop, site[route].phone);
    const kind = route === LANDING_PAGES[0] ? " (a landing page)" : route === POST_PAGE ? " (a post)" : "";
    return `| ${route}${kind} | ${kb(js)} | ${ratio(js, floor)} × |`;
  }),
  "",
  "| page | HTML | HTML (gzip) | of which hydration data |",
  "|---|---|---|---|",
  ...Object.entries(hydration).map(([route, h]) => `| ${route} | ${kb(h.html)} | ${kb(h.gzip)} | ${kb(h.data)} |`),
  "",
  `Lighthouse, mobile, median of ${LIGHTHOUSE_RUNS} runs:`,
  "",
  "| page | performance (runs) | accessibility | best practices | SEO | FCP / LCP / TBT (medians) | CLS (worst run) |",
  "|---|---|---|---|---|---|---|",
  ...Object.entries(scores).map(
    ([route, s]) =>
      `| ${route} | ${s.performance} (${s.runs}) | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${s.fcp} / ${s.lcp} / ${s.tbt} | ${s.cls} |`,
  ),
  ...Object.entries(scores)
    .filter(([, s]) => s.failing)
    .map(([route, s]) => `\nAudits under 0.9 on ${route}: ${s.failing}`),
  "",
  experiment,
  "",
  `| (50 connections, ${DURATION_S} s, ${kb(Buffer.byteLength(homeHtml))} of HTML) | requests/s | p95 latency | errors | non-2xx |`,
  "|---|---|---|---|---|",
  ...Object.entries(throughput).map(([what, t]) => `| ${what} | ${t.rps} | ${t.p95} ms | ${t.errors} | ${t.non2xx} |`),
  "",
  `/ from the page cache: ${ratio(cached, staticRps)} × the static file; rendering every view: ${ratio(throughput["/ (rendered every view)"].rps, staticRps)} ×.`,
  `The search results page: ${ratio(throughput[searchKey].rps, throughput["/ (rendered every view)"].rps)} × the rate of / rendered every view.`,
  `/pricing's Markdown twin: ${ratio(throughput["/pricing.md (its Markdown twin, page cache)"].rps, throughput["/pricing (page cache)"].rps)} × the rate of its HTML from the page cache, ${ratio(throughput["/pricing.md (written every view)"].rps, throughput["/pricing (rendered every view)"].rps)} × rendered every view.`,
  "",
  content,
  "",
  search,
  "",
  translations,
  "",
  quality,
  "",
  strangers,
  "",
  views,
  "",
  navigation,
];
const report = lines.join("\n");
console.log(`\n${report}\n`);
writeFileSync(
  "docs/performance.md",
  `# Performance\n\nWritten by \`npm run bench\` (scripts/bench.mjs); run it again rather than editing this file. The first-load budgets \`npm test\` enforces are in scripts/size-budgets.json.\n\n${report}\n`,
);
process.exit(process.exitCode ?? 0);
