// First-load JavaScript and CSS of every route, from the production build's Remix manifest: the entry, the root
// and the route's own module with everything each imports, gzip-compressed (as `compression` serves them). These
// sizes are deterministic (the same build gives the same bytes), so `npm test` checks them against budgets
// (scripts/size-budgets.json) with `node scripts/bundle-size.mjs --check`; `npm run bench` reports the same
// figures against a bare Remix app built apart from the site (scripts/bare-app).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The Remix manifest (`window.__remixManifest = {…}`) of a client build. */
export function readManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No Remix manifest in ${assets}: run the production build first.`);
  const source = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

/** The stylesheets every page links (root links tailwind.css by URL, which the manifest does not list). */
function linkedStylesheets(clientDir) {
  return readdirSync(path.join(clientDir, "assets"))
    .filter((name) => name.endsWith(".css"))
    .map((name) => `/assets/${name}`);
}

const gzipSizes = new Map();
function gzipSize(clientDir, url) {
  const key = path.join(clientDir, url);
  if (!gzipSizes.has(key)) gzipSizes.set(key, gzipSync(readFileSync(key)).length);
  return gzipSizes.get(key);
}

/** { [routeId]: { js, css, files } } in bytes, gzip, for every route of a build (build/client by default). */
export function firstLoadSizes(clientDir = path.join(root, "build/client")) {
  const manifest = readManifest(clientDir);
  const css = linkedStylesheets(clientDir);
  const chain = (id) => {
    const route = manifest.routes[id];
    return route ? [...(route.parentId ? chain(route.parentId) : []), route] : [];
  };
  const result = {};
  for (const id of Object.keys(manifest.routes)) {
    if (id === "root") continue;
    const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const styles = new Set([...css, ...manifest.entry.css]);
    for (const route of chain(id)) {
      js.add(route.module);
      for (const file of route.imports ?? []) js.add(file);
      for (const file of route.css ?? []) styles.add(file);
    }
    const sum = (files) => [...files].reduce((total, file) => total + gzipSize(clientDir, file), 0);
    result[id] = { js: sum(js), css: sum(styles), files: [...js, ...styles] };
  }
  return result;
}

export const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = firstLoadSizes();
  const budgets = JSON.parse(readFileSync(path.join(root, "scripts/size-budgets.json"), "utf8"));
  const over = [];
  const rows = [];
  for (const [id, size] of Object.entries(sizes)) {
    // A page in another language (fr/pages/home: its prefix, a language code, then the page's own id) has the
    // page's budget.
    const budget = budgets.routes[id.replace(/^[a-z]{2}\//, "")] ?? budgets.default;
    rows.push(
      `${id.padEnd(34)} JS ${String(kB(size.js)).padStart(6)} kB / ${budget.js} kB   CSS ${String(kB(size.css)).padStart(5)} kB / ${budget.css} kB`,
    );
    if (kB(size.js) > budget.js)
      over.push(`${id}: first-load JS ${kB(size.js)} kB is over its budget of ${budget.js} kB`);
    if (kB(size.css) > budget.css)
      over.push(`${id}: first-load CSS ${kB(size.css)} kB is over its budget of ${budget.css} kB`);
  }
  console.log(rows.join("\n"));
  if (process.argv.includes("--check")) {
    if (over.length) {
      console.error(`\nBundle size budgets exceeded (scripts/size-budgets.json):\n  ${over.join("\n  ")}`);
      process.exit(1);
    }
    console.log("\nEvery route is within its size budget (gzip, scripts/size-budgets.json).");
  }
}
