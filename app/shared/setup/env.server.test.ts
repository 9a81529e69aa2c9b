import { describe, expect, it } from "vitest";
import { DEFAULT_SANITY_API_VERSION, EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("defaults to the bundled dataset settings", () => {
    const env = parseEnv({});
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.SANITY_DATASET).toBe("production");
    expect(env.SANITY_API_VERSION).toBe(DEFAULT_SANITY_API_VERSION);
    expect(env.CONTENT_DEADLINE_MS).toBe(1500);
  });

  it("waits at most five minutes between two tries to deliver a lead, unless told otherwise", () => {
    expect(parseEnv({}).LEADS_RETRY_MAX_SECONDS).toBe(300);
    expect(parseEnv({ LEADS_RETRY_MAX_SECONDS: "2" }).LEADS_RETRY_MAX_SECONDS).toBe(2);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ SANITY_PROJECT_ID: "", SANITY_DATASET: " " }).SANITY_PROJECT_ID).toBeUndefined();
  });

  it("accepts a configured project", () => {
    const env = parseEnv({ SANITY_PROJECT_ID: "ab12cd34", SANITY_DATASET: "staging", CONTENT_DEADLINE_MS: "800" });
    expect(env).toMatchObject({ SANITY_PROJECT_ID: "ab12cd34", SANITY_DATASET: "staging", CONTENT_DEADLINE_MS: 800 });
  });

  it.each([
    ["SANITY_PROJECT_ID", "My Project!", /SANITY_PROJECT_ID: must contain only lower-case letters/],
    ["SANITY_DATASET", "Production Data", /SANITY_DATASET: must be 1-64 lower-case/],
    ["SANITY_API_VERSION", "latest", /SANITY_API_VERSION: must be a date/],
    ["SANITY_READ_TOKEN", "short", /SANITY_READ_TOKEN: looks truncated/],
    ["CONTENT_DEADLINE_MS", "soon", /CONTENT_DEADLINE_MS: must be a number of milliseconds/],
    ["CONTENT_DEADLINE_MS", "60000", /CONTENT_DEADLINE_MS: must be at most 30000 ms/],
    ["LEADS_RETRY_MAX_SECONDS", "0", /LEADS_RETRY_MAX_SECONDS: must be at least 1 s/],
    ["LEADS_RETRY_MAX_SECONDS", "a while", /LEADS_RETRY_MAX_SECONDS: must be a number of seconds/],
  ])("rejects a malformed %s with a message naming it", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });
});

describe("site address and indexing", () => {
  it("normalises SITE_URL and rejects a bad one", () => {
    expect(parseEnv({ SITE_URL: "https://ihuza.rw/" }).SITE_URL).toBe("https://ihuza.rw");
    expect(() => parseEnv({ SITE_URL: "ihuza.rw" })).toThrow(/SITE_URL/);
  });

  it("indexes by default in production only, unless told otherwise", () => {
    expect(parseEnv({ NODE_ENV: "production" }).ALLOW_INDEXING).toBe(true);
    expect(parseEnv({ NODE_ENV: "development" }).ALLOW_INDEXING).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", ALLOW_INDEXING: "false" }).ALLOW_INDEXING).toBe(false);
    expect(parseEnv({ NODE_ENV: "development", ALLOW_INDEXING: "true" }).ALLOW_INDEXING).toBe(true);
  });
});
