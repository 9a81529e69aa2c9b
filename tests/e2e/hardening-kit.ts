import { connect } from "node:net";
import path from "node:path";
import { E2E_SECRETS } from "../../scripts/e2e-env.mjs";
import { expect, startMockedServer, test, type TestServer } from "../playwright-utils";

/* What the hardening specs share: a server of their own, requests as no browser sends them, the headers every answer carries. */

/**
 * Starts a server for the file's tests (before the first, stopped after the last) on a port of its own: its own content
 * (nothing another test changes shows in its log), the webhook on, and the trust-all proxy setting.
 */
export function hardenedServer(name: string) {
  let started: TestServer | undefined;
  test.beforeAll(async () => {
    started = await startMockedServer({
      ...E2E_SECRETS,
      MOCK_SANITY_PATCHES: path.resolve(`.cache/mock-sanity/${name}.json`),
      TRUST_PROXY: "true",
      // Every refusal here is read in the log, one by one; the limit is tested on a server of its own.
      LOG_REFUSALS_PER_MINUTE: "100000",
    });
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  const server = {
    get url() {
      return started!.url;
    },
    log: () => started!.log(),
  };
  return {
    server,
    port: () => started!.port,
    /**
     * The log lines written since `before` (a length of the log), less the content layer's own news and the site
     * search's (its index is built when the server starts, and may be told of while a test runs on a busy machine).
     */
    logSince: (before: number) =>
      server
        .log()
        .slice(before)
        .split("\n")
        .filter((line) => line.trim() && !/^\[(content|cache|live|search)\]/.test(line)),
    fetchRaw: (target: string, init: RequestInit = {}) =>
      fetch(`${server.url}${target}`, { redirect: "manual", ...init }),
  };
}

/** Sends raw bytes and resolves to the status line and what the server said, however it ended. */
export function raw(
  port: number,
  text: string | Buffer[],
): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", async () => {
      if (typeof text === "string") socket.write(text);
      else for (const chunk of text) if (!socket.destroyed) socket.write(chunk);
    });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      const [head = "", ...rest] = answer.split("\r\n\r\n");
      const headers = Object.fromEntries(
        head
          .split("\r\n")
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status, body: rest.join("\r\n\r\n"), headers });
    });
    setTimeout(() => socket.destroy(), 5_000);
  });
}

/** The headers every answer carries, the server's own refusals and health checks included (server/index.ts). */
export function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"], what).toMatch(/max-age=\d+/);
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\)/);
}
