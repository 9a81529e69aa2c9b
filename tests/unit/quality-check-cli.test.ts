import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RULES, type Finding } from "@shared/quality/quality";
import { post, text, tr, type Doc } from "./quality-kit";

/*
 * `npm run content:check` (app/shared/quality/quality.ts's rules over a dataset file): the bundled dataset, and copies of it
 * with faults injected.
 */

describe("npm run content:check", () => {
  const run = (...args: string[]) =>
    spawnSync("npx", ["tsx", "scripts/content-check.ts", ...args], {
      encoding: "utf8",
      env: { ...process.env, SANITY_PROJECT_ID: "" },
    });
  const folder = mkdtempSync(path.join(tmpdir(), "content-check-"));
  const copy = (edit: (documents: Doc[]) => Doc[]) => {
    const documents = readFileSync("fixtures/data.ndjson", "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc);
    const file = path.join(folder, `${Math.random().toString(36).slice(2)}.ndjson`);
    writeFileSync(
      file,
      edit(documents)
        .map((document) => JSON.stringify(document))
        .join("\n"),
    );
    return file;
  };

  it("finds no error in the bundled dataset", { timeout: 60_000 }, () => {
    const result = run("--json");
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ dataset: "fixtures/data.ndjson", errors: 0 });
  });

  it("checks what the site serves: an export's unfinished draft is the Studio's to check", { timeout: 60_000 }, () => {
    const draft = { ...post({ excerpt: tr("") }), _id: "drafts.post-a" };
    expect(
      run(
        "--dataset",
        copy((documents) => [...documents, draft]),
      ).status,
    ).toBe(0);
    expect(
      run(
        "--dataset",
        copy((documents) => [...documents, { ...draft, _id: "post-a" }]),
      ).status,
    ).toBe(1);
  });

  it(
    "reports one fault of each kind injected in a copy, with document, language and field, and exits 1",
    { timeout: 60_000 },
    () => {
      const file = copy((documents) => {
        const edit = (id: string, change: (document: Doc) => void) =>
          change(documents.find((document) => document._id === id)!);
        const [first, second] = documents.filter((document) => document._type === "post");
        edit(first!._id, (document) => {
          (document.cover as { alt: { language: string; value: string }[] }).alt.find(
            (entry) => entry.language === "fr",
          )!.value = "";
          (document.cover as { asset: { _ref: string } }).asset._ref = "image-abc-800x450-png";
          document.excerpt = [];
          document.seo = {
            title: [{ _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: text(61) }],
          };
          document.body = [
            {
              _key: "en",
              _type: "internationalizedArrayPostBodyValue",
              language: "en",
              value: [
                { _type: "block", _key: "h", style: "h4", markDefs: [], children: [] },
                {
                  _type: "block",
                  _key: "p",
                  style: "normal",
                  markDefs: [
                    { _key: "a", _type: "internalLink", reference: { _type: "reference", _ref: "nowhere" } },
                    { _key: "b", _type: "link", href: "/no-such-page" },
                    { _key: "c", _type: "link", href: "http://example.com" },
                  ],
                  children: [{ _type: "span", _key: "s", text: "x", marks: ["a", "b", "c"] }],
                },
              ],
            },
          ];
        });
        // (the title the first post shows: its search title where it has one)
        edit(second!._id, (document) => {
          const shown = (first!.seo as { title?: unknown } | undefined)?.title ?? first!.title;
          document.seo = { ...(document.seo as object | undefined), title: shown };
        });
        edit("landing-webinar", (document) => (document.blocks = (document.blocks as unknown[]).slice(1)));
        // The first post's cover weighs 3 MB, as its asset document says.
        return [
          ...documents,
          { _id: "image-abc-800x450-png", _type: "sanity.imageAsset", size: 3 * 1024 * 1024 },
          post({ _id: "post-nested", body: JSON.parse(`${"[".repeat(40)}1${"]".repeat(40)}`) }),
        ];
      });
      const result = run("--json", "--dataset", file);
      expect(result.status).toBe(1);
      const report = JSON.parse(result.stdout) as { findings: Finding[] };
      const found = new Set(report.findings.map((finding) => finding.rule));
      for (const rule of Object.keys(RULES)) expect(found, rule).toContain(rule);
      expect(report.findings).toContainEqual(
        expect.objectContaining({
          rule: "image-alt",
          documentId: first(report),
          language: "fr",
          path: "cover.alt",
          level: "warning",
        }),
      );
      expect(report.findings).toContainEqual(
        expect.objectContaining({
          rule: "link-target",
          language: "en",
          path: "body[en][p].markDefs[a].reference",
          level: "error",
        }),
      );
      const errorsOnly = JSON.parse(run("--json", "--level", "error", "--dataset", file).stdout) as {
        findings: Finding[];
      };
      expect(errorsOnly.findings.every((finding) => finding.level === "error")).toBe(true);
    },
  );

  it(
    "sees the fixed pages' search fields and a rich-text block's outline as the page draws them",
    { timeout: 60_000 },
    () => {
      const edit = (documents: Doc[], id: string, change: (document: Doc) => void) =>
        change(documents.find((document) => document._id === id)!);
      const richText = (document: Doc) =>
        (document.blocks as Doc[]).find((block) => block._type === "richTextBlock") as unknown as {
          body: { language: string; value: { style?: string; _key: string }[] }[];
        };
      // The bundled webinar page's rich text starts at h3 under the block's own heading: nothing to say of it.
      const bundled = JSON.parse(run("--json").stdout) as { findings: Finding[] };
      expect(bundled.findings).toEqual([]);
      const copied = (skipLevel: boolean) =>
        copy((documents) => {
          edit(documents, "homePage", (document) => {
            (document.seo as { title: { language: string; value: string }[] }).title[0]!.value = text(90);
          });
          edit(documents, "aboutPage", (document) => {
            (document.seo as { description: { language: string; value: string }[] }).description[0]!.value = text(300);
          });
          // An h2, then an h4 in English: a level skipped.
          if (skipLevel)
            edit(documents, "landing-webinar", (document) => {
              const english = richText(document).body.find((entry) => entry.language === "en")!.value;
              english.find((block) => block.style === "h3")!.style = "h2";
              english.push({ ...english.find((block) => block.style === "h2")!, _key: "deeper", style: "h4" });
            });
          return documents;
        });
      const result = run("--json", "--dataset", copied(true));
      const found = (JSON.parse(result.stdout) as { findings: Finding[] }).findings.map(
        ({ rule, documentId, language, path, level }) => ({ rule, documentId, language, path, level }),
      );
      expect(found).toEqual([
        { rule: "seo-title", documentId: "homePage", language: "en", path: "seo.title", level: "warning" },
        { rule: "seo-description", documentId: "aboutPage", language: "en", path: "seo.description", level: "warning" },
        {
          rule: "heading-order",
          documentId: "landing-webinar",
          language: "en",
          path: "blocks[details].body[en][deeper]",
          level: "error",
        },
      ]);
      // (the heading's skip is an error: Publish waits for it; the search fields' lengths are warnings, said and
      // not blocking)
      expect(result.status).toBe(1);
      const warningsOnly = run("--dataset", copied(false));
      expect(warningsOnly.stdout).toMatch(/homePage/);
      expect(warningsOnly.stdout).toMatch(/aboutPage/);
      expect(warningsOnly.status).toBe(0);
    },
  );

  it("says in one line what is wrong with a dataset it cannot read, and exits non-zero", { timeout: 60_000 }, () => {
    const file = path.join(folder, "broken.ndjson");
    writeFileSync(file, '{"_id":"a","_type":"post"}\n{not json\n');
    const result = run("--dataset", file);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/line 2: not a JSON document/);
    expect(run("--dataset", path.join(folder, "missing.ndjson")).stderr).toMatch(/cannot be read/);
    expect(run("--level", "fatal").stderr).toMatch(/--level is error or warning/);
  });
});

/** The first post's id in the bundled order (the one the injected copy breaks). */
function first(_report: unknown): string {
  return readFileSync("fixtures/data.ndjson", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
    .find((document) => document._type === "post")!._id;
}
