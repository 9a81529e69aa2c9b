import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import { E2E_DATA_ROOT } from "../../scripts/e2e-env.mjs";
import { expect, ONCE, test } from "../playwright-utils";

test.describe("server start-up", () => {
  test("a malformed environment variable stops the server with a message naming it", ONCE, () => {
    const result = spawnSync("node", ["build/start.js"], {
      env: { ...process.env, PORT: "0", SANITY_PROJECT_ID: "Not A Valid Id!" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain("SANITY_PROJECT_ID: must contain only lower-case letters");
  });
});

test("started from another directory, the server finds its build and serves pages and their files", ONCE, async () => {
  const server = spawn("node", [path.resolve("build/start.js")], {
    cwd: os.tmpdir(),
    env: { ...process.env, PORT: "0", SANITY_PROJECT_ID: "", DATA_DIR: path.resolve(E2E_DATA_ROOT, "elsewhere") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    // Its own address, as it says it (the system chose the port: no other test's server can answer here).
    let output = "";
    server.stdout.on("data", (chunk) => (output += chunk));
    await expect.poll(() => /\[server\] (http:\/\/localhost:\d+)/.exec(output)?.[1], { timeout: 20_000 }).toBeTruthy();
    const url = /\[server\] (http:\/\/localhost:\d+)/.exec(output)![1]!;
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expect((await fetch(`${url}${asset}`)).status).toBe(200);
    expect((await fetch(`${url}/favicon.svg`)).status).toBe(200);
  } finally {
    server.kill();
  }
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
