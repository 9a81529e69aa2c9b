export const E2E_SECRETS: {
  SANITY_READ_TOKEN: string;
  SANITY_WEBHOOK_SECRET: string;
  SANITY_WRITE_TOKEN: string;
  LEADS_SECRET: string;
};
export const E2E_SITE_URL: string;
export const E2E_SERVER_LOG: string;
export const JOURNEYS_LOGS: { site: string; lake: string };
export function printLogTail(file: string, what: string, lines?: number): void;
export const E2E_DATA_ROOT: string;
export const JOURNEYS_DATA_DIR: string;
export const ON_FAILURE: {
  trace: { mode: "retain-on-failure"; snapshots: boolean; screenshots: boolean };
  screenshot: "only-on-failure";
};
