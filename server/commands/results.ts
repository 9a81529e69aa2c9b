// `npm run results -- [--days N] [--by page|campaign|source|language] [--experiment NAME] [--json]`: visits, page
// views and the leads
// they brought over the last N days (30 by default), by page, campaign, source or language, with contact messages,
// sign-ups and the conversion rate (visits that sent a lead; leads from uncounted visits apart). From the dataset the environment names (SANITY_PROJECT_ID: every instance's
// counts, as the Studio's Results tool reads them), else from the local store (DATA_DIR, default ./data), whose
// journals it reads without changing them, so it is safe beside a running server. With --experiment (its name or
// id), that experiment's results instead: each version's visits, conversions, rate and difference to the control
// with their 95 % intervals, and what they allow one to say (app/shared/results/experiment-results.ts).
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
} from "@shared/results/results";
import { countedLeads, readStore } from "~/leads/store.server";
import { readVisits } from "~/results/counter.server";
import { configuredClient } from "@shared/setup/sanity-client.server";
import {
  EXPERIMENTS_QUERY,
  experimentNotes,
  experimentResults,
  experimentTable,
  type ExperimentDefinition,
} from "@shared/results/experiment-results";
import { readFileSync } from "node:fs";
import { evaluateGroq, parseNdjson } from "@shared/content/groq";

/** A table of text, its first column to the left and the others to the right, a rule under its heading. */
function printTable(table: string[][]) {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const [index, row] of table.entries()) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("  "),
    );
    if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
  }
}

function fail(message: string): never {
  console.error(`npm run results: ${message.replace(/\s+/g, " ").trim()}`);
  process.exit(2);
}

let values: { days?: string; by?: string; experiment?: string; json?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      days: { type: "string" },
      by: { type: "string" },
      experiment: { type: "string" },
      json: { type: "boolean" },
      help: { type: "boolean" },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log("npm run results -- [--days N] [--by page|campaign|source|language] [--experiment NAME] [--json]");
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
  const { rows, shown } = readVisits(dataDir);
  return { rows, shown, leads: countedLeads(readStore(dataDir).state) };
}

const { rows, leads, shown } = client ? await fromSanity(client) : fromStore();
const where = client
  ? `the dataset ${client.config().projectId}/${client.config().dataset}`
  : `the store in ${dataDir}`;
if (values.experiment !== undefined) {
  await showExperiment(values.experiment);
  process.exit(0);
}
const lines = summarize(rows, leads, by, { from, to });
const capped = cappedDays(rows, { from, to });
const uncounted = uncountedLeads(leads, { from, to });

if (values.json) {
  process.stdout.write(`${JSON.stringify({ from, to, by, lines, uncounted, capped }, null, 2)}\n`);
  process.exit(0);
}
console.log(`Results from ${from} to ${to} (${days} days), by ${by}, from ${where}\n`);
printTable(resultsTable(lines, by));
if (lines.length === 0) console.log("(no visits, views or leads in these days)");
for (const note of [uncountedNote(uncounted), cappedNote(capped)]) if (note) console.log(`\n${note}`);

/** One experiment's results (by its name or id), as a table and notes, or JSON. */
async function showExperiment(named: string) {
  const experiments = await (client
    ? client.fetch<ExperimentDefinition[]>(EXPERIMENTS_QUERY)
    : // (no dataset named: the site runs on the bundled one)
      evaluateGroq<ExperimentDefinition[]>(
        EXPERIMENTS_QUERY,
        {},
        parseNdjson(readFileSync(path.resolve("fixtures/data.ndjson"), "utf8")),
      ));
  const experiment = experiments.find((candidate) => candidate._id === named || candidate.name === named);
  if (!experiment)
    fail(
      `no experiment is named "${named}"; there are: ${experiments.map((candidate) => `"${candidate.name}" (${candidate._id})`).join(", ") || "none"}`,
    );
  const result = experimentResults(experiment, shown, leads, { from, to });
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ from, to, ...result, notes: experimentNotes(result) }, null, 2)}\n`);
    return;
  }
  console.log(`${experiment.name}: results from ${from} to ${to} (${days} days), from ${where}\n`);
  printTable(experimentTable(result));
  for (const note of experimentNotes(result)) console.log(`\n${note}`);
}
