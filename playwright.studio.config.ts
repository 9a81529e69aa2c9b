import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium-path.mjs";
import { mkdirSync } from "node:fs";
import { ON_FAILURE, E2E_SECRETS, E2E_SITE_URL, JOURNEYS_DATA_DIR, JOURNEYS_LOGS } from "./scripts/e2e-env.mjs";
import { JOURNEYS } from "./scripts/lake-addresses.mjs";

/** Where the journeys' lake keeps its documents: emptied at each start (`--fresh`). */
export const JOURNEY_LAKE_DATA = path.resolve(".cache/lake-journeys");

export const LAKE_URL = `http://localhost:${JOURNEYS.lakePort}`;
export const STUDIO_URL = `http://localhost:${JOURNEYS.studioPort}`;
export const SITE_URL = `http://localhost:${JOURNEYS.sitePort}`;

/** A server's command, its output to its log file (scripts/journeys.mjs prints its end after a failure). */
const logged = (command: string, file: string) => {
  if (process.env.DEBUG_SERVER) return command;
  mkdirSync(path.dirname(file), { recursive: true });
  return `${command} > ${JSON.stringify(path.resolve(file))} 2>&1`;
};

/**
 * The editor journeys: the built Studio (sanity-studio/dist, built for these addresses by scripts/studio-build.mjs)
 * and the production build of the site, both against the local Content Lake (scripts/lake.ts), in real Chromium.
 * One worker: the journeys share one lake, as editors share one dataset.
 */
export default defineConfig({
  testDir: "./tests/studio",
  globalSetup: "./tests/studio/global-setup.ts",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try has failed, and its cause is to be found.
  retries: 0,
  workers: 1,
  // A hang detector, not a speed check: the journeys without a budget of their own took up to 55 s beside a
  // CPU-bound job on a 2-core machine.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/studio" }]],
  outputDir: "test-results/studio",
  use: {
    ...ON_FAILURE,
    // The lake answers browsers over HTTP/2, hence TLS, with a certificate of its own (see scripts/lake.ts).
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    ...devices["Desktop Chrome"],
    viewport: { width: 1440, height: 900 },
  },
  webServer: [
    {
      command: logged(
        [
          "node --import tsx scripts/lake.ts --fresh",
          `--data ${JOURNEY_LAKE_DATA}`,
          `--port ${JOURNEYS.lakePort} --tls-port ${JOURNEYS.lakeTlsPort}`,
          `--project ${JOURNEYS.projectId} --dataset ${JOURNEYS.dataset}`,
          `--studio sanity-studio/dist --studio-port ${JOURNEYS.studioPort}`,
        ].join(" "),
        JOURNEYS_LOGS.lake,
      ),
      url: `${LAKE_URL}/__lake/log`,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      // A hang detector, not a speed check: the journeys without a budget of their own took up to 55 s beside a
      // CPU-bound job on a 2-core machine.
      timeout: 180_000,
    },
    {
      command: logged("node build/start.js", JOURNEYS_LOGS.site),
      env: {
        PORT: String(JOURNEYS.sitePort),
        NODE_ENV: "production",
        SANITY_PROJECT_ID: JOURNEYS.projectId,
        SANITY_DATASET: JOURNEYS.dataset,
        SANITY_API_HOST: LAKE_URL,
        SANITY_STUDIO_URL: STUDIO_URL,
        SITE_URL: E2E_SITE_URL,
        DATA_DIR: path.resolve(JOURNEYS_DATA_DIR),
        FORM_MIN_FILL_MS: "0",
        // The Results tool's journey reads a visit's views from the lake within seconds, not the minute of production.
        VISITS_FLUSH_SECONDS: "0.5",
        VISITS_SANITY_SECONDS: "1",
        ...E2E_SECRETS,
      },
      url: `${SITE_URL}/readyz`,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      // A hang detector, not a speed check: the journeys without a budget of their own took up to 55 s beside a
      // CPU-bound job on a 2-core machine.
      timeout: 180_000,
    },
  ],
});
