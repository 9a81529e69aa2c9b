// `npm run content:check [-- --json] [--level error|warning] [--dataset file.ndjson]`: the content quality rules
// (app/shared/quality/quality.ts) over a whole dataset: the bundled one offline (or the file --dataset names), the configured
// Sanity dataset or the local lake otherwise (SANITY_PROJECT_ID…). Prints each finding with its document, language,
// field and rule; exits 1 when there is an error. A dataset that cannot be read is one line and exit 2.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkDataset, type Finding } from "@shared/quality/quality";
import { configuredClient } from "@shared/setup/sanity-client.server";

type Doc = Record<string, unknown> & { _id: string; _type: string };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function fail(message: string): never {
  console.error(`npm run content:check: ${message}`);
  process.exit(2);
}

let options: { json?: boolean; level?: string; dataset?: string } = {};
try {
  options = parseArgs({
    args: process.argv.slice(2),
    options: { json: { type: "boolean" }, level: { type: "string" }, dataset: { type: "string" } },
  }).values;
} catch (error) {
  fail((error as Error).message.split("\n")[0]!);
}
if (options.level && options.level !== "error" && options.level !== "warning")
  fail(`--level is error or warning, not ${options.level}`);

/** A dataset file's documents: one line that says where, for a line that is not a document. */
function readDataset(file: string): Doc[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    fail(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  return text.split("\n").flatMap((line, index) => {
    if (!line.trim()) return [];
    let document: unknown;
    try {
      document = JSON.parse(line);
    } catch {
      fail(`${path.relative(process.cwd(), file)}, line ${index + 1}: not a JSON document`);
    }
    if (
      typeof document !== "object" ||
      document === null ||
      typeof (document as Doc)._id !== "string" ||
      typeof (document as Doc)._type !== "string"
    )
      fail(`${path.relative(process.cwd(), file)}, line ${index + 1}: a document needs an _id and a _type`);
    return [document as Doc];
  });
}

/** The bundled images' sizes by asset id (their file names: <hash>-<w>x<h>.<ext>). */
function bundledImageBytes(): (assetId: string) => number | null {
  const dir = path.join(root, "fixtures", "images");
  const sizes = new Map<string, number>();
  if (existsSync(dir))
    for (const name of readdirSync(dir)) {
      const match = /^(.+)\.(\w+)$/.exec(name);
      if (match) sizes.set(`image-${match[1]}-${match[2]}`, statSync(path.join(dir, name)).size);
    }
  return (assetId) => sizes.get(assetId) ?? null;
}

/** The sizes the dataset's image asset documents give, by asset id. */
const assetSizes = (documents: Doc[]): [string, number][] =>
  documents.flatMap((document) =>
    document._type === "sanity.imageAsset" && typeof document.size === "number" ? [[document._id, document.size]] : [],
  );

async function load(): Promise<{ documents: Doc[]; where: string; bytes: (assetId: string) => number | null }> {
  const client = options.dataset ? null : configuredClient(fail);
  if (!client) {
    const file = path.resolve(options.dataset ?? path.join(root, "fixtures", "data.ndjson"));
    const documents = readDataset(file);
    // (an asset document of the dataset says its size; else the bundled file's)
    const sizes = new Map(assetSizes(documents));
    const files = bundledImageBytes();
    return { documents, where: path.relative(process.cwd(), file), bytes: (id) => sizes.get(id) ?? files(id) };
  }
  try {
    const [documents, assets] = await Promise.all([
      client.fetch<Doc[]>(`*[!(_id in path("_.**")) && !(_type match "sanity.*")]`),
      client.fetch<Doc[]>(`*[_type == "sanity.imageAsset"]{ _id, _type, size }`),
    ]);
    const sizes = new Map(assetSizes(assets));
    return { documents, where: `the Sanity dataset ${client.config().dataset}`, bytes: (id) => sizes.get(id) ?? null };
  } catch (error) {
    fail(`Sanity could not be read: ${(error as Error).message.split("\n")[0]}`);
  }
}

const started = performance.now();
const { documents, where, bytes } = await load();
// What the site serves: an export's drafts and release versions are not checked here (the Studio checks them).
let all: Finding[] = [];
try {
  all = checkDataset(
    documents.filter((document) => !/^(drafts|versions)\./.test(document._id)),
    bytes,
  );
} catch (error) {
  // A dataset the rules cannot read is said in one line, as one that cannot be loaded is.
  fail(`${where} could not be checked: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
}
const shown = options.level === "error" ? all.filter((finding) => finding.level === "error") : all;
const errors = all.filter((finding) => finding.level === "error").length;
if (options.json)
  console.log(JSON.stringify({ dataset: where, errors, warnings: all.length - errors, findings: shown }, null, 2));
else {
  const line = (finding: Finding) =>
    `${finding.level === "error" ? "error  " : "warning"} ${finding.documentId} ${finding.language ?? "*"} ${finding.path}: ${finding.message} [${finding.rule}]`;
  for (const finding of shown) console.log(line(finding));
  console.log(
    `\n${where}: ${documents.length} documents, ${errors} error(s), ${all.length - errors} warning(s) (${Math.round(performance.now() - started)} ms)`,
  );
}
process.exit(errors > 0 ? 1 : 0);
