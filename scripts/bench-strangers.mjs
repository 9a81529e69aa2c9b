// Part of `npm run bench` (or alone, after `npm run build`: `node scripts/bench-strangers.mjs`): what a stranger's
// flood of made-up addresses costs the production server (issue 46), on the bundled dataset:
// 1. 500 requests for a share image, each with a query of its own: answered by a redirect to the picture's one
//    address, against the CPU one drawing of it costs;
// 2. 500 unique search queries asked as page data (`/api/search.data?q=…`): a 404 each, and what the page cache
//    holds before and after (the server logs it on SIGUSR2).
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

export async function benchStrangers(port = 3462) {
  const server = await startProductionServer(port, {}, { log: "capture" });
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
    const perRequest = (ms) => `${(ms / REQUESTS).toFixed(2)} ms`;
    return [
      "## A stranger's flood of made-up addresses (the bundled dataset)",
      "",
      "| requests | answers | server CPU, all | per request |",
      "|---|---|---|---|",
      `| one share image, drawn (its first request) | ${drawn.status} | ${Math.round(drawMs)} ms | |`,
      `| ${REQUESTS} × that image with a random query | ${queries} | ${Math.round(queriesMs)} ms | ${perRequest(queriesMs)} |`,
      `| ${REQUESTS} × \`/api/search.data?q=…\`, each query unique | ${data} | ${Math.round(dataMs)} ms | ${perRequest(dataMs)} |`,
      "",
      `The page cache before those data requests: ${before}.`,
      `After: ${after}.`,
    ].join("\n");
  } finally {
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchStrangers());
