// The site search measured in a process of its own (run by scripts/bench.mjs, with --expose-gc so the heap can be
// read): the index of the bundled dataset in three languages, what it holds in memory, and the time of a search
// (the results page's) and of the demo assistant's question, over queries of every kind: words, prefixes, typos,
// accents, several words, and the longest query allowed. Prints its Markdown section.
import { readFileSync } from "node:fs";
import { evaluateGroq, parseNdjson } from "@shared/content/groq";
import { LOCALES, type Locale } from "@shared/addresses/locales";
import { loadSearchSources } from "./corpus";
import { SiteSearch } from "./site-search";
import { answerFrom, searchIndex, type LocaleIndex } from "./engine";
import { SEARCH_TUNING } from "./tuning";

const ROUNDS = 200;
const QUERIES: Record<Locale, string[]> = {
  en: ["pricing", "transl", "pricng", "free trial", "white label branding", "discount annual billing", "meetngs"],
  fr: ["securite", "tarifs", "essai gratuit", "traduction en direct", "réunions", "marque blanche"],
  rw: ["kwishy", "igerageza", "ibiciro", "ubusemuzi", "umutekano", "inama"],
};
const LONGEST = "translation security pricing ".repeat(10).slice(0, SEARCH_TUNING.maxQueryLength);

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");
const fixtures = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
const sources = await loadSearchSources((query, params) => evaluateGroq(query, params, fixtures));

gc();
const before = process.memoryUsage().heapUsed;
const started = performance.now();
// Built as the server builds it (SiteSearch), from the bundled dataset; its log line is not part of the report.
console.info = () => undefined;
const search = new SiteSearch(async () => sources);
await search.refresh();
const indexes = new Map<Locale, LocaleIndex>();
for (const locale of LOCALES) indexes.set(locale, (await search.index(locale))!);
const entries = [...indexes.values()].reduce((sum, index) => sum + index.documents.size, 0);
const buildMs = performance.now() - started;
gc();
const heapMB = (process.memoryUsage().heapUsed - before) / 2 ** 20;

function time(run: (index: LocaleIndex, query: string) => unknown) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const locale of LOCALES)
      for (const query of [...QUERIES[locale], LONGEST]) {
        const index = indexes.get(locale)!;
        const start = performance.now();
        run(index, query);
        times.push(performance.now() - start);
      }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!.toFixed(2);
  return `${times.length} | ${at(0.5)} ms | ${at(0.95)} ms | ${times.at(-1)!.toFixed(2)} ms`;
}

console.log(
  [
    "## Site search (the bundled dataset, in the server's process)",
    "",
    `The index of three languages: ${entries} entries, built in ${Math.round(buildMs)} ms, ${heapMB.toFixed(1)} MB of heap.`,
    "",
    "| search | runs | median | p95 | max |",
    "|---|---|---|---|---|",
    `| results page (searchIndex), words, prefixes, typos and the longest query | ${time((index, query) => searchIndex(index, query))} |`,
    `| the assistant's question (answerFrom) | ${time((index, query) => answerFrom(index, query))} |`,
  ].join("\n"),
);
