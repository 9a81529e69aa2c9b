// Part of `npm run bench` (or alone, after `npm run build`: `node scripts/bench-navigation.mjs`): a tap on a link,
// timed from a real pointer press to the new page's heading on screen (scripts/navigation-timing.mjs), client-side
// (right after the page hydrated) and loaded anew (the same press, the browser loading the page), side by side in
// one run, at 1×, 4× (Lighthouse's phone) and 6× (a low-end Android phone) CPU; with the requests each made and the
// press's interaction time as Chromium times it (INP). The median of RUNS presses each.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.mjs";
import { tapAndTime, throttleCpu } from "./navigation-timing.mjs";
import { startProductionServer } from "./production-server.mjs";

/** The navigations measured: from a page, the link pressed, the new page's heading. */
export const NAVIGATIONS = [
  { from: "/", link: 'header a[href="/pricing"]', heading: "Simple pricing that grows with you" },
  {
    from: "/pricing",
    // (the announcement bar's link)
    link: 'a[href="/blog/live-translation-in-every-conversation"]',
    heading: "Ihuza 2.0: live translation in every conversation",
  },
  { from: "/blog/live-translation-in-every-conversation", link: 'main a[href="/contact"]', heading: "Let's talk" },
];
export const RATES = [1, 4, 6];
const RUNS = Number(process.env.NAVIGATION_RUNS ?? 5);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One press, in a fresh tab (nothing cached but what a first visit has). */
async function press(browser, base, { from, link, heading }, rate, anew) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await throttleCpu(page, rate);
    await page.goto(`${base}${from}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return await tapAndTime(page, page.locator(link).first(), heading, { anew });
  } finally {
    await context.close();
  }
}

export async function benchNavigation(port = 3466) {
  const server = await startProductionServer(port);
  const browser = await chromium.launch({ executablePath: chromiumPath("tests"), args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const navigation of NAVIGATIONS)
      for (const rate of RATES) {
        const client = [];
        const anew = [];
        // Side by side: one of each in turn, so that the machine's moment weighs on both alike.
        for (let run = 0; run < RUNS; run++) {
          client.push(await press(browser, server.url, navigation, rate, false));
          anew.push(await press(browser, server.url, navigation, rate, true));
        }
        const last = client.at(-1);
        const clientMs = median(client.map((result) => result.ms));
        const anewMs = median(anew.map((result) => result.ms));
        rows.push({
          navigation: `${navigation.from} → “${navigation.heading}”`,
          rate,
          clientMs,
          anewMs,
          ratio: clientMs / anewMs,
          inp: median(client.map((result) => result.inp)),
          data: last.data.length,
          chunks: last.chunks.length,
        });
      }
  } finally {
    await browser.close();
    server.stop();
  }
  return rows;
}

/** The rows as the performance table's Markdown. */
export function navigationTable(rows) {
  return [
    `## A tap on a link (the median of ${RUNS} presses each; scripts/bench-navigation.mjs)`,
    "",
    "From a pointer press on the link to the new page's heading on screen. Client-side: right after the page has hydrated. Loaded anew: the same press, the browser loading the page itself (as before the scripts have run). Requests: what went over the network during the client-side tap (a copy the browser already had is not one). The same rows before issue 63's work: docs/decisions/020-a-tap-on-a-phone.md.",
    "",
    "| navigation | CPU | client-side | loaded anew | ratio | INP of the press | `.data` requests | script chunks |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.navigation} | ${row.rate}× | ${row.clientMs} ms | ${row.anewMs} ms | ${row.ratio.toFixed(2)} | ${row.inp} ms | ${row.data} | ${row.chunks} |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(navigationTable(await benchNavigation()));
