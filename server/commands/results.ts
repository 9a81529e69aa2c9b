// `npm run results -- [--days N] [--by page|campaign|source|language] [--json]`: visits, page views and the leads
// they brought over the last N days (30 by default), by page, campaign, source or language, with contact messages,
// sign-ups and the conversion rate (visits that sent a lead; leads from uncounted visits apart). From the dataset the environment names (SANITY_PROJECT_ID: every instance's
// counts, as the Studio's Results tool reads them), else from the local store (DATA_DIR, default ./data), whose
// journals it reads without changing them, so it is safe beside a running server.
import path from "node:path";
import { parseArgs } from "node:util";
import type { SanityClient } from "@sanity/client";
import {
  cappedDays,
  cappedNote,
  dayOf,
  firstDayOf,
  readResults,
  RESULTS_DIMENSIONS,
  RESULTS_QUERY,
  RESULTS_TYPE,
  resultsTable,
  summarize,
  uncountedLeads,
  uncountedNote,
  type ResultsAnswer,
  type ResultsDimension,
} from "@shared/results";
import { countedLeads, readStore } from "~/leads/store.server";
import { readVisits } from "~/results/counter.server";
import { configuredClient } from "@shared/sanity-client.server";

function fail(message: string): never {
  console.error(`npm run results: ${message.replace(/\s+/g, " ").trim()}`);
  process.exit(2);
}

let values: { days?: string; by?: string; json?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { days: { type: "string" }, by: { type: "string" }, json: { type: "boolean" }, help: { type: "boolean" } },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log("npm run results -- [--days N] [--by page|campaign|source|language] [--json]");
  process.exit(0);
}
const days = Number(values.days ?? 30);
if (!Number.isInteger(days) || days < 1 || days > 3660) fail("--days must be a whole number of days, 1 or more");
const by = (values.by ?? "page") as ResultsDimension;
if (!RESULTS_DIMENSIONS.includes(by)) fail(`--by must be one of ${RESULTS_DIMENSIONS.join(", ")}`);

const dataDir = path.resolve(process.env.DATA_DIR || "./data");
const to = dayOf(Date.now());
const from = firstDayOf(days, to);
const client = configuredClient(fail);

/** The views and leads of the dataset the environment names (every instance's), as the Studio's tool reads them. */
async function fromSanity(sanity: SanityClient) {
  try {
    const answer = await sanity.fetch<ResultsAnswer>(RESULTS_QUERY, { type: RESULTS_TYPE, from, to, sample: false });
    return readResults(answer);
  } catch (error) {
    fail(`could not read the results from Sanity: ${(error as Error).message.split("\n")[0]}`);
  }
}

/** The views and leads this instance's local store holds. */
function fromStore() {
  return { rows: readVisits(dataDir).rows, leads: countedLeads(readStore(dataDir).state) };
}

const { rows, leads } = client ? await fromSanity(client) : fromStore();
const where = client
  ? `the dataset ${client.config().projectId}/${client.config().dataset}`
  : `the store in ${dataDir}`;
const lines = summarize(rows, leads, by, { from, to });
const capped = cappedDays(rows, { from, to });
const uncounted = uncountedLeads(leads, { from, to });

if (values.json) {
  process.stdout.write(`${JSON.stringify({ from, to, by, lines, uncounted, capped }, null, 2)}\n`);
  process.exit(0);
}
const table = resultsTable(lines, by);
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
console.log(`Results from ${from} to ${to} (${days} days), by ${by}, from ${where}\n`);
for (const [index, row] of table.entries()) {
  console.log(
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  "),
  );
  if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
}
if (lines.length === 0) console.log("(no visits, views or leads in these days)");
for (const note of [uncountedNote(uncounted), cappedNote(capped)]) if (note) console.log(`\n${note}`);
