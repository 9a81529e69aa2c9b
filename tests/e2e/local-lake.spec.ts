import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import path from "node:path";
import { E2E_SECRETS } from "../../scripts/e2e-env.mjs";
import { expect, ONCE, startLocalLake, test } from "../playwright-utils";

/*
 * The local Content Lake (scripts/lake.ts, what `npm run studio` runs) answers only its own Studio and site: a page
 * on another site open in the same browser cannot read or write it, nor can a DNS-rebinding host name, nor a
 * write with no token. This file starts a lake of its own on ports of its own.
 */

test.describe.configure({ mode: "serial" });

const PORT = 3490;
const TLS_PORT = 3493;
const LAKE = `http://localhost:${PORT}`;
const DATA = `${LAKE}/v2025-02-19/data`;
/** What a page on another site would try: a redirect of the site's visitors, written into the dataset. */
const EVIL_REDIRECT = { _id: "redirect-evil", _type: "redirect", from: "/pricing", to: "https://evil.example/" };
/**
 * A page on another site. On this machine's loopback too (any name under .localhost is), as a page that a DNS
 * rebinding or a local tool serves would be: the browser's own guard for public pages calling local addresses
 * (Local Network Access) then has no say, and what stops it is the lake alone.
 */
const EVIL_PAGE = `http://evil.localhost:${PORT + 9}/`;
let lake: ChildProcess;

test.beforeAll(async () => {
  lake = await startLocalLake(PORT, "lake-security", TLS_PORT);
});
test.afterAll(() => {
  lake?.kill("SIGTERM");
});

/** Whether the dataset holds the redirect another site tried to write (asked as the site asks, with a token). */
async function evilRedirectExists() {
  const query = encodeURIComponent(`count(*[_id == "${EVIL_REDIRECT._id}"])`);
  const answer = await fetch(`${DATA}/query/production?query=${query}`, { headers: { Authorization: "Bearer site" } });
  return ((await answer.json()) as { result: number }).result > 0;
}

/** A raw request with any Host header (fetch will not send one of its choosing). */
function withHost(host: string, method = "GET", pathname = "/__lake/log"): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port: PORT, method, path: pathname, headers: { Host: host } },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

test(
  "a page on another site, in Chromium, can neither read the lake nor write a redirect into it",
  ONCE,
  async ({ page }) => {
    // Served for real from loopback: a page the test fulfilled itself would count as a public one to the browser,
    // whose own guard would then stop its calls before the lake saw them.
    const evil = createServer((_request, response) =>
      response.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>Another site</title><p>Hi"),
    );
    await new Promise<void>((resolve) => evil.listen(PORT + 9, "127.0.0.1", resolve));
    await page.goto(EVIL_PAGE).finally(() => evil.close());
    const outcome = await page.evaluate(
      async ({ data, redirect }) => {
        const read = await fetch(`${data}/query/production?query=*[_type=="redirect"]`, {
          credentials: "include",
        }).then(
          async (answer) => `read ${answer.status} ${(await answer.text()).slice(0, 40)}`,
          (error: Error) => `read refused: ${error.name}`,
        );
        // A 'simple' cross-site post needs no preflight: the browser sends it whatever CORS says, and shows nothing.
        await fetch(`${data}/mutate/production`, {
          method: "POST",
          mode: "no-cors",
          credentials: "include",
          headers: { "Content-Type": "text/plain" },
          body: JSON.stringify({ mutations: [{ createOrReplace: redirect }] }),
        }).catch(() => null);
        // And one with a preflight, as a script that wants the answer would send it.
        const preflighted = await fetch(`${data}/mutate/production`, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ mutations: [{ createOrReplace: redirect }] }),
        }).then(
          (answer) => `write ${answer.status}`,
          (error: Error) => `write refused: ${error.name}`,
        );
        return { read, preflighted };
      },
      { data: DATA, redirect: EVIL_REDIRECT },
    );
    expect(outcome).toEqual({ read: "read refused: TypeError", preflighted: "write refused: TypeError" });
    expect(await evilRedirectExists()).toBe(false);
  },
);

test(
  "CORS is for the Studio's and the site's local origins only, credentials included for them alone",
  ONCE,
  async () => {
    const preflight = (origin: string) =>
      fetch(`${DATA}/mutate/production`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
    const evil = await preflight("https://evil.example");
    expect(evil.status).toBe(403);
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
    expect(evil.headers.get("access-control-allow-credentials")).toBeNull();
    for (const origin of [`https://local.localhost:${TLS_PORT}`, `https://localhost:${TLS_PORT}`]) {
      const studio = await preflight(origin);
      expect(studio.status, origin).toBe(204);
      expect(studio.headers.get("access-control-allow-origin"), origin).toBe(origin);
      expect(studio.headers.get("access-control-allow-credentials"), origin).toBe("true");
    }
  },
);

test("a write with no token and no Studio origin is refused; with the site's token it is taken", ONCE, async () => {
  const write = (headers: Record<string, string>) =>
    fetch(`${DATA}/mutate/production`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ mutations: [{ createOrReplace: EVIL_REDIRECT }] }),
    });
  expect((await write({})).status).toBe(401);
  expect((await write({ Origin: "null" })).status).toBe(403);
  expect((await write({ Origin: "https://evil.example", Authorization: "Bearer stolen?" })).status).toBe(403);
  expect(await evilRedirectExists()).toBe(false);
  const reset = await fetch(`${LAKE}/__lake/reset`, { method: "POST" });
  expect(reset.status).toBe(401);
  // The site writes leads with its token: still taken.
  const lead = await fetch(`${DATA}/mutate/production`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer site" },
    body: JSON.stringify({
      mutations: [{ createOrReplace: { _id: "lead-lake-test", _type: "lead", email: "amina@umurage.rw" } }],
    }),
  });
  expect(lead.status).toBe(200);
});

test("a Host that is not the lake's own (DNS rebinding) gets 403; its own names get through", ONCE, async () => {
  for (const host of [
    "rebind.attacker.example",
    `rebind.attacker.example:${PORT}`,
    "localhost.evil.example",
    `localhost:${PORT + 1}`,
  ])
    expect(await withHost(host), host).toBe(403);
  for (const host of [`localhost:${PORT}`, `127.0.0.1:${PORT}`, `local.localhost:${PORT}`])
    expect(await withHost(host), host).toBe(200);
});

test(
  "npm run translations reads the lake and brings a translator's file back as drafts, the published text untouched",
  ONCE,
  async () => {
    // As an operator runs it against the local copy: the lake's address and a token for its writes.
    const env = {
      ...process.env,
      SANITY_PROJECT_ID: "local",
      SANITY_DATASET: "production",
      SANITY_API_HOST: LAKE,
      SANITY_WRITE_TOKEN: E2E_SECRETS.SANITY_WRITE_TOKEN, // (the lake takes any token)
    };
    // Run without blocking this process (a blocked event loop would miss the lake closing an idle connection, and
    // the next request would be sent on it).
    const run = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn("node", ["--import", "tsx", "scripts/translations/index.ts", ...args], { env });
        let [stdout, stderr] = ["", ""];
        child.stdout.on("data", (chunk) => (stdout += chunk));
        child.stderr.on("data", (chunk) => (stderr += chunk));
        child.on("close", (status) => resolve({ status, stdout, stderr }));
      });
    const report = await run("--json");
    expect(report.status, report.stderr).toBe(0);
    expect(JSON.parse(report.stdout).languages.rw).toMatchObject({ missing: 0, stale: 0 });

    const file = path.resolve(".cache/lake-security/rw.xlf");
    const exported = await run("export", "--lang", "rw", "--out", file);
    expect(exported.stdout).toMatch(/^Wrote \d+ units from the Sanity dataset production into /);
    const answer = "Yego: iminsi 30, nta karita ya banki.";
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(
        /(<file id="faq-1">.*?name="answer">.*?<target>).*?(<\/target>)/,
        `$1${answer}$2`,
      ),
    );
    const imported = await run("import", file);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^Imported \d+ rw fields into drafts in the Sanity dataset production/);

    const read = async (id: string) => {
      const query = encodeURIComponent(`*[_id == "${id}"][0].answer[language == "rw"][0]{ value, source }`);
      const body = await fetch(`${DATA}/query/production?query=${query}&perspective=raw`, {
        headers: { Authorization: "Bearer site" },
      });
      return ((await body.json()) as { result: { value: string; source: string } | null }).result;
    };
    const [draft, published] = [await read("drafts.faq-1"), await read("faq-1")];
    expect(draft).toMatchObject({ value: answer, source: published!.source });
    expect(published!.value).not.toBe(answer);
  },
);
