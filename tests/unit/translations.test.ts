import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  documentStatus,
  parsePath,
  pathString,
  sourceHash,
  TRANSLATED_LOCALES,
  translatedFields,
  withSourcesRecorded,
  type RecordedTranslation,
} from "@shared/translations/translation-status";
import { exportXliff, importXliff, XliffError } from "../../scripts/translations/xliff";
import { OTHER_NAMES_FIELD } from "@shared/addresses/names";
import { routedType } from "@shared/addresses/pages";
import { fixtureDocuments } from "../mocks/dataset";

type Document = Record<string, unknown> & { _id: string; _type: string };

const documents = () => structuredClone(fixtureDocuments()) as Document[];
const byId = (list: Document[]) => new Map(list.map((document) => [document._id, document]));
const entries = (document: Document, field: string) => document[field] as RecordedTranslation[];
const entry = (document: Document, field: string, language: string) =>
  entries(document, field).find((item) => item.language === language)!;
/** A value with Sanity's keys left out: what a round trip must keep. */
const withoutKeys = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, inner: unknown) => (key === "_key" ? undefined : inner)));

describe("translation status", () => {
  it("hashes an English value by its meaning: not its keys or their order", () => {
    const block = { _key: "a", _type: "block", children: [{ _key: "s", _type: "span", text: "Hello", marks: [] }] };
    const rekeyed = { children: [{ marks: [], text: "Hello", _type: "span", _key: "t" }], _type: "block", _key: "b" };
    expect(sourceHash([block])).toBe(sourceHash([rekeyed]));
    expect(sourceHash("Hello")).not.toBe(sourceHash("Hello!"));
    expect(sourceHash("Hello")).toMatch(/^[a-z0-9]+$/);
  });

  it("finds nothing missing or stale in the bundled dataset, and every translation carries its record", () => {
    let fields = 0;
    for (const document of fixtureDocuments()) {
      const status = documentStatus(document);
      for (const language of TRANSLATED_LOCALES) {
        expect(status[language], `${document._id} (${language})`).toMatchObject({ missing: [], stale: [] });
      }
      fields += status.fr.total;
      expect(withSourcesRecorded(document), document._id).toBeNull();
    }
    expect(fields).toBeGreaterThan(400);
  });

  it("marks French and Kinyarwanda stale when the English changes, current when re-recorded, missing when gone", () => {
    const faq = documents().find((document) => document._id === "faq-1")!;
    entry(faq, "answer", "en").value = "Yes: 30 days, every feature, no card needed.";
    expect(documentStatus(faq).fr.stale).toEqual(["answer"]);
    expect(documentStatus(faq).rw.stale).toEqual(["answer"]);
    entry(faq, "answer", "fr").source = sourceHash(entry(faq, "answer", "en").value);
    expect(documentStatus(faq).fr.stale).toEqual([]);
    faq.answer = entries(faq, "answer").filter((item) => item.language !== "rw");
    expect(documentStatus(faq).rw).toMatchObject({ missing: ["answer"], stale: [] });
  });

  it("records today's English for translations without a record (the migration), once", () => {
    const faq = documents().find((document) => document._id === "faq-1")!;
    delete entry(faq, "question", "fr").source;
    expect(documentStatus(faq).fr.stale).toEqual(["question"]);
    const recorded = withSourcesRecorded(faq)!;
    expect(documentStatus(recorded).fr.stale).toEqual([]);
    expect(withSourcesRecorded(recorded)).toBeNull();
  });

  it("names a field's place by keys and positions, and reads the name back", () => {
    for (const segments of [
      ["hero", "text"],
      ["platform", "items", { _key: "a1" }, "title"],
      ["features", 2],
    ]) {
      expect(parsePath(pathString(segments))).toEqual(segments);
    }
    expect(pathString(["body", { _key: "k0002" }])).toBe('body[_key=="k0002"]');
    expect(parsePath("not a path!")).toBeNull();
  });
});

describe("XLIFF for translators", () => {
  it("writes XLIFF 2.0 from English, a unit per text, list item and paragraph, with notes and inline codes", async () => {
    const { xml, units } = await exportXliff(documents(), { language: "rw" });
    expect(xml).toMatch(
      /^<xliff xmlns="urn:oasis:names:tc:xliff:document:2\.0" version="2\.0" srcLang="en" trgLang="rw">/,
    );
    expect(units).toBeGreaterThan(600);
    expect(xml).toContain('<file id="faq-1">');
    expect(xml).toMatch(
      /<unit id="u\d+" name="features\[0\]"><notes><note>plan “Starter” \(plan-starter\), field features: current<\/note>/,
    );
    // A post's paragraph keeps its bold and its links as codes, in the source and the target.
    expect(xml).toMatch(/<source>[^<]*<pc id="\d+" type="fmt" subType="xlf:b">/);
    expect(xml).toMatch(/<pc id="\d+" type="link" subType="ihuza:[\w-]+">/);
    expect(xml).not.toContain("<segment><source></source>");
  });

  it("exports only what is missing or stale when asked", async () => {
    const list = documents();
    const faq = list.find((document) => document._id === "faq-1")!;
    entry(faq, "answer", "en").value = "Yes: 30 days, every feature, no card needed.";
    faq.question = entries(faq, "question").filter((item) => item.language !== "rw");
    const { xml, units } = await exportXliff(list, { language: "rw", only: new Set(["missing", "stale"]) });
    expect(units).toBe(2);
    expect(xml).toContain("field answer: stale");
    expect(xml).toContain("field question: missing");
    expect(xml.match(/<target>/g)).toHaveLength(1); // (the missing one has no target)
  });

  it("reads back what it wrote: every field as it was, marks and links of Portable Text included", async () => {
    for (const language of TRANSLATED_LOCALES) {
      const list = documents();
      const { xml } = await exportXliff(list, { language });
      const { changes, skipped } = await importXliff(xml, byId(list));
      expect(skipped).toEqual([]);
      expect(changes.length).toBeGreaterThan(400);
      for (const change of changes) {
        const document = byId(list).get(change.documentId)!;
        // A document's addresses come back as they were (its `slugs` field), the texts as their entries were.
        const before =
          pathString(change.path) === OTHER_NAMES_FIELD
            ? document[OTHER_NAMES_FIELD]
            : translatedFields(document).find((candidate) => pathString(candidate.path) === pathString(change.path))!
                .entries;
        expect(withoutKeys(change.value), `${change.documentId} ${pathString(change.path)}`).toEqual(
          withoutKeys(before),
        );
      }
      const addresses = changes.filter((change) => pathString(change.path) === OTHER_NAMES_FIELD);
      expect(addresses).toHaveLength(list.filter((document) => routedType(document._type)).length);
    }
  });

  it("imports a translator's work: a new text, and a paragraph with bold and a link, its source recorded", async () => {
    const list = documents();
    const { xml } = await exportXliff(list, { language: "fr" });
    const post = list.find((document) => Array.isArray(document.body) && document._type === "post")!;
    const english = (entry(post, "body", "en").value as { _key: string; markDefs: { _key: string }[] }[]).find(
      (block) => block.markDefs?.length,
    )!;
    const link = english.markDefs[0]!._key;
    const paragraph = new RegExp(
      `(<unit id="u\\d+" name="body\\[_key==&quot;${english._key}&quot;\\]">.*?<target>).*?(</target>)`,
    );
    const edited = xml
      .replace(/(<file id="faq-1">.*?name="answer">.*?<target>).*?(<\/target>)/, "$1Oui, 30 jours.$2")
      .replace(
        paragraph,
        `$1Lisez <pc id="1" type="fmt" subType="xlf:b">ceci</pc> et <pc id="2" type="link" subType="ihuza:${link}">cela</pc>.$2`,
      );
    const { changes } = await importXliff(edited, byId(list));
    const answer = changes.find((change) => change.documentId === "faq-1" && pathString(change.path) === "answer")!;
    const faq = byId(list).get("faq-1")!;
    expect((answer.value as RecordedTranslation[]).find((item) => item.language === "fr")).toMatchObject({
      value: "Oui, 30 jours.",
      source: sourceHash(entry(faq, "answer", "en").value),
    });
    const body = changes.find((change) => change.documentId === post._id && pathString(change.path) === "body")!;
    const blocks = (body.value as RecordedTranslation[]).find((item) => item.language === "fr")!.value as {
      _key: string;
      style?: string;
      markDefs: { _key: string }[];
      children: { text: string; marks: string[] }[];
    }[];
    const translated = blocks.find((block) => block.children?.some((span) => span.text === "cela"))!;
    // The link goes where the English one goes (under the key the translation gives that link).
    const same = translated.markDefs.find(
      (mark) => JSON.stringify(withoutKeys(mark)) === JSON.stringify(withoutKeys(english.markDefs[0])),
    )!;
    expect(translated.children.map(({ text, marks }) => ({ text, marks }))).toEqual([
      { text: "Lisez ", marks: [] },
      { text: "ceci", marks: ["strong"] },
      { text: " et ", marks: [] },
      { text: "cela", marks: [same._key] },
      { text: ".", marks: [] },
    ]);
    expect(withoutKeys(translated.markDefs)).toEqual(withoutKeys(english.markDefs));
  });

  it("skips a unit whose English changed since the export, and unknown documents and fields, importing the rest", async () => {
    const list = documents();
    const { xml } = await exportXliff(list, { language: "rw" });
    entry(byId(list).get("faq-1")!, "answer", "en").value = "Changed after the export.";
    const strange = xml
      .replace('<file id="plan-starter">', '<file id="plan-deleted">')
      .replace(/(<file id="faq-2">.*?<unit id="u1" name=")[^"]+"/, '$1nosuchfield"');
    const { changes, skipped } = await importXliff(strange, byId(list));
    expect(skipped).toContain("faq-1 answer: the English changed since the export");
    expect(skipped).toContain("plan-deleted: no such document");
    expect(skipped.some((line) => /: no such translated text$/.test(line))).toBe(true);
    expect(changes.some((change) => change.documentId === "faq-1" && pathString(change.path) === "answer")).toBe(false);
    expect(changes.length).toBeGreaterThan(400);
  });

  it("refuses a malformed or foreign file as a whole, with a one-line reason", async () => {
    const list = byId(documents());
    const unit =
      '<file id="faq-1"><unit id="u1" name="answer"><segment><source>a</source><target>b</target></segment></unit></file>';
    const files = {
      "not XML": "hello",
      "XLIFF 1.2": '<xliff version="1.2"><file source-language="en" target-language="fr"></file></xliff>',
      "another source language": `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="fr" trgLang="rw">${unit}</xliff>`,
      "a language the site does not have": `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">${unit}</xliff>`,
      "a unit split in two": `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr"><file id="x"><unit id="u1" name="answer"><segment><source>a</source></segment><segment><source>b</source></segment></unit></file></xliff>`,
      "cut off": `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr"><file id="x"><unit id="u1"`,
    };
    for (const [what, xml] of Object.entries(files)) {
      const refusal = await importXliff(xml, list).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal, what).toBeInstanceOf(XliffError);
      expect((refusal as Error).message, what).not.toContain("\n");
    }
  });
});

describe("a document's address in each language, as a translation", () => {
  const [french] = TRANSLATED_LOCALES;
  const post = (list: Document[], id: string) => list.find((document) => document._id === id)!;
  const withoutFrench = (list: Document[], id: string) => {
    const document = post(list, id);
    document[OTHER_NAMES_FIELD] = { ...(document[OTHER_NAMES_FIELD] as object), [french!]: undefined };
    return document;
  };
  const ID = "post-spaces-in-five-steps";
  const OTHER = "post-translation-in-meetings";
  const unit = (id: string, target: string, source = "x") =>
    `<file id="${id}"><unit id="u1" name="${OTHER_NAMES_FIELD}.${french}"><segment><source>${source}</source><target>${target}</target></segment></unit></file>`;
  const file = (...files: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="${french}">${files.join("")}</xliff>`;

  it("is counted missing while the document has none of its own there", () => {
    const list = documents();
    expect(documentStatus(post(list, ID))[french!].missing).toEqual([]);
    expect(documentStatus(withoutFrench(list, ID))[french!].missing).toEqual([`${OTHER_NAMES_FIELD}.${french}`]);
    // (a document without a URL of its own has none)
    expect(documentStatus(list.find((document) => document._type === "faq")!)[french!].total).toBe(
      translatedFields(list.find((document) => document._type === "faq")!).length,
    );
  });

  it("goes out as a unit with the English address as its source, and only when missing if asked", async () => {
    const list = documents();
    withoutFrench(list, ID);
    const { xml } = await exportXliff(list, { language: french!, only: new Set(["missing"]) });
    expect(xml).toContain(`name="${OTHER_NAMES_FIELD}.${french}"`);
    expect(xml).toContain("<source>spaces-in-five-steps</source>");
    expect(xml.match(new RegExp(`name="${OTHER_NAMES_FIELD}\\.`, "g"))).toHaveLength(1);
  });

  it("comes back when written as the site's addresses are and free in its language; else skipped with why", async () => {
    const list = documents();
    withoutFrench(list, ID);
    const taken = (post(list, OTHER)[OTHER_NAMES_FIELD] as Record<string, { current: string }>)[french!]!.current;
    const good = await importXliff(file(unit(ID, " espaces-en-cinq-etapes ")), byId(list));
    expect(good.changes).toEqual([
      {
        documentId: ID,
        path: [OTHER_NAMES_FIELD],
        value: expect.objectContaining({ [french!]: { _type: "slug", current: "espaces-en-cinq-etapes" } }),
      },
    ]);
    for (const [target, why] of [
      ["Espaces en cinq étapes", /words-with-hyphens/],
      ["page", /taken by the blog's own pages/],
      [taken, new RegExp(`already the .* address of ${OTHER}`)],
      // (another post's English address, which is its French one too: it has none of its own there)
      ["kigali-innovation-week-2026", /already the .* address of post-kigali-innovation-week-2026/],
    ] as const) {
      const other = documents();
      withoutFrench(other, ID);
      withoutFrench(other, "post-kigali-innovation-week-2026");
      const result = await importXliff(file(unit(ID, target)), byId(other));
      expect(result.changes, target).toEqual([]);
      expect(result.skipped.join("\n"), target).toMatch(why);
    }
    // Two documents given one address in one file: the second is refused.
    withoutFrench(list, OTHER);
    const twice = await importXliff(file(unit(ID, "meme-adresse"), unit(OTHER, "meme-adresse")), byId(list));
    expect(twice.changes.map((change) => change.documentId)).toEqual([ID]);
    expect(twice.skipped).toEqual([expect.stringMatching(new RegExp(`^${OTHER} .*already the .* address of ${ID}`))]);
  });

  it("takes a landing page's address as a path", async () => {
    const list = documents();
    const good = await importXliff(file(unit("landing-webinar", "/webinaire-assistants-ia")), byId(list));
    expect(good.changes).toHaveLength(1);
    const bad = await importXliff(file(unit("landing-webinar", "/tarifs")), byId(list));
    expect(bad.skipped.join()).toMatch(/address of the page \/pricing/);
  });
});

describe("npm run translations", () => {
  const run = (...args: string[]) =>
    spawnSync("npx", ["tsx", "scripts/translations/index.ts", ...args], {
      encoding: "utf8",
      env: { ...process.env, SANITY_PROJECT_ID: "" },
    });

  it("reports per language in JSON, and changes nothing when a file is refused", { timeout: 60_000 }, () => {
    const report = run("--json");
    expect(report.status).toBe(0);
    const total = fixtureDocuments().reduce((sum, document) => sum + documentStatus(document).fr.total, 0);
    expect(JSON.parse(report.stdout)).toEqual({
      languages: { fr: { total, missing: 0, stale: 0 }, rw: { total, missing: 0, stale: 0 } },
    });
    const folder = mkdtempSync(path.join(tmpdir(), "xliff-"));
    const bad = path.join(folder, "bad.xlf");
    writeFileSync(bad, '<xliff version="1.2"><file source-language="en" target-language="fr"></file></xliff>');
    // (on a copy of the bundled dataset: the tracked file is never written by a test, whatever the CLI does)
    const copy = path.join(folder, "data.ndjson");
    copyFileSync("fixtures/data.ndjson", copy);
    const before = readFileSync(copy, "utf8");
    const refused = run("import", bad, "--to", "fixtures", "--fixtures", copy);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split("\n")).toEqual([
      `npm run translations: ${bad} was not imported: XLIFF 1.2 is not read here: export XLIFF 2.0`,
    ]);
    expect(readFileSync(copy, "utf8")).toBe(before);
    // A good file changes the copy, and only the copy.
    const tracked = readFileSync("fixtures/data.ndjson", "utf8");
    const good = path.join(folder, "fr.xlf");
    expect(run("export", "--lang", "fr", "--out", good, "--fixtures", copy).status).toBe(0);
    writeFileSync(
      good,
      readFileSync(good, "utf8").replace(
        /(<file id="faq-1">.*?name="answer">.*?<target>).*?(<\/target>)/,
        "$1Oui, 30 jours.$2",
      ),
    );
    const imported = run("import", good, "--to", "fixtures", "--fixtures", copy);
    expect(imported.stdout).toMatch(/^Imported \d+ fr fields into the bundled dataset/);
    expect(readFileSync(copy, "utf8")).toContain("Oui, 30 jours.");
    expect(readFileSync("fixtures/data.ndjson", "utf8")).toBe(tracked);
    expect(run("--unknown").stderr.trim()).toMatch(/^npm run translations: Unknown option '--unknown'/);
  });
});
