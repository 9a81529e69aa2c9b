// Part of `npm run bench` (or alone: `node scripts/bench-content.mjs`, after `npm run build`): how the content
// layer behaves against a misbehaving Sanity, on the production build with the mocked Sanity API in the server's
// process (tests/mocks). Measures:
// 1. cold /pricing while Sanity answers only after 8 s: with the deadline (CONTENT_DEADLINE_MS=1500, the default)
//    and, for comparison, with it out of the way (30000 ms: the Sanity client's own timeout and retry decide);
// 2. how long a publish takes to show on two instances through the live event stream (no webhook).
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { writeJson } from "./write-json.mjs";

const CONTROL_DIR = path.resolve(".cache/mock-sanity");
const COMMAND = ["--import", "tsx", "--import", "./tests/mocks/start.ts", "build/start.js"];

/** The production build with the mocked Sanity API in its process, on `port`; `env` adds to the server's own. */
export async function startServer(port, env) {
  const child = spawn("node", COMMAND, {
    env: { ...process.env, PORT: String(port), NODE_ENV: "production", SANITY_PROJECT_ID: "mockproject", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/robots.txt`)).ok) break;
    } catch {
      // not up yet: try again
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://localhost:${port}`,
    log: () => log,
    stop: () =>
      new Promise((resolve) =>
        child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM")),
      ),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function coldPricing(deadlineMs, runs, firstPort) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const control = path.join(CONTROL_DIR, `slow-${firstPort + run}.json`);
    writeJson(control, { delayMs: 8_000 });
    const server = await startServer(firstPort + run, {
      MOCK_SANITY_PATCHES: control,
      CONTENT_DEADLINE_MS: String(deadlineMs),
    });
    const started = performance.now();
    const response = await fetch(`${server.url}/pricing`);
    const body = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200 || !body.includes("RWF\u00a014,500"))
      throw new Error(`/pricing answered ${response.status} without its plans`);
    await server.stop();
  }
  return times;
}

async function livePublish(runs, ports) {
  const control = path.join(CONTROL_DIR, "live.json");
  rmSync(control, { force: true });
  const env = { MOCK_SANITY_PATCHES: control, CONTENT_TTL_SECONDS: "3600" };
  const servers = [await startServer(ports[0], env), await startServer(ports[1], env)];
  const times = [];
  try {
    for (const server of servers) {
      await fetch(`${server.url}/pricing`).then((r) => r.text());
      while (!server.log().includes("live updates: connected")) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (let run = 0; run < runs; run++) {
      const price = 3_600 + run * 100;
      const expected = `RWF\u00a0${price.toLocaleString("en-US")}`; // (Intl: a no-break space)
      writeJson(control, { patches: [{ id: "plan-starter", set: { price } }] });
      const published = performance.now();
      const seen = await Promise.all(
        servers.map(async (server) => {
          for (;;) {
            if ((await (await fetch(`${server.url}/pricing`)).text()).includes(expected))
              return performance.now() - published;
            if (performance.now() - published > 10_000) throw new Error(`${server.url} never showed ${expected}`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }),
      );
      times.push(Math.max(...seen));
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  return times;
}

export async function benchContent() {
  mkdirSync(CONTROL_DIR, { recursive: true });
  const withDeadline = await coldPricing(1_500, 3, 3470);
  const withoutDeadline = await coldPricing(30_000, 3, 3480);
  const live = await livePublish(5, [3490, 3491]);
  const ms = (value) => `${Math.round(value)} ms`;
  return [
    "## Content layer against a misbehaving Sanity (mocked API in the server's process)",
    "",
    "| measure | runs | median | max |",
    "|---|---|---|---|",
    `| cold /pricing, Sanity answering after 8 s, deadline 1500 ms (default) | ${withDeadline.length} | ${ms(median(withDeadline))} | ${ms(Math.max(...withDeadline))} |`,
    `| cold /pricing, Sanity answering after 8 s, deadline out of the way (30 s) | ${withoutDeadline.length} | ${ms(median(withoutDeadline))} | ${ms(Math.max(...withoutDeadline))} |`,
    `| publish → new price on both of two instances (live events, no webhook) | ${live.length} | ${ms(median(live))} | ${ms(Math.max(...live))} |`,
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("scripts/bench-content.mjs")) {
  console.log(await benchContent());
}
