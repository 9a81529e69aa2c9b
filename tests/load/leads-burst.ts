// `npm run test:leads-burst` (part of `npm test`, after the build): the local lead store under load and under a
// crash, through the real production server. Not a timing: it passes or fails on what was kept.
//  1. 50 contact messages posted at the same moment: all 50 stored, none twice; the same 50 posted again (a double
//     click each) are still 50.
//  2. A burst of posts, and the server killed with SIGKILL in the middle of it: after a restart every message the
//     server acknowledged (answered 200) is in the store, none twice, and the journal reads back clean.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readStore } from "~/leads/store.server";
import { startProductionServer } from "../../scripts/production-server.mjs";

const PORT = Number(process.env.LEADS_BURST_PORT ?? 3390);
const url = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "leads-burst-"));
const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  console.log(`${ok ? "  ok  " : "  FAIL"} ${message}`);
  if (!ok) failures.push(message);
};

/** The production server on this script's store, every lead kept locally (no Sanity, no email). */
const start = () =>
  startProductionServer(PORT, {
    SANITY_WRITE_TOKEN: "",
    SMTP_URL: "",
    LEADS_NOTIFY_TO: "",
    DATA_DIR: dataDir,
    FORM_MIN_FILL_MS: "0",
    LEADS_RATE_LIMIT: "1000000",
  });
let killed: Promise<void> | undefined;

async function formToken() {
  const html = await (await fetch(`${url}/contact`)).text();
  return /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
}

function post(token: string, email: string) {
  return fetch(`${url}/contact`, {
    method: "POST",
    body: new URLSearchParams({
      formToken: token,
      firstName: "Burst",
      lastName: "Test",
      email,
      subject: "Load",
      message: `Message from ${email}`,
    }),
  });
}

const storedEmails = () =>
  [...readStore(dataDir).state.entries.values()].flatMap((entry) => (entry.t === "lead" ? [entry.fields.email] : []));

let server = await start();
try {
  console.log("50 concurrent contact messages");
  const token = await formToken();
  const emails = Array.from({ length: 50 }, (_, i) => `lead${i}@burst.example`);
  const answers = await Promise.all(emails.map((email) => post(token, email)));
  check(
    answers.every((answer) => answer.status === 200),
    `all 50 answered 200 (${answers.filter((a) => a.status === 200).length})`,
  );
  let stored = storedEmails();
  check(
    stored.length === 50 && new Set(stored).size === 50 && emails.every((email) => stored.includes(email)),
    `all 50 stored, none twice (${stored.length} records)`,
  );
  await Promise.all(emails.map((email) => post(token, email)));
  stored = storedEmails();
  check(stored.length === 50, `the same 50 sent again are still 50 (${stored.length})`);

  console.log("kill -9 in the middle of a burst");
  const acknowledged: string[] = [];
  let sent = 0;
  const burstToken = await formToken();
  const worker = async () => {
    while (!killed && sent < 2000) {
      const email = `crash${sent++}@burst.example`;
      try {
        const answer = await post(burstToken, email);
        if (answer.status === 200) acknowledged.push(email);
      } catch {
        // the server died under this request: not acknowledged
      }
      if (acknowledged.length >= 150) killed ??= server.kill("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  await killed;
  console.log(`  (${sent} sent, ${acknowledged.length} acknowledged before the kill)`);

  server = await start(); // opens the journal: repairs a torn write, if any
  const { report } = readStore(dataDir);
  stored = storedEmails();
  const lost = acknowledged.filter((email) => !stored.includes(email));
  check(lost.length === 0, `every acknowledged message survived the kill (${lost.length} lost)`);
  check(new Set(stored).size === stored.length, "none stored twice");
  check(
    report.damaged === 0 && report.tornBytes === 0,
    `the journal reads back clean after the restart (damaged ${report.damaged}, torn ${report.tornBytes})`,
  );
  const after = await post(await formToken(), "after@burst.example");
  check(
    after.status === 200 && storedEmails().includes("after@burst.example"),
    "the restarted server keeps new messages",
  );
} finally {
  await server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("\nthe lead store kept everything it acknowledged");
