import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { expect, ONCE, test } from "../playwright-utils";

test.describe("server start-up", () => {
  test("a malformed environment variable stops the server with a message naming it", ONCE, () => {
    const result = spawnSync("node", ["build/start.js"], {
      env: { ...process.env, PORT: "3299", SANITY_PROJECT_ID: "Not A Valid Id!" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain("SANITY_PROJECT_ID: must contain only lower-case letters");
  });
});

test("the production build holds no test code: no msw, no mocked project", ONCE, () => {
  const files = readdirSync("build/server", { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js"),
  );
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const code = readFileSync(path.join("build/server", file), "utf8");
    expect(code, file).not.toMatch(/from "msw|require\("msw|mockproject|tests\/mocks/);
  }
});
