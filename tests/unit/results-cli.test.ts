import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { SanityDocument } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluateGroq } from "@shared/content/groq";
import { countKey, dayOf, RESULTS_TYPE, resultsDocumentId, sampleResultsId } from "@shared/results/results";
import { LeadStore } from "../../app/leads/store.server";
import { VisitCounter } from "../../app/results/counter.server";

/*
 * The two CLIs the marketing team's figures come from, on a store made here: `npm run results` (views and the
 * leads they brought) and `npm run leads -- --csv` (each lead with where it came from).
 */

const TSX = path.resolve("node_modules/.bin/tsx");
let dataDir: string;
/** The local store's figures: no Sanity dataset named. */
const run = (script: string, ...args: string[]) =>
  spawnSync(TSX, [script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, SANITY_PROJECT_ID: "" },
    encoding: "utf8",
  });

const attribution = {
  landing: "/",
  referrer: "news.example.com",
  utmSource: "newsletter",
  utmCampaign: "launch",
  language: "en",
  device: "phone" as const,
  secondsToSend: 95,
  counted: true,
  firstLead: true,
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "results-cli-"));
  const counter = await VisitCounter.open(dataDir);
  // Two visits landing on the home page (four views there), one on the pricing page.
  for (let i = 0; i < 4; i++)
    counter.count({ path: "/", language: "en", source: "newsletter", campaign: "launch" }, "local", {
      landing: i % 2 === 0,
    });
  counter.count({ path: "/pricing", language: "en", source: "direct", campaign: "" }, "local", { landing: true });
  await counter.close();
  const store = await LeadStore.open(dataDir);
  const at = new Date().toISOString();
  const fields = {
    firstName: "Amina",
    lastName: "Uwimana",
    email: "amina@umurage.rw",
    company: "",
    subject: "A demo",
    message: "Hi",
  };
  await store.record({ t: "lead", id: "l1", at, fields, source: "/contact", attribution, targets: [] });
  // A message sent without scripts: its visit was not counted.
  await store.record({ t: "lead", id: "l0", at, fields, source: "/contact", attribution: {}, targets: [] });
  await store.record({
    t: "subscribe",
    id: "s1",
    at,
    subscriber: "sub1",
    email: "eric@umurage.rw",
    status: "subscribed",
    consent: "I agree",
    source: "/pricing",
    attribution: {
      ...attribution,
      landing: "/pricing",
      utmCampaign: undefined,
      utmSource: undefined,
      referrer: "direct",
    },
    targets: [],
  });
  // The same address signing up again (from another page): still one sign-up, where it first came from.
  await store.record({
    t: "subscribe",
    id: "s2",
    at,
    subscriber: "sub1",
    email: "eric@umurage.rw",
    status: "subscribed",
    consent: "I agree",
    source: "/",
    attribution,
    targets: [],
  });
  await store.close();
}, 30_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run results", { timeout: 30_000 }, () => {
  it("gives views, leads and the conversion by page, as a table or JSON", () => {
    const json = JSON.parse(run("server/commands/results.ts", "--json").stdout);
    expect(json).toMatchObject({ by: "page", to: dayOf(Date.now()) });
    expect(json.lines).toEqual([
      { key: "/", visits: 2, views: 4, contacts: 1, signups: 0, conversions: 1, conversion: 0.5 },
      { key: "/pricing", visits: 1, views: 1, contacts: 0, signups: 1, conversions: 1, conversion: 1 },
    ]);
    expect(json.uncounted).toEqual({ contacts: 1, signups: 0 });
    // A sign-up that came direct counts under the source its view counted under.
    const bySource = JSON.parse(run("server/commands/results.ts", "--json", "--by", "source").stdout);
    expect(bySource.lines).toEqual([
      { key: "newsletter", visits: 2, views: 4, contacts: 1, signups: 0, conversions: 1, conversion: 0.5 },
      { key: "direct", visits: 1, views: 1, contacts: 0, signups: 1, conversions: 1, conversion: 1 },
    ]);
    const table = run("server/commands/results.ts", "--by", "campaign", "--days", "7").stdout;
    expect(table).toMatch(/by campaign/);
    expect(table).toMatch(/Campaign\s+Visits\s+Views\s+Contact messages\s+Sign-ups\s+Converted visits\s+Conversion/);
    expect(table).toMatch(/launch\s+2\s+4\s+1\s+0\s+1\s+50\.0 %/);
    expect(table).toMatch(/Leads from uncounted visits, in no rate above: 1 contact message\(s\) and 0 sign-up\(s\)/);
  });

  it("refuses what it cannot read in one line, never a stack", () => {
    for (const args of [["--by", "colour"], ["--days", "-3"], ["--days", "x"], ["--nope"]]) {
      const result = run("server/commands/results.ts", ...args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(result.stderr).toMatch(/^npm run results: /);
    }
  });
});

describe("npm run results, with a Sanity dataset named", { timeout: 30_000 }, () => {
  /** A dataset as Sanity's query API answers it (GROQ over these documents), on a port of its own. */
  async function sanityServing(documents: SanityDocument[]) {
    const server = createServer(async (request, response) => {
      const url = new URL(request.url!, "http://localhost");
      const params = Object.fromEntries(
        [...url.searchParams]
          .filter(([name]) => name.startsWith("$"))
          .map(([name, value]) => [name.slice(1), JSON.parse(value)]),
      );
      const result = await evaluateGroq(url.searchParams.get("query")!, params, documents);
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ result, ms: 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    return { server, host: `http://localhost:${(server.address() as AddressInfo).port}` };
  }
  /** The CLI, waited for without blocking (the dataset answers in this process). */
  const runWith = (env: Record<string, string>, ...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(TSX, ["server/commands/results.ts", ...args], { env: { ...process.env, ...env } });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => (stdout += chunk));
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });

  it("reads every instance's counts and the leads from it, not the local store; the bundled samples never", async () => {
    const today = dayOf(Date.now());
    // (a row written before visits were counted has none)
    const count = (path: string, views: number, visits?: number) => {
      const row = { path, language: "en", source: "newsletter", campaign: "launch", views, visits };
      return { _key: countKey(row), ...row };
    };
    const { server, host } = await sanityServing([
      {
        _id: resultsDocumentId(today),
        _type: RESULTS_TYPE,
        day: today,
        counts: [count("/", 7), count("/pricing", 3, 2)],
      },
      { _id: sampleResultsId(today), _type: RESULTS_TYPE, day: today, sample: true, counts: [count("/", 500)] },
      {
        _id: "lead.x",
        _type: "lead",
        receivedAt: new Date().toISOString(),
        source: "/contact",
        attribution: {
          ...{ landing: "/pricing", utmSource: "newsletter", utmCampaign: "launch", language: "en" },
          ...{ counted: true, firstLead: true },
        },
      },
    ] as unknown as SanityDocument[]);
    try {
      const env = {
        DATA_DIR: dataDir,
        SANITY_PROJECT_ID: "p",
        SANITY_API_HOST: host,
        SANITY_READ_TOKEN: "sk".padEnd(60, "x"),
      };
      const result = await runWith(env, "--json");
      expect(result.stderr).toBe("");
      expect(JSON.parse(result.stdout).lines).toEqual([
        { key: "/pricing", visits: 2, views: 3, contacts: 1, signups: 0, conversions: 1, conversion: 0.5 },
        { key: "/", visits: 0, views: 7, contacts: 0, signups: 0, conversions: 0, conversion: null },
      ]);
      expect((await runWith(env)).stdout).toMatch(/from the dataset p\/production/);
    } finally {
      server.close();
    }
    // A dataset that does not answer: one line, exit 2.
    const down = await runWith({ DATA_DIR: dataDir, SANITY_PROJECT_ID: "p", SANITY_API_HOST: "http://localhost:9" });
    expect(down.status).toBe(2);
    expect(down.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^npm run results: could not read/)]);
  });
});

describe("npm run leads -- --csv", { timeout: 30_000 }, () => {
  it("carries where each contact message and each subscriber came from, as columns", () => {
    const [header, ...rows] = execFileSync(TSX, ["server/commands/leads.ts", "--csv"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    })
      .trim()
      .split("\r\n");
    expect(header).toMatch(
      /,sent from,landing page,came from,campaign source,campaign medium,campaign,campaign term,campaign content,language,device,seconds from landing to sending,visit counted,first lead of the visit,first lead of its kind in the visit,experiments \(version shown\)$/,
    );
    expect(rows).toContainEqual(
      expect.stringMatching(/,\/contact,\/,news\.example\.com,newsletter,,launch,,,en,phone,95,true,true,,$/),
    );
    // (the message sent without scripts: where it was sent from, nothing of its visit)
    expect(rows).toContainEqual(expect.stringMatching(/,\/contact,,,,,,,,,,,,,,$/));
    const subscribers = run("server/commands/leads.ts", "--csv", "--subscribers").stdout.trim().split("\r\n");
    expect(subscribers[0]).toMatch(/^email,status,since,sent from,landing page/);
    expect(subscribers[1]).toMatch(
      /^eric@umurage\.rw,subscribed,.*,\/pricing,\/pricing,direct,,,,,,en,phone,95,true,true,,$/,
    );
  });

  it("refuses a flag it does not know, or one without the flag it goes with, saying how it is used", () => {
    for (const args of [["--cvs"], ["--csv", "--subscriber"], ["--subscribers"]]) {
      const result = run("server/commands/leads.ts", ...args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toMatch(/^npm run leads: .+\nUsage: npm run leads -- \[--csv \[--subscribers\]\]/);
    }
  });
});

describe("npm run results -- --experiment", { timeout: 30_000 }, () => {
  it("shows an experiment's versions from the local store, found by name or id, and refuses one unknown", async () => {
    const store = mkdtempSync(path.join(tmpdir(), "results-experiment-"));
    try {
      const counter = await VisitCounter.open(store);
      const banking = { path: "/solutions/banking", language: "en", source: "direct", campaign: "" };
      for (const version of ["control", "control", "startfree"])
        counter.count(banking, "local", { landing: true, shown: { "experiment-banking-cta": version } });
      await counter.close();
      const leads = await LeadStore.open(store);
      const fields = { firstName: "A", lastName: "B", email: "a@b.rw", company: "", subject: "Hi", message: "Hi" };
      await leads.record({
        ...{ t: "lead", id: "l1", at: new Date().toISOString(), fields, source: "/solutions/banking", targets: [] },
        attribution: { ...attribution, counted: true, variants: "experiment-banking-cta:startfree" },
      });
      await leads.close();
      const results = (...args: string[]) =>
        spawnSync(TSX, ["server/commands/results.ts", ...args], {
          env: { ...process.env, DATA_DIR: store, SANITY_PROJECT_ID: "" },
          encoding: "utf8",
        });
      const json = JSON.parse(results("--experiment", "experiment-banking-cta", "--json").stdout);
      expect(
        json.versions.map((v: { name: string; visits: number; conversions: number }) => [
          v.name,
          v.visits,
          v.conversions,
        ]),
      ).toEqual([
        ["As published", 2, 0],
        ["Start free", 1, 1],
      ]);
      expect(json.notes[0]).toMatch(/^Not enough data yet/);
      const table = results("--experiment", "Banking page: 'Book a demo' or 'Start free'");
      expect(table.stdout).toMatch(/Start free\s+50 %\s+1\s+1\s+100\.0 %/);
      const unknown = results("--experiment", "nope");
      expect(unknown.status).toBe(2);
      expect(unknown.stderr).toMatch(/no experiment is named "nope"; there are: .*\(experiment-banking-cta\)/);
    } finally {
      rmSync(store, { recursive: true, force: true });
    }
  });
});
