/**
 * The environment the end-to-end tests build and serve with: the mocked Sanity, a public address for canonical
 * URLs, and dummy secrets that must never reach the browser (tests/e2e/quality.spec.ts looks for them).
 */
export const E2E_SECRETS = {
  SANITY_READ_TOKEN: "skE2eDummyReadToken0000000000000000000000",
  SANITY_WEBHOOK_SECRET: "whsecE2eDummyWebhookSecret000000",
  SANITY_WRITE_TOKEN: "skE2eDummyWriteToken00000000000000000000",
  LEADS_SECRET: "leadsE2eDummySecret000000000000000000000",
};

export const E2E_SITE_URL = "https://www.ihuza.example";

/**
 * The editor journeys (tests/studio): the local Content Lake, the built Studio it serves, and the site reading the
 * lake. The Studio is built for these addresses (scripts/check-studio.mjs), so they are fixed here, once.
 */
export const JOURNEYS = {
  projectId: "local",
  dataset: "production",
  lakePort: 3480,
  lakeTlsPort: 3483,
  studioPort: 3481,
  sitePort: 3482,
};

/** The environment the Studio is built with for the journeys (read by sanity.config.ts and presentation.ts). */
export const JOURNEY_STUDIO_ENV = {
  SANITY_STUDIO_PROJECT_ID: JOURNEYS.projectId,
  SANITY_STUDIO_DATASET: JOURNEYS.dataset,
  SANITY_STUDIO_API_HOST: `https://localhost:${JOURNEYS.lakeTlsPort}`,
  SANITY_STUDIO_PREVIEW_URL: `http://localhost:${JOURNEYS.sitePort}`,
};
