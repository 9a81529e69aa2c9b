// Starting a production server of the site for a test or a check script (scripts/varnish-check.ts), outside any
// test runner's state: tests call it through startMockedServer (tests/playwright-utils.ts), which also gives the
// start its own time budget.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_ROOT, E2E_SITE_URL } from "../scripts/e2e-env.mjs";
import { MOCK_PROJECT_ID, MOCKED_SERVER_COMMAND } from "../playwright.config";

export interface TestServer {
  url: string;
  /** The port the system gave the server. */
  port: number;
  /** The server's process id (to send it a signal: SIGUSR2 logs what its page cache holds). */
  pid: number;
  /** Everything the server has logged so far. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Starts another production server with the mocked Sanity, on a port the system chooses (PORT=0: two files' servers
 * running at once can never meet on one port, nor a test talk to another file's server) and, unless `env` names
 * one, a data directory of its own; optionally its own control file: for tests that need a cold cache, a setting of
 * their own, or several instances at once. It is up once its own process has said which port it listens on and
 * answered there. `serverCommand`: the site with no mock (`node build/start.js`) for a server on a local lake.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  serverCommand: readonly string[] = MOCKED_SERVER_COMMAND,
): Promise<TestServer> {
  const [command, ...args] = serverCommand as [string, ...string[]];
  mkdirSync(E2E_DATA_ROOT, { recursive: true });
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: "0",
      NODE_ENV: "production",
      SANITY_PROJECT_ID: MOCK_PROJECT_ID,
      SITE_URL: E2E_SITE_URL,
      DATA_DIR: mkdtempSync(path.resolve(E2E_DATA_ROOT, "server-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 30_000;
  let port = 0;
  while (!port) {
    if (child.exitCode !== null) throw new Error(`a test server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`a test server did not start within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    port = Number(/\[server\] http:\/\/localhost:(\d+)/.exec(output)?.[1] ?? 0);
  }
  // Listening is not yet serving: its first answer comes once what it opens at start is open (its log said so).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`a test server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`a test server did not answer within 30 s:\n${output}`);
    if (
      await fetch(`http://localhost:${port}/robots.txt`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://localhost:${port}`,
    port,
    pid: child.pid!,
    log: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
