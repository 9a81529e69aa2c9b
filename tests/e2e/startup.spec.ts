import { spawnSync } from "node:child_process";
import { expect, ONCE, test } from "../playwright-utils";

test.describe("server start-up", () => {
  test("a malformed environment variable stops the server with a message naming it", ONCE, () => {
    const result = spawnSync("node", ["server.mjs"], {
      env: { ...process.env, PORT: "3299", SANITY_PROJECT_ID: "Not A Valid Id!" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain("SANITY_PROJECT_ID: must contain only lower-case letters");
  });
});
