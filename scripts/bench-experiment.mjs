// Part of `npm run bench` (or alone: `tsx scripts/bench-experiment.mjs`, after `npm run build`): the
// page the bundled dataset runs an experiment on, with its test and with the test stopped (as an editor's "Stop
// test" does), each on a server of its own (the production build, the mocked Sanity API), in Lighthouse mobile.
// The runs alternate between the two, so that the machine's drift falls on both alike. (Issue 64: "Lighthouse
// mobile unchanged within noise" for a page under test.)
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { evaluateGroq, parseNdjson } from "@shared/content/groq.ts";
import { addressesOf, namesOf } from "@shared/addresses/names.ts";
import { startServer } from "./bench-content.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.mjs";
import { writeJson } from "./write-json.mjs";

/** The bundled dataset's running experiment and the English address of the page it runs on. */
async function bundledExperiment() {
  const documents = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
  const experiment = await evaluateGroq(
    `*[_type == "experiment" && state == "running"][0]{_id, "page": page->{_type, "name": coalesce(path.current, slug.current), "names": slugs}}`,
    {},
    documents,
  );
  if (!experiment?.page) throw new Error("the bundled dataset runs no experiment on a landing page");
  return {
    id: experiment._id,
    path: addressesOf(experiment.page._type, namesOf(experiment.page.name, experiment.page.names)).en,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse mobile, `runs` each way, alternated; a Markdown table. `firstPort` and the next are taken. */
export async function benchExperiment({ runs = 5, firstPort = 3470 } = {}) {
  const { id, path: page } = await bundledExperiment();
  const controlDir = path.resolve(".cache/mock-sanity");
  mkdirSync(controlDir, { recursive: true });
  const stoppedControl = path.join(controlDir, "bench-experiment-stopped.json");
  writeJson(stoppedControl, { patches: [{ id, set: { state: "stopped" } }] });
  const servers = {
    "with its test": await startServer(firstPort, {}),
    "with its test stopped": await startServer(firstPort + 1, { MOCK_SANITY_PATCHES: stoppedControl }),
  };
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath("lighthouse"),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const results = Object.fromEntries(Object.keys(servers).map((way) => [way, []]));
  try {
    for (const [way, server] of Object.entries(servers)) {
      const html = await (await fetch(server.url + page)).text();
      if (html.includes(`data-experiment="${id}"`) !== (way === "with its test"))
        throw new Error(`${page} ${way}: the HTML does not say so`);
      // (a throwaway run each: a freshly started server's first render and Chromium's first navigation)
      await lighthouse(server.url + page, { port: chrome.port, output: "json", logLevel: "error" }).catch(() => {});
    }
    for (let run = 0; run < runs; run++) {
      for (const [way, server] of Object.entries(servers)) {
        const { lhr } = await lighthouse(server.url + page, { port: chrome.port, output: "json", logLevel: "error" });
        if (lhr.runtimeError) continue;
        results[way].push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        });
      }
    }
    for (const [way, list] of Object.entries(results))
      if (list.length === 0) throw new Error(`${page} ${way}: no Lighthouse run finished`);
  } finally {
    await chrome.kill();
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  return [
    `A page under test (${page}, experiment \`${id}\`) against the same page with its test stopped, each on a server`,
    `of its own (mocked Sanity), Lighthouse mobile, ${runs} runs each, alternated:`,
    "",
    "| page | performance: median (runs) | LCP (median) | TBT (median) | CLS (worst run) |",
    "|---|---|---|---|---|",
    ...Object.entries(results).map(
      ([way, list]) =>
        `| ${page} ${way} | ${median(list.map((r) => r.score))} (${list.map((r) => r.score).join(", ")}) | ${(median(list.map((r) => r.lcp)) / 1000).toFixed(1)} s | ${Math.round(median(list.map((r) => r.tbt)))} ms | ${Math.max(...list.map((r) => r.cls)).toFixed(3)} |`,
    ),
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("scripts/bench-experiment.mjs")) {
  console.log(await benchExperiment({ runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) }));
  process.exit(0);
}
