import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pathString, type RecordedTranslation } from "@shared/translations/translation-status";
import { exportXliff, importXliff, MAX_XLIFF_BYTES, XliffError } from "../../scripts/translations/xliff";
import { fixtureDocuments } from "../mocks/dataset";

/*
 * A translator's file is input from outside: whatever it holds, the importer answers in time linear in its size,
 * reads at most MAX_XLIFF_BYTES, takes or leaves each inline code with a one-line reason, and never touches
 * Object.prototype (checked after every test).
 */

type Document = Record<string, unknown> & { _id: string; _type: string };
const documents = () => structuredClone(fixtureDocuments()) as Document[];
const byId = (list: Document[]) => new Map(list.map((document) => [document._id, document]));
const HEAD = '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">';
const wrap = (body: string) => `${HEAD}${body}</xliff>`;

/** The refusal an import ends with, or null when it was taken. */
const refusalOf = (xml: string) =>
  importXliff(xml, byId(documents())).then(
    () => null,
    (error: unknown) => error,
  );

const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
afterEach(() => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
  expect(({} as Record<string, unknown>).additionalAttributes).toBeUndefined();
});

describe("a hostile or odd XLIFF file", () => {
  // (no time is asserted: a quadratic reader takes minutes on these, past the test's own timeout; a linear one, well
  // under a second each on this project's machines)
  it(
    "is read or refused in linear time, however it repeats what a pattern would scan again",
    { timeout: 60_000 },
    async () => {
      for (const xml of [
        "<xliff".repeat(200_000),
        `<xliff ${"a".repeat(1_200_000)}`,
        "<".repeat(1_200_000),
        wrap("<file id='x'>" + "<unit id='u'>".repeat(20_000)),
        `${HEAD}${" ".repeat(1_000_000)}x`,
        // (each of these was quadratic in the reader or its parser)
        `<?xml ${'"a"'.repeat(300_000)}?>${wrap("")}`,
        wrap(`<?x ${'"a"'.repeat(300_000)}?>`),
        wrap(
          `<file id="faq-1"><unit id="u1" name="answer"><segment><source>a</source><target>${'<sc id="a"/><ec startRef="a"/>'.repeat(60_000)}</target></segment></unit></file>`,
        ),
        wrap('<file id="a"><unit id="u"/></file>'.repeat(60_000)),
      ]) {
        const refusal = await refusalOf(xml);
        // (refused whole, or read with each unit taken or left out: either way in one line, and soon)
        if (refusal !== null) {
          expect(refusal).toBeInstanceOf(XliffError);
          expect((refusal as Error).message).not.toContain("\n");
        }
      }
    },
  );

  it("is refused when it is larger than the importer reads, before it is parsed", async () => {
    const refusal = await refusalOf(wrap(`<!--${"x".repeat(MAX_XLIFF_BYTES)}-->`));
    expect(refusal).toBeInstanceOf(XliffError);
    expect((refusal as Error).message).toMatch(/MB, over the 10 MB read/);
  });

  it("with codes nested deeper than any translation, or groups, is refused or the unit left out, with no stack", async () => {
    const deep = `<target>${"<pc id='1' type='fmt' subType='xlf:b'>".repeat(50_000)}x${"</pc>".repeat(50_000)}</target>`;
    const { skipped } = await importXliff(
      wrap(`<file id="faq-1"><unit id="u1" name="answer"><segment><source>a</source>${deep}</segment></unit></file>`),
      byId(documents()),
    );
    expect(skipped).toEqual(["faq-1 answer: its text holds codes nested more than 32 deep"]);
    const groups = await refusalOf(
      wrap(`<file id="faq-1">${"<group id='g'>".repeat(200)}${"</group>".repeat(200)}</file>`),
    );
    expect((groups as Error).message).toBe("its groups are nested more than 32 deep");
  });

  it("never reaches Object.prototype, whatever its ids and names", async () => {
    const xml = wrap(
      [
        '<file id="__proto__"><unit id="__proto__" name="__proto__"/></file>',
        '<file id="faq-1"><unit id="__proto__" name="x"/><unit id="constructor"/><unit id="u2"/></file>',
        '<file id="constructor"><unit id="prototype" name="constructor"><segment><source>a</source></segment></unit></file>',
      ].join(""),
    );
    const { changes, skipped } = await importXliff(xml, byId(documents()));
    expect(changes).toEqual([]);
    expect(skipped).toContain("__proto__: no such document");
    expect(skipped).toContain("faq-1 (a unit without a name): no such translated text");
  });
});

describe("inline codes translation tools write", () => {
  /** The French of the first paragraph of a post with a link and bold, and the file to import it from. */
  async function paragraphImport(target: (link: string) => string) {
    const list = documents();
    type Block = { _key: string; markDefs?: { _key: string }[] };
    const paragraphWithLink = (document: Document) =>
      ((document.body as { language: string; value: Block[] }[] | undefined) ?? [])
        .find((item) => item.language === "en")
        ?.value.find((block) => block.markDefs?.length);
    const post = list.find((document) => document._type === "post" && paragraphWithLink(document))!;
    const english = paragraphWithLink(post) as Required<Block>;
    const { xml } = await exportXliff([post], { language: "fr" });
    const unit = new RegExp(
      `(<unit id="u\\d+" name="body\\[_key==&quot;${english._key}&quot;\\]">.*?<target>).*?(</target>)`,
    );
    expect(xml).toMatch(unit);
    const result = await importXliff(xml.replace(unit, `$1${target(english.markDefs[0]!._key)}$2`), byId(list));
    const body = result.changes.find((change) => pathString(change.path) === "body");
    const blocks = (body?.value as RecordedTranslation[] | undefined)?.find((item) => item.language === "fr")?.value as
      { _key: string; children: { text: string; marks: string[] }[] }[] | undefined;
    return {
      result,
      block: blocks?.find((block) => block.children?.some((span) => span.text.includes("«"))),
    };
  }

  it("keeps the space between two codes", async () => {
    const { block } = await paragraphImport(
      (link) =>
        `« <pc id="1" type="fmt" subType="xlf:b">Lisez</pc> <pc id="2" type="link" subType="ihuza:${link}">ceci</pc> »`,
    );
    expect(block!.children.map((span) => span.text).join("")).toBe("« Lisez ceci »");
  });

  it("reads a start and an end code (<sc>…<ec>) as the paired code they stand for", async () => {
    const { block } = await paragraphImport(
      (link) =>
        `« <sc id="1" type="fmt" subType="xlf:b"/>Lisez<ec startRef="1"/> <sc id="2" type="link" subType="ihuza:${link}"/>ceci<ec startRef="2"/> »`,
    );
    expect(
      block!.children.map(({ text, marks }) => ({ text, bold: marks.includes("strong"), linked: marks.length > 0 })),
    ).toEqual([
      { text: "« ", bold: false, linked: false },
      { text: "Lisez", bold: true, linked: true },
      { text: " ", bold: false, linked: false },
      { text: "ceci", bold: false, linked: true },
      { text: " »", bold: false, linked: false },
    ]);
  });

  it("keeps the text of an annotation (<mrk>)", async () => {
    const { block } = await paragraphImport(() => `« Lisez <mrk id="m1" type="term">ceci</mrk> »`);
    expect(block!.children.map((span) => span.text).join("")).toBe("« Lisez ceci »");
  });

  it("leaves out, with a one-line reason, a paragraph with a placeholder or a code without its other half", async () => {
    for (const [target, reason] of [
      ['« <ph id="1"/> »', "a placeholder (<ph>) the English does not have"],
      [
        '« <sc id="1" type="fmt" subType="xlf:b"/>Lisez »',
        "a start code (<sc>) without its end (<ec>) in the same place",
      ],
      ['« Lisez<ec startRef="1"/> »', "an end code (<ec>) without its start (<sc>) in the same place"],
      ['« <cp hex="0001"/> »', "an inline element <cp> that is not read here"],
    ]) {
      const { result } = await paragraphImport(() => target!);
      expect(
        result.skipped.some((line) => line.endsWith(`: its text holds ${reason}`)),
        target,
      ).toBe(true);
      expect(result.skipped.every((line) => !line.includes("\n"))).toBe(true);
    }
  });
});

describe("an export", () => {
  it("leaves out the characters XML forbids, and is read back whole", async () => {
    const list = documents();
    const faq = list.find((document) => document._id === "faq-1")!;
    const answers = faq.answer as { language: string; value: string }[];
    answers.find((item) => item.language === "en")!.value += "\u0008\u000b";
    const { xml } = await exportXliff(list, { language: "fr" });
    // eslint-disable-next-line no-control-regex -- the characters XML forbids
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const { skipped } = await importXliff(xml, byId(list));
    expect(skipped.filter((line) => line.startsWith("faq-1"))).toEqual([]);
  });
});

describe("npm run translations -- import", () => {
  it(
    "refuses a file larger than it reads without reading it, in one line, changing nothing",
    { timeout: 60_000 },
    () => {
      const folder = mkdtempSync(path.join(tmpdir(), "xliff-"));
      const huge = path.join(folder, "huge.xlf");
      // (a sparse file: its size is what is checked)
      truncateSync((writeFileSync(huge, ""), huge), MAX_XLIFF_BYTES + 1);
      const before = readFileSync("fixtures/data.ndjson", "utf8");
      const refused = spawnSync("npx", ["tsx", "scripts/translations/index.ts", "import", huge], {
        encoding: "utf8",
        env: { ...process.env, SANITY_PROJECT_ID: "" },
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim().split("\n")).toEqual([
        `npm run translations: ${huge} was not imported: the file is 10.0 MB, over the 10 MB read: export one language, or fewer documents`,
      ]);
      expect(readFileSync("fixtures/data.ndjson", "utf8")).toBe(before);
    },
  );
});
