// Seeds a Sanity dataset with the bundled content, images included:
//   npm run seed -- <dataset>        (default: $SANITY_STUDIO_DATASET or production)
// Needs SANITY_STUDIO_PROJECT_ID and a login (`npx sanity login` in sanity-studio/) or SANITY_AUTH_TOKEN.
// Image fields are rewritten to `_sanityAsset: "image@file://./images/<file>"`, which `sanity dataset import`
// uploads; Sanity names an asset by the sha1 of its file, so the uploaded images keep the fixtures' asset ids.
import { execSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Replaces every image (`{ asset: { _ref: "image-…" } }`, whatever its type's name: an image field, a post's inline
 * image) with the import format's `_sanityAsset`.
 */
export function toImportFormat(document) {
  const visit = (node) => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== "object") return node;
    if (typeof node.asset?._ref === "string" && node.asset._ref.startsWith("image-")) {
      const match = /^image-([a-zA-Z0-9]+)-(\d+x\d+)-([a-z0-9]+)$/.exec(node.asset._ref);
      if (!match) throw new Error(`Unexpected image reference ${node.asset._ref}`);
      const { asset: _asset, ...rest } = node;
      return { ...rest, _sanityAsset: `image@file://./images/${match[1]}-${match[2]}.${match[3]}` };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
  };
  return visit(document);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const dataset = process.argv[2] || process.env.SANITY_STUDIO_DATASET || "production";
  if (!process.env.SANITY_STUDIO_PROJECT_ID) {
    console.error("Set SANITY_STUDIO_PROJECT_ID (your project id from sanity.io/manage) first.");
    process.exit(1);
  }
  const out = path.join(root, ".cache", "seed");
  mkdirSync(out, { recursive: true });
  const lines = readFileSync(path.join(root, "fixtures", "data.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean);
  writeFileSync(
    path.join(out, "data.ndjson"),
    lines.map((line) => JSON.stringify(toImportFormat(JSON.parse(line)))).join("\n") + "\n",
  );
  cpSync(path.join(root, "fixtures", "images"), path.join(out, "images"), { recursive: true });
  // The import runs the Studio's own Sanity CLI: install the Studio's dependencies first, as `npm run studio` does.
  execSync("npm install --no-audit --no-fund", { cwd: path.join(root, "sanity-studio"), stdio: "inherit" });
  console.log(`Importing ${lines.length} documents into ${process.env.SANITY_STUDIO_PROJECT_ID}/${dataset}…`);
  execSync(`npx sanity dataset import ${JSON.stringify(path.join(out, "data.ndjson"))} ${dataset} --replace`, {
    cwd: path.join(root, "sanity-studio"),
    stdio: "inherit",
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: "1" },
  });
}
