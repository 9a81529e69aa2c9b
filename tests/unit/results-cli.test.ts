import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayOf } from "@shared/results";
import { LeadStore } from "../../app/leads/store.server";
import { VisitCounter } from "../../app/results/counter.server";

/*
 * The two CLIs the marketing team's figures come from, on a store made here: `npm run results` (views and the
 * leads they brought) and `npm run leads -- --csv` (each lead with where it came from).
 */

const TSX = path.resolve("node_modules/.bin/tsx");
let dataDir: string;
const run = (script: string, ...args: string[]) =>
  spawnSync(TSX, [script, ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });

const attribution = {
  landing: "/",
  referrer: "news.example.com",
  utmSource: "newsletter",
  utmCampaign: "launch",
  language: "en",
  device: "phone" as const,
  secondsToSend: 95,
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "results-cli-"));
  const counter = await VisitCounter.open(dataDir);
  for (let i = 0; i < 4; i++) counter.count({ path: "/", language: "en", source: "newsletter", campaign: "launch" });
  counter.count({ path: "/pricing", language: "en", source: "direct", campaign: "" });
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
    const json = JSON.parse(run("scripts/results.ts", "--json").stdout);
    expect(json).toMatchObject({ by: "page", to: dayOf(Date.now()) });
    expect(json.lines).toEqual([
      { key: "/", views: 4, contacts: 1, signups: 0, conversion: 0.25 },
      { key: "/pricing", views: 1, contacts: 0, signups: 1, conversion: 1 },
    ]);
    // A sign-up that came direct counts under the source its view counted under.
    const bySource = JSON.parse(run("scripts/results.ts", "--json", "--by", "source").stdout);
    expect(bySource.lines).toEqual([
      { key: "newsletter", views: 4, contacts: 1, signups: 0, conversion: 0.25 },
      { key: "direct", views: 1, contacts: 0, signups: 1, conversion: 1 },
    ]);
    const table = run("scripts/results.ts", "--by", "campaign", "--days", "7").stdout;
    expect(table).toMatch(/by campaign/);
    expect(table).toMatch(/launch\s+4\s+1\s+0\s+25\.0 %/);
  });

  it("refuses what it cannot read in one line, never a stack", () => {
    for (const args of [["--by", "colour"], ["--days", "-3"], ["--days", "x"], ["--nope"]]) {
      const result = run("scripts/results.ts", ...args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(result.stderr).toMatch(/^npm run results: /);
    }
  });
});

describe("npm run leads -- --csv", { timeout: 30_000 }, () => {
  it("carries where each contact message and each subscriber came from, as columns", () => {
    const [header, row] = execFileSync(TSX, ["scripts/leads.ts", "--csv"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    })
      .trim()
      .split("\r\n");
    expect(header).toMatch(
      /,sent from,landing page,came from,campaign source,campaign medium,campaign,campaign term,campaign content,language,device,seconds from landing to sending$/,
    );
    expect(row).toMatch(/,\/contact,\/,news\.example\.com,newsletter,,launch,,,en,phone,95$/);
    const subscribers = run("scripts/leads.ts", "--csv", "--subscribers").stdout.trim().split("\r\n");
    expect(subscribers[0]).toMatch(/^email,status,since,sent from,landing page/);
    expect(subscribers[1]).toMatch(/^eric@umurage\.rw,subscribed,.*,\/pricing,\/pricing,direct,,,,,,en,phone,95$/);
  });
});
