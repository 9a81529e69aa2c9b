import { Mutation, type Doc } from "@sanity/mutator";
// `npm run translations`: which French and Kinyarwanda texts are missing or out of date, and XLIFF files for
// translators (docs/editors.md, "Handing translations to a translator").
//   npm run translations [-- --json]
//   npm run translations -- export --lang rw [--only missing,stale] --out rw.xlf
//   npm run translations -- import rw.xlf [--to fixtures]
//   (--fixtures <file>: another copy of the bundled dataset to read and write, as the tests use)
//   npm run translations -- record    (the bundled dataset: today's English as the source of each translation
//     without one; for a Sanity dataset, the migration sanity-studio/migrations/record-translation-sources)
// It reads the bundled dataset (fixtures/data.ndjson), or the Sanity dataset the environment names (SANITY_PROJECT_ID,
// SANITY_DATASET, SANITY_API_HOST for the local lake; the Studio's drafts included). An import writes drafts there
// (never publishes; SANITY_WRITE_TOKEN), or into the bundled dataset with --to fixtures.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { SanityClient } from "@sanity/client";
import { parseNdjson } from "@shared/content/groq";
import {
  documentStatus,
  pathString,
  TRANSLATED_LOCALES,
  withSourcesRecorded,
  type TranslationState,
} from "@shared/translations/translation-status";
import { isLocale } from "@shared/addresses/locales";
import { configuredClient } from "@shared/setup/sanity-client.server";
import { exportXliff, importXliff, sizeProblem, XliffError } from "./xliff";

type Document = Record<string, unknown> & { _id: string; _type: string };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** One line on stderr and exit 1: what a person running the command reads. */
function fail(message: string): never {
  console.error(`npm run translations: ${message}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      json: { type: "boolean" },
      lang: { type: "string" },
      out: { type: "string" },
      only: { type: "string" },
      to: { type: "string" },
      fixtures: { type: "string" },
    },
  });
} catch (error) {
  fail((error as Error).message.split("\n")[0]!);
}
const { values: options, positionals } = parsed;
const command = positionals[0] ?? "report";
/** The bundled dataset (or the copy --fixtures names). */
const FIXTURES = path.resolve(options.fixtures ?? path.join(root, "fixtures", "data.ndjson"));

const bundled = (): Document[] => parseNdjson(readFileSync(FIXTURES, "utf8")) as Document[];
/** The documents with text (not the Studio's own, not images, not leads). */
const CONTENT = `*[!(_id in path("_.**")) && !(_type match "sanity.*") && !(_type in ["lead", "subscriber", "translationSource"])]`;

async function documents(
  client: SanityClient | null,
  toFixtures = false,
): Promise<{ list: Document[]; where: string }> {
  if (!client || toFixtures) return { list: bundled(), where: "the bundled dataset" };
  try {
    return { list: await client.fetch<Document[]>(CONTENT), where: `the Sanity dataset ${client.config().dataset}` };
  } catch (error) {
    fail(`Sanity could not be read: ${(error as Error).message.split("\n")[0]}`);
  }
}

async function report(client: SanityClient | null) {
  const { list, where } = await documents(client);
  const languages: Record<string, { total: number; missing: number; stale: number }> = {};
  const worst: Record<string, { id: string; type: string; missing: number; stale: number }[]> = {};
  for (const language of TRANSLATED_LOCALES) {
    languages[language] = { total: 0, missing: 0, stale: 0 };
    worst[language] = [];
  }
  for (const document of list) {
    const status = documentStatus(document);
    for (const language of TRANSLATED_LOCALES) {
      const { total, missing, stale } = status[language];
      languages[language]!.total += total;
      languages[language]!.missing += missing.length;
      languages[language]!.stale += stale.length;
      if (missing.length + stale.length) {
        worst[language]!.push({ id: document._id, type: document._type, missing: missing.length, stale: stale.length });
      }
    }
  }
  if (options.json) {
    console.log(JSON.stringify({ languages }));
    return;
  }
  console.log(`Translations in ${where} (English is the source):`);
  for (const language of TRANSLATED_LOCALES) {
    const { total, missing, stale } = languages[language]!;
    console.log(`\n${language}: ${total} translated fields, ${missing} missing, ${stale} out of date`);
    const top = worst[language]!.sort((a, b) => b.missing + b.stale - (a.missing + a.stale)).slice(0, 5);
    for (const entry of top) {
      console.log(`  ${entry.id} (${entry.type}): ${entry.missing} missing, ${entry.stale} out of date`);
    }
  }
}

async function exportFile(client: SanityClient | null) {
  const language = options.lang;
  if (!isLocale(language) || !(TRANSLATED_LOCALES as readonly string[]).includes(language)) {
    fail(`--lang must be one of ${TRANSLATED_LOCALES.join(", ")}`);
  }
  const out = options.out ?? fail("--out names the file to write, such as rw.xlf");
  const states = ["missing", "stale", "current"] as const;
  const only = options.only?.split(",");
  if (only?.some((state) => !(states as readonly string[]).includes(state))) {
    fail(`--only takes ${states.join(", ")} (comma-separated)`);
  }
  const { list, where } = await documents(client);
  const { xml, units } = await exportXliff(list, {
    language,
    only: only ? new Set(only as TranslationState[]) : undefined,
  });
  writeFileSync(out, xml);
  console.log(`Wrote ${units} units from ${where} into ${out} (XLIFF 2.0, en → ${language}).`);
}

async function importFile(client: SanityClient | null) {
  const file = positionals[1];
  if (!file) fail("name the XLIFF file: npm run translations -- import rw.xlf");
  const toFixtures = options.to === "fixtures";
  if (options.to && !toFixtures) fail("--to takes only fixtures (the bundled dataset)");
  let xml: string;
  try {
    // (a file larger than the importer reads is refused before it is read)
    const tooLarge = sizeProblem(statSync(file).size);
    if (tooLarge) fail(`${file} was not imported: ${tooLarge}`);
    xml = readFileSync(file, "utf8");
  } catch (error) {
    fail(`${file} cannot be read: ${(error as Error).message}`);
  }
  const { list, where } = await documents(client, toFixtures);
  const byId = new Map(list.map((document) => [document._id.replace(/^drafts\./, ""), document]));
  let result;
  try {
    result = await importXliff(xml, byId);
  } catch (error) {
    if (error instanceof XliffError) fail(`${file} was not imported: ${error.message}`);
    throw error;
  }
  const { language, changes, skipped } = result;
  // One patch per document: its fields' paths set to their new entries, applied as the Lake applies it.
  const patches = [...new Set(changes.map((change) => change.documentId))].map((id) => ({
    id,
    set: Object.fromEntries(
      changes.filter((change) => change.documentId === id).map((change) => [pathString(change.path), change.value]),
    ),
  }));
  if (toFixtures || !client) {
    const all = bundled().map((document) => {
      const patch = patches.find((candidate) => candidate.id === document._id);
      return patch ? (new Mutation({ mutations: [{ patch }] }).apply(document as Doc) as typeof document) : document;
    });
    writeFileSync(FIXTURES, all.map((document) => JSON.stringify(document)).join("\n") + "\n");
  } else if (changes.length) {
    // Drafts only: a draft of each document (from its published version if it has none), its fields set.
    const transaction = client.transaction();
    for (const { id, set } of patches) {
      transaction.createIfNotExists({ ...byId.get(id)!, _id: `drafts.${id}` });
      transaction.patch(`drafts.${id}`, (patch) => patch.set(set));
    }
    try {
      await transaction.commit();
    } catch (error) {
      fail(`Sanity refused the drafts: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  const documentsChanged = new Set(changes.map((change) => change.documentId)).size;
  console.log(
    `Imported ${changes.length} ${language} fields into ${toFixtures || !client ? "the bundled dataset" : `drafts in ${where}`} (${documentsChanged} documents).`,
  );
  if (skipped.length) {
    console.log(`Skipped ${skipped.length}:`);
    for (const line of skipped) console.log(`  ${line}`);
  }
}

function record() {
  const all = bundled();
  let changed = 0;
  const recorded = all.map((document) => {
    const next = withSourcesRecorded(document);
    if (next) changed++;
    return next ?? document;
  });
  if (changed) writeFileSync(FIXTURES, recorded.map((document) => JSON.stringify(document)).join("\n") + "\n");
  console.log(`Recorded today's English as the source of translations in ${changed} documents of the bundled dataset.`);
}

const client = configuredClient(fail, { perspective: "drafts" });
if (command === "report") await report(client);
else if (command === "export") await exportFile(client);
else if (command === "import") await importFile(client);
else if (command === "record") record();
else fail(`unknown command ${command}: report (the default), export, import or record`);
