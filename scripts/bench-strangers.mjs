// Part of `npm run bench` (or alone, after `npm run build`: `node scripts/bench-strangers.mjs`): what a stranger's
// flood of made-up addresses costs the production server (issue 46), on the bundled dataset:
// 1. 500 requests for a share image, each with a query of its own: answered by a redirect to the picture's one
//    address, against the CPU one drawing of it costs;
// 2. 500 unique search queries asked as page data (`/api/search.data?q=…`): a 404 each, and what the page cache
//    holds before and after (the server logs it on SIGUSR2);
// 3. 500 paths with an escaped line break: a 404 each, and the log within its limit (issue 62);
// 4. 500 view beacons from one address, each with a made-up campaign of lone surrogates and invisible characters:
//    what the store of counts grew by (issue 62).
// Each row's bound is asserted, not only printed: a bound broken fails `npm run bench`.
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startProductionServer } from "./production-server.mjs";

const REQUESTS = 500;

/** `count` GETs of `target(i)`, 10 at a time; the statuses answered, counted. */
async function flood(base, count, target) {
  const statuses = {};
  for (let i = 0; i < count; i += 10) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, (_, j) =>
        fetch(`${base}${target(i + j)}`, { redirect: "manual" }).then(async (answer) => {
          await answer.arrayBuffer();
          return answer.status;
        }),
      ),
    );
    for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");
}

/** What the page cache holds, by kind, as the server logs it on SIGUSR2. */
async function cacheHolds(server) {
  const before = server.output().length;
  process.kill(server.pid, "SIGUSR2");
  for (let i = 0; i < 50 && !server.output().slice(before).includes("[cache] page "); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return /\[cache\] (page [^\n]*)/.exec(server.output().slice(before))?.[1] ?? "(no answer)";
}

/** The bounds each flood must keep, checked after it: a list of what broke. */
const broken = [];
const bound = (ok, what) => {
  if (!ok) broken.push(what);
};

/** `count` view beacons of `/pricing`, each with the campaign `campaign(i)`, as a browser's tab sends them. */
async function beacons(base, count, campaign) {
  const statuses = {};
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({ path: "/pricing", referrer: "direct", utmSource: "x", utmCampaign: campaign(i) });
    const answer = await fetch(`${base}/api/views`, {
      method: "POST",
      headers: {
        "Content-Type": "text/plain",
        Origin: base,
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
      },
      body,
    });
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  return Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");
}

export async function benchStrangers(port = 3462) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-strangers-"));
  // (views counted at once, so the store's growth is read right after the flood)
  const server = await startProductionServer(
    port,
    { DATA_DIR: dataDir, VISITS_FLUSH_SECONDS: "0.2", VISITS_RATE_LIMIT: "100000", LOG_REFUSALS_PER_MINUTE: "60" },
    { log: "capture" },
  );
  try {
    const html = await (await fetch(`${server.url}/blog`)).text();
    const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)[1]).pathname;
    let cpu = server.cpuMs();
    const drawn = await fetch(`${server.url}${image}`);
    await drawn.arrayBuffer();
    const drawMs = server.cpuMs() - cpu;
    cpu = server.cpuMs();
    const queries = await flood(server.url, REQUESTS, (i) => `${image}?x=${i}-${Math.random()}`);
    const queriesMs = server.cpuMs() - cpu;

    const before = await cacheHolds(server);
    cpu = server.cpuMs();
    const data = await flood(server.url, REQUESTS, (i) => `/api/search.data?q=query-${i}&lang=en`);
    const dataMs = server.cpuMs() - cpu;
    const after = await cacheHolds(server);
    bound(queries === `${REQUESTS} × 301`, `the image's random queries are ${REQUESTS} redirects (${queries})`);
    bound(data === `${REQUESTS} × 404`, `the search data requests are ${REQUESTS} × 404 (${data})`);
    const keptPages = (holds) => Number(/page (\d+)/.exec(holds)?.[1] ?? NaN);
    bound(
      keptPages(after) <= keptPages(before) + 1,
      `the page cache did not grow with the flood (${before} → ${after})`,
    );

    const logBefore = server.output().split("\n").length;
    cpu = server.cpuMs();
    const lineBreaks = await flood(server.url, REQUESTS, (i) => `/pricing-${i}%0a`);
    const lineBreaksMs = server.cpuMs() - cpu;
    const logLines = server.output().split("\n").length - logBefore;
    bound(lineBreaks === `${REQUESTS} × 404`, `paths with a line break are ${REQUESTS} × 404 (${lineBreaks})`);
    bound(
      logLines <= 62,
      `the log grew by ${logLines} lines for them, within LOG_REFUSALS_PER_MINUTE (60) and a count`,
    );
    bound(!/\n\s+at /.test(server.output()), "no stack in the log");

    const store = path.join(dataDir, "visits.journal");
    const storeBytes = () => {
      try {
        return statSync(store).size;
      } catch {
        return 0;
      }
    };
    await beacons(server.url, 1, () => "warm-up");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const storeBefore = storeBytes();
    const hostile = (i) => `${"\uD800\u2060\u{E0041}".repeat(20)}made-up-${i}`;
    const views = await beacons(server.url, REQUESTS, hostile);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const grew = storeBytes() - storeBefore;
    bound(views === `${REQUESTS} × 204`, `the beacons are answered 204 (${views})`);
    // Five made-up campaigns (the most one address brings a day), the rest as "other": a few records, not 500 kB.
    bound(grew < 16 * 1024, `the store of counts grew by ${grew} bytes for ${REQUESTS} made-up campaigns (< 16 kB)`);
    const perRequest = (ms) => `${(ms / REQUESTS).toFixed(2)} ms`;
    return [
      "## A stranger's flood of made-up addresses (the bundled dataset)",
      "",
      "| requests | answers | server CPU, all | per request |",
      "|---|---|---|---|",
      `| one share image, drawn (its first request) | ${drawn.status} | ${Math.round(drawMs)} ms | |`,
      `| ${REQUESTS} × that image with a random query | ${queries} | ${Math.round(queriesMs)} ms | ${perRequest(queriesMs)} |`,
      `| ${REQUESTS} × \`/api/search.data?q=…\`, each query unique | ${data} | ${Math.round(dataMs)} ms | ${perRequest(dataMs)} |`,
      `| ${REQUESTS} × a path with an escaped line break (\`/pricing-<n>%0a\`) | ${lineBreaks}; ${logLines} log lines | ${Math.round(lineBreaksMs)} ms | ${perRequest(lineBreaksMs)} |`,
      `| ${REQUESTS} view beacons from one address, each a made-up campaign of lone surrogates and invisible characters | ${views}; the store grew ${grew} bytes | | |`,
      "",
      `The page cache before those data requests: ${before}.`,
      `After: ${after}.`,
      "",
      broken.length
        ? `**Bounds broken:** ${broken.join("; ")}.`
        : "Every bound above held (scripts/bench-strangers.mjs asserts them).",
    ].join("\n");
  } finally {
    server.stop();
    if (broken.length) process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchStrangers());
