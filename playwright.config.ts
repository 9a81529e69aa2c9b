import { mkdirSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium-path.mjs";
import { ON_FAILURE, E2E_DATA_ROOT, E2E_SECRETS, E2E_SERVER_LOG, E2E_SITE_URL } from "./scripts/e2e-env.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The file through which a test changes the mocked Sanity's content (see tests/mocks/sanity.ts). */
export const MOCK_SANITY_PATCHES = path.resolve(".cache/mock-sanity/control.json");

/** Where the mocked Sanity records the documents the site writes (leads), for tests to read (see tests/mocks/sanity.ts). */
export const MOCK_SANITY_WRITES = path.resolve(".cache/mock-sanity/writes.json");

/** The test server's local lead store (DATA_DIR); emptied before each run by scripts/e2e.mjs. */
export const E2E_DATA_DIR = path.resolve(E2E_DATA_ROOT, "main");

/**
 * A post sooner than this after the form was rendered is taken for a bot (FORM_MIN_FILL_MS); tests that send a
 * form as a person wait this long after the page's render (see atHumanPace in tests/e2e/leads.spec.ts).
 */
export const E2E_MIN_FILL_MS = 1000;

/** The project id the mocked Sanity answers for: tests only, never in the app's code. */
export const MOCK_PROJECT_ID = "mockproject";

/**
 * How a test starts the production server with the mocked Sanity API (msw, tests/mocks/start.ts) loaded in its
 * process from outside the app: the real @sanity/client path runs, query API and live events alike.
 */
export const MOCKED_SERVER_COMMAND = [
  "node",
  "--import",
  "tsx",
  "--import",
  "./tests/mocks/start.ts",
  "build/start.js",
];

/** The main server's log file, its folder made (a fresh clone has none), emptied at each start. */
function serverLog() {
  mkdirSync(path.dirname(E2E_SERVER_LOG), { recursive: true });
  return JSON.stringify(path.resolve(E2E_SERVER_LOG));
}

/**
 * End-to-end tests drive the production build (`npm run build` first) against the mocked Sanity.
 * Two projects: desktop (1280 px) and phone (390 px).
 */
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try has failed, and its cause is to be found.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  // Beside the journeys' (playwright.studio.config.ts), not above them: a run empties its own folders as it starts.
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/e2e" }]],
  outputDir: "test-results/e2e",
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...ON_FAILURE,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      grepInvert: /@once/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: {
    // (through the shell Playwright runs it with: its log goes to E2E_SERVER_LOG unless DEBUG_SERVER shows it)
    command: process.env.DEBUG_SERVER
      ? MOCKED_SERVER_COMMAND.join(" ")
      : `${MOCKED_SERVER_COMMAND.join(" ")} > ${serverLog()} 2>&1`,
    env: {
      PORT: String(PORT),
      NODE_ENV: "production",
      SANITY_PROJECT_ID: MOCK_PROJECT_ID,
      MOCK_SANITY_PATCHES,
      SITE_URL: E2E_SITE_URL,
      ALLOW_INDEXING: "true",
      MOCK_SANITY_WRITES,
      DATA_DIR: E2E_DATA_DIR,
      FORM_MIN_FILL_MS: String(E2E_MIN_FILL_MS),
      // Each test posts forms from an address of its own (X-Forwarded-For), so the rate limit counts per test.
      TRUST_PROXY: "loopback",
      // Views counted reach the store within half a second (tests/e2e/results.spec.ts reads it), not 5 s.
      VISITS_FLUSH_SECONDS: "0.5",
      // Content is cached as in production; a test's edit reaches the server through the mocked live events.
      ...E2E_SECRETS,
    },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    // The server's log (e.g. content warnings during the outage test) is shown as it comes with DEBUG_SERVER=1.
    stdout: process.env.DEBUG_SERVER ? "pipe" : "ignore",
    stderr: process.env.DEBUG_SERVER ? "pipe" : "ignore",
    timeout: 60_000,
  },
});
