import type { ChildProcess } from "node:child_process";
import { E2E_SECRETS } from "../../scripts/e2e-env.mjs";
import { expect, ONCE, startLocalLake, startMockedServer, test, type TestServer } from "../playwright-utils";

/*
 * The site remembers every address a document has had (docs/decisions/022-addresses-remembered.md): a name changed
 * through the API, with no Studio open, leaves a 301 from the old address to the new one, one hop however many
 * times it moved, and a restart of the site (a move made while it was down included) loses none. A local lake of
 * its own (scripts/lake.ts) and the production build with no mock, as `npm run studio` runs them.
 */

test.describe.configure({ mode: "serial" });

const LAKE_PORT = 3497;
const LAKE = `http://localhost:${LAKE_PORT}`;
const DATA = `${LAKE}/v2025-02-19/data`;
const AS_SITE = { Authorization: `Bearer ${E2E_SECRETS.SANITY_WRITE_TOKEN}` };
let lake: ChildProcess;
let site: TestServer;

const startSite = () =>
  startMockedServer(
    {
      SANITY_PROJECT_ID: "local",
      SANITY_DATASET: "production",
      SANITY_API_HOST: LAKE,
      SANITY_READ_TOKEN: E2E_SECRETS.SANITY_READ_TOKEN,
      SANITY_WRITE_TOKEN: E2E_SECRETS.SANITY_WRITE_TOKEN,
    },
    ["node", "build/start.js"],
  );

async function query<T>(groq: string): Promise<T> {
  const answer = await fetch(`${DATA}/query/production?query=${encodeURIComponent(groq)}&perspective=raw`, {
    headers: AS_SITE,
  });
  return ((await answer.json()) as { result: T }).result;
}

/** A change made through the API, as a script or a migration makes it: no Studio, no editor's tab. */
async function mutate(...mutations: object[]) {
  const answer = await fetch(`${DATA}/mutate/production`, {
    method: "POST",
    headers: { ...AS_SITE, "Content-Type": "application/json" },
    body: JSON.stringify({ mutations }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}
const rename = (id: string, set: Record<string, string>) => mutate({ patch: { id, set } });

/** The raw answer at `address`, as "status location" (no redirect followed). */
async function answerAt(address: string): Promise<string> {
  const answer = await fetch(`${site.url}${address}`, { redirect: "manual" });
  return `${answer.status} ${answer.headers.get("location") ?? ""}`.trim();
}
const expectAnswer = (address: string, expected: string) =>
  expect.poll(() => answerAt(address), { timeout: 15_000, intervals: [100] }).toBe(expected);

test.beforeAll(async () => {
  lake = await startLocalLake(LAKE_PORT, "lake-address-memory");
  site = await startSite();
  // The site's first look: what is there now is what it remembers.
  await expect.poll(() => query<number>(`count(*[_id == "ihuza.addresses"])`), { timeout: 15_000 }).toBe(1);
});
test.afterAll(async () => {
  await site?.stop();
  lake?.kill("SIGTERM");
});

test(
  "a landing page renamed through the API twice, then while the site was down: every old address, one hop",
  ONCE,
  async () => {
    await expectAnswer("/education", "200");
    await rename("landing-education", { "path.current": "/ai-academy" });
    await expectAnswer("/education", "301 /ai-academy");
    // In every language, to the page's address there (French and Kinyarwanda have names of their own).
    await expectAnswer("/fr/education", "301 /fr/programme-education");
    await expectAnswer("/rw/education?utm_source=newsletter&ref=7", "301 /rw/uburezi?ref=7&utm_source=newsletter");
    await expectAnswer("/ai-academy", "200");

    await rename("landing-education", { "path.current": "/academy" });
    await expectAnswer("/ai-academy", "301 /academy");
    await expectAnswer("/education", "301 /academy");
    await expectAnswer("/education?utm_campaign=spring", "301 /academy?utm_campaign=spring");

    // The site stops; the page moves again meanwhile; a new instance finds the move in what the dataset remembers.
    await site.stop();
    await rename("landing-education", { "path.current": "/learning" });
    site = await startSite();
    for (const old of ["/education", "/ai-academy", "/academy"]) await expectAnswer(old, "301 /learning");
    await expectAnswer("/learning", "200");
    // Each redirect names the page, not a path: no chain, and editors see them under Redirects.
    expect(
      await query(
        `*[_type == "redirect" && toPage._ref == "landing-education"] | order(from asc){ from, permanent, enabled }`,
      ),
    ).toEqual([
      { from: "/academy", permanent: true, enabled: true },
      { from: "/ai-academy", permanent: true, enabled: true },
      { from: "/education", permanent: true, enabled: true },
    ]);
  },
);

test(
  "a post's French name changed through the API: the old French address answers 301 to the new one",
  ONCE,
  async () => {
    const id = "post-spaces-in-five-steps";
    const [english, french] = await query<[string, string | null]>(
      `*[_id == "${id}"][0]{ "a": [slug.current, slugs.fr.current] }.a`,
    );
    const before = french ?? english;
    await rename(id, { "slugs.fr": { _type: "slug", current: "espaces-en-cinq-etapes-v2" } } as never);
    await expectAnswer(`/fr/blog/${before}`, "301 /fr/blog/espaces-en-cinq-etapes-v2");
    await expectAnswer("/fr/blog/espaces-en-cinq-etapes-v2", "200");
  },
);

test(
  "a name given back to a new document wins over the redirect kept from it, which is switched off",
  ONCE,
  async () => {
    // (a copy of the moved page, at its former English name, with no names of its own in the other languages)
    const { _id, _rev, slugs, ...copy } = await query<Record<string, unknown>>(`*[_id == "landing-education"][0]`);
    void [_id, _rev, slugs];
    await mutate({ create: { ...copy, _id: "landing-new-academy", path: { _type: "slug", current: "/academy" } } });
    await expectAnswer("/academy", "200");
    await expect
      .poll(() => query(`*[_type == "redirect" && from == "/academy"][0].enabled`), { timeout: 15_000 })
      .toBe(false);
    // The other old names still lead to the page that had them.
    await expectAnswer("/ai-academy", "301 /learning");
  },
);

test("a redirect an editor deletes stays deleted: the next move of any page does not make it again", ONCE, async () => {
  const id = await query<string>(`*[_type == "redirect" && from == "/ai-academy"][0]._id`);
  await mutate({ delete: { id } });
  await expectAnswer("/ai-academy", "404");
  // Another page moves: the site looks again, and leaves the old address the editor let go.
  await rename("landing-new-academy", { "path.current": "/academy-two" });
  await expectAnswer("/academy", "301 /academy-two");
  expect(await query(`count(*[_type == "redirect" && from == "/ai-academy"])`)).toBe(0);
  await expectAnswer("/ai-academy", "404");
});
