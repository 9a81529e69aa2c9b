import { existsSync, readFileSync } from "node:fs";

/**
 * The environment the end-to-end tests build and serve with: the mocked Sanity, a public address for canonical
 * URLs, and dummy secrets that must never reach the browser (tests/e2e/quality.spec.ts looks for them).
 */
export const E2E_SECRETS = {
  SANITY_READ_TOKEN: "skE2eDummyReadToken0000000000000000000000",
  SANITY_WEBHOOK_SECRET: "whsecE2eDummyWebhookSecret000000",
  SANITY_WRITE_TOKEN: "skE2eDummyWriteToken00000000000000000000",
  LEADS_SECRET: "leadsE2eDummySecret000000000000000000000",
};

export const E2E_SITE_URL = "https://www.ihuza.example";

/**
 * Where the end-to-end tests' main server writes its log (unless DEBUG_SERVER=1 shows it as it comes): a failed run
 * prints its end (scripts/e2e.mjs), so what the server saw comes with the failure.
 */
export const E2E_SERVER_LOG = ".cache/e2e-server.log";

/** Where the editor journeys' site and local lake write their logs (`DEBUG_SERVER=1` shows them instead). */
export const JOURNEYS_LOGS = { site: ".cache/journeys-site.log", lake: ".cache/journeys-lake.log" };

/**
 * After a failed run: the end of a server's log (the page cache's routine lines left to the file), so what the
 * server saw comes with the failure.
 */
export function printLogTail(file, what, lines = 150) {
  if (!existsSync(file)) return;
  const tail = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line && !/^\[cache\] (\d+ kept page\(s\) dropped|content changed)/.test(line))
    .slice(-lines);
  console.error(`\n[${what}] its log, the last ${tail.length} lines but the page cache's (${file}):`);
  console.error(tail.join("\n"));
}

/** Where the servers the end-to-end tests start keep their leads and view counts: one folder each, emptied per run. */
export const E2E_DATA_ROOT = ".cache/e2e-data";

/** The editor journeys' site keeps its data beside them; a second end-to-end pass beside the journeys spares it. */
export const JOURNEYS_DATA_DIR = `${E2E_DATA_ROOT}/journeys`;

/**
 * What a failed test leaves behind (both Playwright configs): its steps, console and network (a trace without DOM
 * snapshots or a screencast), a screenshot and the page's accessibility tree at the failure. The full trace costs
 * a quarter of the end-to-end tests' CPU and a third of the journeys' whether a test fails or not (measured on the
 * 2-core machines: 112 against 87 core-seconds for three desktop files; 165 against 111 for six journeys), and
 * `npm test` is CPU-bound from start to end; rerun a failed test with `--trace on` for its snapshots and screencast.
 */
export const ON_FAILURE = {
  trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
  screenshot: "only-on-failure",
};
