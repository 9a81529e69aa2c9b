// First-load JavaScript of every page, as a visitor's browser gets it: the scripts Chromium downloads for the page
// until it has hydrated and the network is then idle, without scrolling, at a desktop (1280 × 800) and a phone
// (390 × 844) viewport, gzip-compressed (as `compression` serves them). Code that loads right after hydration counts;
// code that waits until its section comes near (app/lib/loads-near.tsx) does not, though a section at the edge of
// the first screen may count on one load and not the next (the footer's form on /auth, a block on a landing page:
// a desktop figure moves by up to 2 kB with when fonts and pictures settle the layout; the budgets leave room for
// it). The framework floor is measured the same way: a bare Remix app (scripts/bare-app), built apart and served by
// the site's own server. `npm test` checks the sizes against budgets, as ratios to the floor
// (scripts/size-budgets.json), with `node scripts/bundle-size.mjs --check`; `npm run bench` reports the same
// figures. CSS: the one stylesheet every page inlines (app/lib/stylesheet.tsx), from the build.
import { execSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.mjs";
import { startProductionServer } from "./production-server.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const BARE_APP = path.join(root, ".cache/bare-app");

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** The stylesheet every page inlines, gzip. */
export function stylesheetSize(clientDir = path.join(root, "build/client")) {
  const assets = path.join(clientDir, "assets");
  return readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .reduce((total, name) => total + gzipSync(readFileSync(path.join(assets, name))).length, 0);
}

/** Pages measured at once: part of a page's time is the browser waiting for the network to be idle. */
const AT_ONCE = 4;

/**
 * For each path, the gzip bytes of the scripts Chromium downloads for it (at each viewport) until React has hydrated
 * the page (`html[data-hydrated]`, set by app/root.tsx after the page's other effects) and the network is then idle,
 * without scrolling: { [path]: { desktop, phone, files } }. Waiting for hydration first keeps code that an effect
 * asks for in the count however long the scripts take to run on a busy machine. `hydrated: false` for a page
 * without the mark (the bare app).
 */
export async function downloadedJs(baseUrl, paths, { hydrated = true } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const result = {};
  /** The gzip bytes of the scripts one page downloads at one viewport. */
  const measure = async (pagePath, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const bodies = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      result[pagePath].files.add(new URL(response.url()).pathname);
      bodies.push(response.body().catch(() => Buffer.alloc(0)));
    });
    const response = await page.goto(baseUrl + pagePath, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
    if (hydrated) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    let bytes = 0;
    for (const body of await Promise.all(bodies)) bytes += gzipSync(body).length;
    await context.close();
    return bytes;
  };
  /** One page at both viewports, side by side, each in a context of its own (nothing shared but the server). */
  const measurePage = async (pagePath) => {
    result[pagePath] = { files: new Set() };
    const [desktop, phone] = await Promise.all([
      measure(pagePath, VIEWPORTS.desktop),
      measure(pagePath, VIEWPORTS.phone),
    ]);
    Object.assign(result[pagePath], { desktop, phone, files: [...result[pagePath].files].sort() });
  };
  try {
    const queue = [...paths];
    const measureNext = async () => {
      while (queue.length) await measurePage(queue.shift());
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, paths.length) }, measureNext));
  } finally {
    await browser.close();
  }
  return result;
}

/** The bare app's first-load JS, measured as the site's: built if needed, served by the site's server (build/). */
export async function floorJs(port) {
  if (!existsSync(path.join(BARE_APP, "server/index.js")))
    execSync("npx remix vite:build --config scripts/bare-app/vite.config.ts", { stdio: "inherit", cwd: root });
  // The server finds its build beside its own file (server/index.ts), so the site's server serves the bare app.
  copyFileSync(path.join(root, "build/start.js"), path.join(BARE_APP, "start.js"));
  // Its log is left out: it has no favicon route, and says so with a stack at each page load.
  const server = await startProductionServer(port, {}, { start: path.join(BARE_APP, "start.js"), log: "ignore" });
  try {
    const { desktop, phone } = (await downloadedJs(server.url, ["/"], { hydrated: false }))["/"];
    return Math.max(desktop, phone);
  } finally {
    server.stop();
  }
}

/**
 * Every page to measure: the registry's in every language, every bundled landing page, and two of each other kind of
 * document with a URL of its own (posts, categories, authors: their pages are alike), labelled by kind.
 */
export async function pagesToMeasure() {
  const { PAGES } = await import("@shared/addresses/pages.ts");
  const { addressesOf, namesOf } = await import("@shared/addresses/names.ts");
  const { LOCALES, localePath } = await import("@shared/addresses/locales.ts");
  const { evaluateGroq, parseNdjson } = await import("@shared/content/groq.ts");
  const { ROUTED_DOCUMENTS_QUERY } = await import("@shared/content/fragments.ts");
  const routed = await evaluateGroq(
    ROUTED_DOCUMENTS_QUERY,
    {},
    parseNdjson(readFileSync(path.join(root, "fixtures/data.ndjson"), "utf8")),
  );
  const kinds = new Map();
  for (const document of routed) {
    const same = kinds.get(document._type) ?? [];
    if (document._type === "landingPage" || same.length < 2) kinds.set(document._type, [...same, document]);
  }
  const documents = [...kinds.values()].flat();
  return LOCALES.flatMap((locale) => [
    ...PAGES.map((page) => ({ path: localePath(locale, page.path), page: page.path })),
    // (each at its address in the language: /fr/blog/<its French slug>)
    ...documents.map((document) => ({
      path: addressesOf(document._type, namesOf(document.name, document.names))[locale],
      page: `a ${document._type}`,
    })),
  ]);
}

export const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const budgets = JSON.parse(readFileSync(path.join(root, "scripts/size-budgets.json"), "utf8"));
  const floor = await floorJs(3461);
  const pages = await pagesToMeasure();
  const server = await startProductionServer(3460, { ALLOW_INDEXING: "true" });
  let sizes;
  try {
    sizes = await downloadedJs(
      server.url,
      pages.map((page) => page.path),
    );
  } finally {
    server.stop();
  }
  const css = stylesheetSize();
  const over = [];
  const rows = [`floor (bare Remix app)          JS ${String(kB(floor)).padStart(6)} kB`];
  for (const { path: pagePath, page } of pages) {
    const ratio = budgets.js[page] ?? budgets.js.default;
    const size = sizes[pagePath];
    const worst = Math.max(size.desktop, size.phone);
    rows.push(
      `${pagePath.padEnd(32)} JS ${String(kB(worst)).padStart(6)} kB = ${(worst / floor).toFixed(3)} × floor / ${ratio} ×`,
    );
    if (worst > ratio * floor)
      over.push(
        `${pagePath}: ${kB(worst)} kB of JS until the page has hydrated and the network is idle is ${(worst / floor).toFixed(3)} × the floor, over ${ratio} × (${size.files.join(", ")})`,
      );
  }
  rows.push(`stylesheet (every page)         CSS ${String(kB(css)).padStart(5)} kB / ${budgets.cssKB} kB`);
  if (kB(css) > budgets.cssKB) over.push(`the stylesheet: ${kB(css)} kB is over its budget of ${budgets.cssKB} kB`);
  console.log(rows.join("\n"));
  if (process.argv.includes("--check")) {
    if (over.length) {
      console.error(`\nSize budgets exceeded (scripts/size-budgets.json):\n  ${over.join("\n  ")}`);
      process.exit(1);
    }
    console.log("\nEvery page is within its size budget (gzip, scripts/size-budgets.json).");
  }
}
