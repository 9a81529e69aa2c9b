// `tsx scripts/bench-scale.ts [--scale 10]`, after `npm run build` (not yet part of `npm run bench`: at ten times
// today's content a publish leaves the site unanswering, docs/decisions/023-keyed-by-answers.md), written to
// docs/performance-scale.md once it completes: the site on today's dataset and on one at ten times today's content
// (scripts/scale-dataset.ts), side by side (issue 65). The production build with the mocked Sanity API in its
// process (tests/mocks, MOCK_DATASET_FILE naming the dataset) and a CDN's purge endpoint played here, measuring for
// each:
// - the first render of a few pages (a cold server), a full crawl (every address of sitemap.xml, its Markdown twin,
//   the feeds and the llms files), and the memory the server holds after it;
// - what an edit re-renders: a post's body, then a plan's price, published (live events), and the next full crawl's
//   page-cache misses, with the addresses the CDN's purge reached (and how many of them are the blog's);
// - a crawler reading every address in turn while an editor publishes every 10 s: the page cache's hit ratio, and
//   how long each publish took to show on both of two instances;
// - the search results page's rate against a page rendered on every view (an instance with no page cache).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { LOCALES, ownAddress, prefixed, stripLocale } from "@shared/addresses/locales";
import { parseNdjson } from "@shared/content/groq";
import { postBody } from "../tests/mocks/sanity";
import { startTestServer, type TestServer } from "../tests/test-server";
import { scaleDataset } from "./scale-dataset";
import { writeJson } from "./write-json.mjs";

/** The queries the search results page is loaded with, in turn (never cached): words, typos, other languages. */
export const SEARCHES = [
  "translation",
  "pricng",
  "free trial",
  "securite",
  "meetings",
  "white label",
  "kwishy",
  "essai",
];

const BUNDLED = "fixtures/data.ndjson";
const CONTROL_DIR = path.resolve(".cache/mock-sanity");
/** Room for every answer of a crawl at ten times today's content (the default, 64 MB, holds today's). */
const CACHE_MB = "1024";
const PUBLISH_EVERY_MS = 10_000;
const UNDER_PUBLISHES = 4;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const progress = (label: string, what: string) => console.error(`[bench-scale] ${label}: ${what}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A CDN's purge endpoint: the keys each purge named. */
async function purgeEndpoint() {
  const received: string[] = [];
  const server: Server = createServer((request, response) => {
    received.push(
      ...String(request.headers["xkey-purge"] ?? "")
        .split(" ")
        .filter(Boolean),
    );
    request.resume();
    response.end("purged");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    close: () => server.close(),
  };
}

/** What the server's page cache has answered so far (its SIGUSR2 line), and what it holds. */
async function cacheStats(server: TestServer) {
  const before = server.log().length;
  process.kill(server.pid, "SIGUSR2");
  for (let tries = 0; tries < 200; tries++) {
    const line = /\[cache\] (.*); (\d+) hits, (\d+) misses/.exec(server.log().slice(before));
    if (line) {
      const megabytes = [...line[1]!.matchAll(/\(([\d.]+) MB\)/g)].reduce((sum, [, mb]) => sum + Number(mb), 0);
      return { hits: Number(line[2]), misses: Number(line[3]), megabytes };
    }
    await wait(25);
  }
  throw new Error("the server did not say what its page cache holds");
}

const rssMiB = (server: TestServer) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** Every address a crawler reads: each page of sitemap.xml and its Markdown twin, the feeds, the llms files. */
async function addressesOf(server: TestServer): Promise<{ address: string; markdown: boolean }[]> {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const files = [
    "/sitemap.xml",
    ...LOCALES.flatMap((locale) =>
      ["/llms.txt", "/llms-full.txt", "/blog/rss.xml"].map((file) => ownAddress(prefixed(locale, file))),
    ),
  ];
  return [
    ...pages.flatMap((address) => [
      { address, markdown: false },
      { address, markdown: true },
    ]),
    ...files.map((address) => ({ address, markdown: false })),
  ];
}

const nameOf = ({ address, markdown }: { address: string; markdown: boolean }) =>
  markdown ? `${address} (Markdown)` : address;

/** Reads every address, four at a time: the keys a shared cache files each under. */
async function crawl(server: TestServer, addresses: { address: string; markdown: boolean }[]) {
  const keys = new Map<string, string[]>();
  let next = 0;
  const reader = async () => {
    while (next < addresses.length) {
      const one = addresses[next++]!;
      if (next % 1000 === 0) progress("crawl", `${next} of ${addresses.length}`);
      const ask = () =>
        fetch(`${server.url}${one.address}`, {
          redirect: "manual",
          headers: one.markdown ? { Accept: "text/markdown" } : {},
        });
      // (a kept-alive connection the server closed as it was reused is asked again, as a browser does)
      const answer = await ask().catch(ask);
      await answer.arrayBuffer();
      const shared = /\bpublic\b/.test(answer.headers.get("cache-control") ?? "");
      keys.set(nameOf(one), shared ? (answer.headers.get("xkey") ?? "").split(" ").filter(Boolean) : []);
    }
  };
  await Promise.all([reader(), reader(), reader(), reader()]);
  return keys;
}

/** Waits until `address` on every server shows `text`; the milliseconds from `since` until the last did. */
async function shownEverywhere(servers: TestServer[], address: string, text: string, since: number) {
  const seen = await Promise.all(
    servers.map(async (server) => {
      for (;;) {
        if ((await (await fetch(`${server.url}${address}`)).text()).includes(text)) return performance.now() - since;
        if (performance.now() - since > 30_000) throw new Error(`${server.url}${address} never showed “${text}”`);
        await wait(20);
      }
    }),
  );
  return Math.max(...seen);
}

interface Edit {
  id: string;
  set: Record<string, unknown>;
  /** Where it shows, and the text that says so. */
  at: string;
  text: string;
}

/** Publishes `edit` on top of `published`; once it shows, the next crawl's misses and the addresses purged. */
async function reRendered(
  context: {
    server: TestServer;
    control: string;
    cdn: Awaited<ReturnType<typeof purgeEndpoint>>;
    /** How many answers of a crawl miss every time (a lead form's page is one visitor's: never kept). */
    neverKept: number;
  },
  published: Edit[],
  edit: Edit,
  addresses: { address: string; markdown: boolean }[],
  keysOf: Map<string, string[]>,
) {
  const { server, control, cdn } = context;
  published.push(edit);
  cdn.received.length = 0;
  writeJson(control, {
    patches: published.map(({ id, set }) => ({ id, set: { ...set, _updatedAt: new Date().toISOString() } })),
  });
  await shownEverywhere([server], edit.at, edit.text, performance.now());
  await wait(500); // (the purge of the CDN follows the page cache's)
  const before = await cacheStats(server);
  await crawl(server, addresses);
  const after = await cacheStats(server);
  const purged = [...keysOf].filter(([, keys]) => keys.some((key) => cdn.received.includes(key))).map(([a]) => a);
  return {
    misses: after.misses - before.misses - context.neverKept,
    purged: purged.length,
    blog: purged.filter((address) => /^\/blog\b/.test(stripLocale(address.replace(/ \(Markdown\)$/, "")))).length,
  };
}

/** The rate of a page rendered on every view, and of the search results page, on an instance with no page cache. */
async function searchRate(env: Record<string, string>) {
  const server = await startTestServer({ ...env, HTML_CACHE_MB: "0" });
  try {
    const rate = async (options: Partial<autocannon.Options>) =>
      Math.round((await autocannon({ url: server.url, connections: 10, duration: 10, ...options })).requests.average);
    const page = await rate({ url: `${server.url}/pricing` });
    const search = await rate({
      requests: SEARCHES.map((query) => ({ method: "GET", path: `/search?q=${encodeURIComponent(query)}` })),
    });
    return { page, search };
  } finally {
    await server.stop();
  }
}

async function measure(label: string, dataset: string) {
  const control = path.join(CONTROL_DIR, `scale-${label}.json`);
  writeJson(control, {});
  const cdn = await purgeEndpoint();
  const env = {
    MOCK_DATASET_FILE: dataset,
    MOCK_SANITY_PATCHES: control,
    MOCK_SYNC_TAGS: "filters",
    CONTENT_TTL_SECONDS: "3600",
  };
  const server = await startTestServer({ ...env, HTML_CACHE_MB: CACHE_MB, CDN_PURGE_URL: cdn.url });
  const other = await startTestServer({ ...env, HTML_CACHE_MB: CACHE_MB });
  try {
    const documents = parseNdjson(readFileSync(dataset, "utf8"));
    const post = "post-spaces-in-five-steps";
    const postPage = "/blog/spaces-in-five-steps";
    const firstRender: number[] = [];
    for (const address of ["/", "/blog", postPage, "/pricing"]) {
      const started = performance.now();
      await (await fetch(`${server.url}${address}`)).text();
      firstRender.push(performance.now() - started);
    }
    const addresses = await addressesOf(server);
    progress(
      label,
      `first renders ${firstRender.map(Math.round).join(", ")} ms; crawling ${addresses.length} addresses`,
    );
    const crawlStarted = performance.now();
    const keysOf = await crawl(server, addresses);
    const crawlMs = performance.now() - crawlStarted;
    const held = await cacheStats(server);
    // Crawled again with nothing changed: what misses then is never kept.
    await crawl(server, addresses);
    const neverKept = (await cacheStats(server)).misses - held.misses;
    const memory = rssMiB(server);
    await fetch(`${other.url}${postPage}`).then((answer) => answer.text());
    for (const instance of [server, other]) while (!instance.log().includes("live updates: connected")) await wait(50);

    progress(label, `crawled in ${Math.round(crawlMs)} ms; live updates connected on both`);
    const published: Edit[] = [];
    const context = { server, control, cdn, neverKept };
    const body = await reRendered(
      context,
      published,
      {
        id: post,
        set: { body: postBody("Every space now opens on its pinned decisions.") },
        at: postPage,
        text: "pinned decisions",
      },
      addresses,
      keysOf,
    );
    const price = await reRendered(
      context,
      published,
      { id: "plan-starter", set: { price: 8_200 }, at: "/pricing", text: "RWF\u00a08,200" },
      addresses,
      keysOf,
    );

    progress(label, `edits re-rendered ${body.misses} and ${price.misses}`);
    // A crawler reading every address in turn while an editor publishes a post's body every 10 s.
    const before = await cacheStats(server);
    const shown: number[] = [];
    let crawling = true;
    let passes = 0;
    const crawler = (async () => {
      for (; crawling; passes++) await crawl(server, addresses);
    })();
    for (let n = 1; n <= UNDER_PUBLISHES; n++) {
      await wait(PUBLISH_EVERY_MS);
      const text = `Edit number ${n} of the day.`;
      published.push({ id: post, set: { body: postBody(text) }, at: postPage, text });
      const since = performance.now();
      writeJson(control, {
        patches: published.map(({ id, set }) => ({ id, set: { ...set, _updatedAt: new Date().toISOString() } })),
      });
      shown.push(await shownEverywhere([server, other], postPage, text, since));
      progress(label, `publish ${n} shown on both after ${Math.round(shown.at(-1)!)} ms`);
    }
    crawling = false;
    await crawler;
    const after = await cacheStats(server);
    // (of the answers the page cache may keep)
    const served = after.hits - before.hits + after.misses - before.misses - passes * neverKept;
    return {
      label,
      neverKept,
      documents: documents.length,
      addresses: addresses.length,
      firstRender: median(firstRender),
      firstRenderMax: Math.max(...firstRender),
      crawlMs,
      memory,
      cacheMb: held.megabytes,
      body,
      price,
      hitRatio: (after.hits - before.hits) / served,
      served,
      shown,
      search: await searchRate(env),
    };
  } catch (error) {
    throw new Error(`${(error as Error).message}; the server's log ends:\n${server.log().slice(-3000)}`, {
      cause: error,
    });
  } finally {
    await Promise.all([server.stop(), other.stop()]);
    cdn.close();
    rmSync(control, { force: true });
  }
}

export async function benchScale(scale = 10) {
  mkdirSync(CONTROL_DIR, { recursive: true });
  const scaled = path.resolve(`.cache/scale-${scale}/data.ndjson`);
  mkdirSync(path.dirname(scaled), { recursive: true });
  const documents = scaleDataset(parseNdjson(readFileSync(BUNDLED, "utf8")), scale);
  writeFileSync(scaled, documents.map((document) => JSON.stringify(document)).join("\n") + "\n");
  const today = await measure("today", path.resolve(BUNDLED));
  const grown = await measure(`x${scale}`, scaled);
  const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
  const times = (a: number, b: number) => `${(b / a).toFixed(2)} ×`;
  const row = (what: string, cell: (m: typeof today) => string, compare = "") =>
    `| ${what} | ${cell(today)} | ${cell(grown)} | ${compare} |`;
  const report = [
    `# Ten times today's content`,
    "",
    "Written by `tsx scripts/bench-scale.ts` (after `npm run build`); run it again rather than editing this file.",
    "",
    `The production build on today's dataset and on one at ${scale} × its posts, landing pages, categories and authors (\`npm run scale\`), mocked Sanity in the server's process, page cache ${CACHE_MB} MB. A crawl reads every address of sitemap.xml and its Markdown twin, the feeds and the llms files, four at a time. Re-rendered: the next crawl's page-cache misses after one publish (live events), but for those a crawl misses every time (a lead form's page is one visitor's: never kept); the hit ratio is of the answers the page cache keeps; purged: the crawled addresses a CDN's purge reached.`,
    "",
    `| measure | today | ×${scale} | ×${scale} against today |`,
    "|---|---|---|---|",
    row("documents; addresses crawled (of them never kept)", (m) => `${m.documents}; ${m.addresses} (${m.neverKept})`),
    row(
      "first render of /, /blog, a post, /pricing (cold server; median, max)",
      (m) => `${ms(m.firstRender)}, ${ms(m.firstRenderMax)}`,
      times(today.firstRender, grown.firstRender),
    ),
    row("a full crawl, cold", (m) => ms(m.crawlMs)),
    row(
      "memory after it (RSS); of it, the page cache",
      (m) => `${Math.round(m.memory)} MiB; ${m.cacheMb.toFixed(1)} MB`,
      times(today.memory - today.cacheMb, grown.memory - grown.cacheMb) + " without the page cache",
    ),
    row(
      "a post's body edited: re-rendered; purged (of them the blog's)",
      (m) => `${m.body.misses}; ${m.body.purged} (${m.body.blog})`,
    ),
    row(
      "a plan's price edited: re-rendered; purged (of them the blog's)",
      (m) => `${m.price.misses}; ${m.price.purged} (${m.price.blog})`,
    ),
    row(
      `a crawler, one publish every ${PUBLISH_EVERY_MS / 1000} s: page-cache hit ratio (answers served)`,
      (m) => `${(m.hitRatio * 100).toFixed(1)} % (${m.served})`,
    ),
    row(
      "each publish shown on both of two instances (median, max)",
      (m) => `${ms(median(m.shown))}, ${ms(Math.max(...m.shown))}`,
    ),
    row(
      "search results page (requests/s); /pricing rendered every view",
      (m) => `${m.search.search}; ${m.search.page}`,
    ),
    row("search against a page rendered every view", (m) => times(m.search.page, m.search.search)),
  ].join("\n");
  writeFileSync("docs/performance-scale.md", `${report}\n`);
  return report;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("scripts/bench-scale.ts")) {
  const { values } = parseArgs({ options: { scale: { type: "string", default: "10" } } });
  console.log(await benchScale(Number(values.scale)));
  process.exit(0);
}
