// `npm run leads`: what the local lead store (DATA_DIR, default ./data) holds, and what is still waiting to reach
// Sanity or the sales inbox. `--csv` prints the contact messages as CSV for a spreadsheet; `--csv --subscribers`
// the newsletter subscribers; both with where each came from (the page, the landing page, the campaign…). Reads
// the journal without changing it, so it is safe beside a running server.
import path from "node:path";
import { parseArgs } from "node:util";
import { ATTRIBUTION_KEYS, ATTRIBUTION_TITLES, type Attribution } from "@shared/results/attribution";
import { toCsv } from "@shared/results/csv";
import { readStore, waitingDeliveries, type DeliverableEntry } from "~/leads/store.server";

const USAGE = "npm run leads -- [--csv [--subscribers]]";
let args: { csv?: boolean; subscribers?: boolean; help?: boolean };
try {
  // (strict: a flag mistyped is refused, not taken for none, which would print another thing than was asked)
  ({ values: args } = parseArgs({
    options: { csv: { type: "boolean" }, subscribers: { type: "boolean" }, help: { type: "boolean" } },
  }));
} catch (error) {
  console.error(`npm run leads: ${(error as Error).message}\nUsage: ${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.subscribers && !args.csv) {
  console.error(`npm run leads: --subscribers goes with --csv\nUsage: ${USAGE}`);
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
const { state, report } = readStore(dataDir);

const contacts = [...state.entries.values()].filter(
  (entry): entry is Extract<DeliverableEntry, { t: "lead" }> => entry.t === "lead",
);
const subscribers = [...state.subscribers.values()];
const waiting = waitingDeliveries(state);

/** Where a lead came from, as columns: the page it was sent from, then each field of its visit (empty when unknown). */
const ORIGIN_COLUMNS = ["sent from", ...ATTRIBUTION_KEYS.map((key) => ATTRIBUTION_TITLES[key].toLowerCase())];
const originCells = (lead: { source?: string; attribution?: Attribution }) => [
  lead.source ?? "",
  ...ATTRIBUTION_KEYS.map((key) => String(lead.attribution?.[key] ?? "")),
];
const csv = toCsv;

if (args.csv) {
  if (args.subscribers) {
    process.stdout.write(
      csv([
        ["email", "status", "since", ...ORIGIN_COLUMNS],
        ...subscribers.map((s) => [s.email, s.status, s.since, ...originCells(s)]),
      ]),
    );
  } else {
    process.stdout.write(
      csv([
        [
          ...["received", "first name", "last name", "email", "company", "subject", "message", "waiting for"],
          ...ORIGIN_COLUMNS,
        ],
        ...contacts.map((lead) => [
          lead.at,
          lead.fields.firstName,
          lead.fields.lastName,
          lead.fields.email,
          lead.fields.company,
          lead.fields.subject,
          lead.fields.message,
          waiting
            .filter((item) => item.entry.id === lead.id)
            .map((item) => item.target)
            .join(" "),
          ...originCells(lead),
        ]),
      ]),
    );
  }
  process.exit(0);
}

const line = (text = "") => process.stdout.write(`${text}\n`);
line(`Local lead store: ${path.join(dataDir, "leads.journal")}`);
if (report.tornBytes || report.damaged) {
  line(
    `  (an unfinished last write of ${report.tornBytes} bytes is ignored; ${report.damaged} damaged line(s) skipped)`,
  );
}
line();
line(`Contact messages: ${contacts.length}`);
for (const lead of contacts) {
  const { firstName, lastName, email, company, subject } = lead.fields;
  line(`  ${lead.at}  ${firstName} ${lastName} <${email}>${company ? ` (${company})` : ""} — ${subject}`);
}
line();
line(`Newsletter subscribers: ${subscribers.length}`);
for (const subscriber of subscribers) line(`  ${subscriber.since}  ${subscriber.email}  ${subscriber.status}`);
line();
if (waiting.length === 0) {
  line("Waiting for delivery: nothing — everything has reached Sanity and email (where they are configured).");
} else {
  line(`Waiting for delivery: ${waiting.length} (the running server retries them; a restarted one too)`);
  for (const { entry, target } of waiting) {
    const who =
      entry.t === "lead"
        ? `${entry.fields.firstName} ${entry.fields.lastName}`
        : entry.t === "subscribe"
          ? entry.email
          : entry.status;
    line(`  ${entry.at}  ${entry.t} ${who} → ${target}`);
  }
}
line();
line("Use --csv for the contact messages as CSV, --csv --subscribers for the subscribers.");
