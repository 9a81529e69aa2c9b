// The content rules (app/shared/quality/quality.ts) measured (run by scripts/bench.mjs): what they add to the Studio's
// validation as an editor types in a large post (5,000 words and 30 pictures in each of three languages, links to
// pages of the bundled dataset), checked against the bundled dataset as the Studio checks it, the dataset already
// read. Prints its Markdown section.
import { readFileSync } from "node:fs";
import { parseNdjson } from "@shared/content/groq";
import { LOCALES } from "@shared/addresses/locales";
import { checkDocument, servedPaths } from "@shared/quality/quality";

const ROUNDS = 200;
const WORDS = 5_000;
const PICTURES = 30;

const dataset = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8")) as ({ _id: string; _type: string } & Record<
  string,
  unknown
>)[];
const context = {
  published: new Map(dataset.map((document) => [document._id, document])),
  served: servedPaths(dataset),
  imageBytes: () => 500_000,
};

/** One language's text: paragraphs of 50 words, each with a link, a heading every ten, the pictures spread out. */
function body(language: string) {
  const blocks: unknown[] = [];
  const paragraphs = WORDS / 50;
  let pictures = 0;
  for (let index = 0; index < paragraphs; index++) {
    if (index % 10 === 0)
      blocks.push({ _type: "block", _key: `h${index}`, style: "h2", children: [{ _type: "span", text: "Part" }] });
    blocks.push({
      _type: "block",
      _key: `p${index}`,
      style: "normal",
      markDefs: [{ _key: "m", _type: "internalLink", reference: { _type: "reference", _ref: "pricingPage" } }],
      children: [{ _type: "span", _key: "s", text: `${language} word `.repeat(50), marks: ["m"] }],
    });
    if (pictures < PICTURES && index % Math.floor(paragraphs / PICTURES) === 0)
      blocks.push({
        _type: "postImage",
        _key: `i${pictures++}`,
        asset: { _type: "reference", _ref: "image-abc-1600x900-jpg" },
        alt: "A picture",
      });
  }
  return blocks;
}

const post = {
  ...dataset.find((document) => document._type === "post")!,
  body: LOCALES.map((language) => ({
    _key: language,
    _type: "internationalizedArrayPostBodyValue",
    language,
    value: body(language),
  })),
};

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const start = performance.now();
  checkDocument(post, context);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!.toFixed(2);
console.log(
  [
    "## Content rules (a large post, as the Studio checks it)",
    "",
    `A post of ${WORDS} words and ${PICTURES} pictures in each of ${LOCALES.length} languages, checked ${ROUNDS} times against the bundled dataset (read beforehand, as the Studio keeps it): what the rules add to each validation as an editor types.`,
    "",
    "| checks | median | p95 | slowest |",
    "|---|---|---|---|",
    `| ${ROUNDS} | ${at(0.5)} ms | ${at(0.95)} ms | ${times.at(-1)!.toFixed(2)} ms |`,
  ].join("\n"),
);
