import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDataset, QUALITY_LIMITS, RULES, type Finding } from "@shared/quality";

/*
 * The content quality rules (issue 51, app/shared/quality.ts), each at its boundaries and in each language, over
 * small datasets made here; and `npm run content:check` over a copy of the bundled dataset with one fault of each kind.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };
/** A translated field: one value for every language, or one each (undefined: that language left out). */
const tr = (...values: unknown[]) =>
  (["en", "fr", "rw"] as const)
    .map((language, index) => [language, values.length === 1 ? values[0] : values[index]] as const)
    .filter(([, value]) => value !== undefined)
    .map(([language, value]) => ({ _key: language, _type: "internationalizedArrayStringValue", language, value }));
const text = (length: number) => "x".repeat(length);
const image = (alt?: unknown, size = "1600x900") => ({
  _type: "image",
  asset: { _type: "reference", _ref: `image-abc-${size}-png` },
  ...(alt === undefined ? {} : { alt }),
});
const DESCRIPTION = text(100);
/** A post that breaks no rule, to break one field at a time. */
const post = (fields: Record<string, unknown> = {}): Doc => ({
  _id: "post-a",
  _type: "post",
  title: tr("A post"),
  slug: { _type: "slug", current: "a-post" },
  excerpt: tr(DESCRIPTION),
  cover: image(tr("A map of Kigali")),
  body: tr([]),
  ...fields,
});
const page = (id: string, type = "pricingPage"): Doc => ({ _id: id, _type: type });
const findings = (...documents: Doc[]) => checkDataset(documents);
const of = (rule: Finding["rule"], list: Finding[]) =>
  list.filter((finding) => finding.rule === rule).map(({ level, language, path }) => ({ level, language, path }));

it("a clean post has no finding", () => {
  expect(findings(post())).toEqual([]);
});

describe("image-alt", () => {
  it("is an error without English, a warning without French or Kinyarwanda (English is read meanwhile)", () => {
    expect(of("image-alt", findings(post({ cover: image(tr("", "Une carte", "Ikarita")) })))).toEqual([
      { level: "error", language: "en", path: "cover.alt" },
    ]);
    expect(of("image-alt", findings(post({ cover: image(tr("A map", undefined, " ")) })))).toEqual([
      { level: "warning", language: "fr", path: "cover.alt" },
      { level: "warning", language: "rw", path: "cover.alt" },
    ]);
    expect(of("image-alt", findings(post({ cover: image() }))).map((finding) => finding.level)).toEqual([
      "error",
      "warning",
      "warning",
    ]);
  });

  it("reads an image inside a language's text in that language only, where none is an error in any language; decorative, logos and share images need none", () => {
    const inline = { _type: "postImage", _key: "p1", asset: image().asset };
    const body = tr([inline], [{ ...inline, alt: "Une carte" }], [inline]);
    expect(of("image-alt", findings(post({ body })))).toEqual([
      { level: "error", language: "en", path: "body[en][p1].alt" },
      { level: "error", language: "rw", path: "body[rw][p1].alt" },
    ]);
    expect(of("image-alt", findings(post({ body: tr([{ ...inline, decorative: true }]) })))).toEqual([]);
    expect(of("image-alt", findings(post({ cover: { ...image(), decorative: true } })))).toEqual([]);
    const logos = { _type: "logosBlock", _key: "l", logos: [{ _key: "k", name: tr("Kivu"), image: image() }] };
    expect(of("image-alt", findings({ ...post(), _id: "x", _type: "landingPage", blocks: [logos] }))).toEqual([]);
    expect(of("image-alt", findings(post({ seo: { image: image() } })))).toEqual([]);
  });
});

describe("heading-order", () => {
  const block = (style: string, key: string) => ({ _type: "block", _key: key, style, markDefs: [], children: [] });
  it("takes h2 then one level down at a time, in each language", () => {
    const good = [block("h2", "a"), block("h3", "b"), block("h2", "c"), block("normal", "d"), block("h3", "e")];
    expect(of("heading-order", findings(post({ body: tr(good) })))).toEqual([]);
    const skips = tr(good, [block("h2", "a"), block("h4", "b")], good);
    expect(of("heading-order", findings(post({ body: skips })))).toEqual([
      { level: "error", language: "fr", path: "body[fr][b]" },
    ]);
  });

  it("refuses a text that starts below the page's level, and a second h1", () => {
    expect(of("heading-order", findings(post({ body: tr([block("h3", "a")]) }))).length).toBe(3);
    expect(of("heading-order", findings(post({ body: tr([block("h1", "a")], [], []) })))).toEqual([
      { level: "error", language: "en", path: "body[en][a]" },
    ]);
  });
});

describe("seo-title and seo-description", () => {
  it("warns past 60 characters of title, and outside 70 to 160 of description, per language", () => {
    const at = (title: number, description: number) =>
      findings(post({ seo: { title: tr(text(60), text(title)), description: tr(text(70), text(description)) } }));
    expect(of("seo-title", at(60, 160))).toEqual([]);
    expect(of("seo-description", at(60, 160))).toEqual([]);
    expect(of("seo-title", at(61, 160))).toEqual([{ level: "warning", language: "fr", path: "seo.title" }]);
    expect(of("seo-description", at(60, 161))).toEqual([{ level: "warning", language: "fr", path: "seo.description" }]);
    expect(of("seo-description", at(60, 69))).toEqual([{ level: "warning", language: "fr", path: "seo.description" }]);
    expect(QUALITY_LIMITS).toMatchObject({ seoTitleMax: 60, seoDescriptionMin: 70, seoDescriptionMax: 160 });
  });

  it("warns when a page with an address has no description at all, and never for a page kept from indexes", () => {
    const bare = { _id: "l", _type: "landingPage", title: tr("Page"), path: { current: "/x" }, blocks: [] };
    expect(of("seo-description", findings(bare as Doc)).length).toBe(3);
    expect(of("seo-description", findings({ ...bare, seo: { noindex: true } } as Doc))).toEqual([]);
  });
});

it("duplicate-title: two published pages of one language with one title", () => {
  const other = post({ _id: "post-b", slug: { current: "b" }, title: tr("Another", "A post", "Ikindi") });
  expect(of("duplicate-title", findings(post(), other))).toEqual([{ level: "warning", language: "fr", path: "title" }]);
  expect(of("duplicate-title", findings(post(), { ...other, _id: "drafts.post-b" }))).toEqual([]);
});

describe("links", () => {
  const withLink = (mark: Record<string, unknown>) =>
    post({
      body: tr([
        {
          _type: "block",
          _key: "p",
          style: "normal",
          markDefs: [{ _key: "m", ...mark }],
          children: [{ _type: "span", _key: "s", text: "see", marks: ["m"] }],
        },
      ]),
    });
  it("link-target: a reference to a missing or unpublished page is an error", () => {
    const ref = (id: string) => withLink({ _type: "internalLink", reference: { _type: "reference", _ref: id } });
    expect(of("link-target", findings(ref("pricingPage"), page("pricingPage")))).toEqual([]);
    expect(of("link-target", findings(ref("gone"))).map((finding) => finding.level)).toEqual([
      "error",
      "error",
      "error",
    ]);
    expect(of("link-target", findings(ref("landing-x"), page("drafts.landing-x", "landingPage"))).length).toBe(3);
    const redirect = { _id: "r", _type: "redirect", from: "/old", toPage: { _type: "reference", _ref: "deleted" } };
    expect(of("link-target", findings(redirect))).toEqual([{ level: "error", language: null, path: "toPage" }]);
  });

  it("link-target: a reference weak by its field's choice (a menu entry the site leaves out) is none; one to a draft, made strong on publish, is", () => {
    const menu = (reference: Record<string, unknown>) => ({
      _id: "siteSettings",
      _type: "siteSettings",
      headerMenu: [{ _key: "e", _type: "menuEntry", page: { _type: "reference", _ref: "landing-x", ...reference } }],
    });
    expect(of("link-target", findings(menu({ _weak: true })))).toEqual([]);
    expect(of("link-target", findings(menu({})))).toHaveLength(1);
    const toDraft = { _weak: true, _strengthenOnPublish: { type: "landingPage" } };
    expect(of("link-target", findings(menu(toDraft)))).toEqual([
      { level: "error", language: null, path: "headerMenu[e].page" },
    ]);
  });

  it("points at a translated entry by its own key (the Studio's are random) and its value, as Sanity's path does, and reads it by its language", () => {
    const [english, french] = withLink({ _type: "internalLink", reference: { _type: "reference", _ref: "gone" } })
      .body as { _key: string }[];
    const document = post({ body: [{ ...english, _key: "k3x9" }, french] });
    const found = checkDataset([document]).filter((finding) => finding.rule === "link-target");
    expect(found.map(({ language, path }) => ({ language, path }))).toEqual([
      { language: "en", path: "body[en][p].markDefs[m].reference" },
      { language: "fr", path: "body[fr][p].markDefs[m].reference" },
    ]);
    expect(found[0]!.segments).toEqual([
      "body",
      { _key: "k3x9" },
      "value",
      { _key: "p" },
      "markDefs",
      { _key: "m" },
      "reference",
    ]);
    // (the path leads to the reference in the document, as the Studio follows it)
    const at = (value: unknown, segments: Finding["segments"]) =>
      segments.reduce<unknown>(
        (node, step) =>
          typeof step === "object"
            ? (node as { _key: string }[] | undefined)?.find((item) => item._key === step._key)
            : (node as Record<string | number, unknown> | undefined)?.[step],
        value,
      );
    expect(at(document, found[0]!.segments)).toMatchObject({ _ref: "gone" });
    expect(at(document, found[1]!.segments)).toMatchObject({ _ref: "gone" });
  });

  it("link-path: a typed address the site does not serve is an error; pages, documents, redirects and files are served", () => {
    const typed = (href: string) =>
      of("link-path", findings(withLink({ _type: "link", href }), { _id: "r", _type: "redirect", from: "/plans" }));
    for (const href of [
      "/pricing",
      "/fr/tarifs",
      "/blog/a-post",
      "/plans",
      "/pricing#faq",
      "/blog/rss.xml",
      "/illustrations/x.svg",
    ])
      expect(typed(href), href).toEqual([]);
    expect(typed("/pricng").map((finding) => finding.level)).toEqual(["error", "error", "error"]);
  });

  it("insecure-link: http:// to another site is a warning; https, mailto and paths are not", () => {
    expect(of("insecure-link", findings(withLink({ _type: "link", href: "http://example.com" }))).length).toBe(3);
    expect(of("insecure-link", findings(withLink({ _type: "link", href: "https://example.com" })))).toEqual([]);
    expect(of("insecure-link", findings(withLink({ _type: "link", href: "mailto:a@b.rw" })))).toEqual([]);
  });
});

describe("images' weight and width", () => {
  it("warns over 2 MB, where the size is known", () => {
    const bytes = (size: number) => () => size;
    expect(of("image-weight", checkDataset([post()], bytes(QUALITY_LIMITS.imageMaxBytes)))).toEqual([]);
    expect(of("image-weight", checkDataset([post()], bytes(QUALITY_LIMITS.imageMaxBytes + 1)))).toEqual([
      { level: "warning", language: null, path: "cover" },
    ]);
  });

  it("warns for a cover under 1200 px wide", () => {
    expect(of("image-width", findings(post({ cover: image(tr("A"), "1200x675") })))).toEqual([]);
    expect(of("image-width", findings(post({ cover: image(tr("A"), "1199x675") })))).toEqual([
      { level: "warning", language: null, path: "cover" },
    ]);
  });
});

it("post-excerpt: an error without English, a warning without another language", () => {
  expect(of("post-excerpt", findings(post({ excerpt: tr("", DESCRIPTION, DESCRIPTION) })))).toEqual([
    { level: "error", language: "en", path: "excerpt" },
  ]);
  expect(of("post-excerpt", findings(post({ excerpt: tr(DESCRIPTION, undefined, DESCRIPTION) })))).toEqual([
    { level: "warning", language: "fr", path: "excerpt" },
  ]);
});

it("landing-h1: a landing page opens with a hero and its heading", () => {
  const landing = (blocks: unknown[]) => ({
    _id: "l",
    _type: "landingPage",
    title: tr("Page"),
    path: { current: "/x" },
    seo: { description: tr(DESCRIPTION) },
    blocks,
  });
  expect(of("landing-h1", findings(landing([{ _type: "heroBlock", _key: "h", heading: tr("Hello") }])))).toEqual([]);
  expect(of("landing-h1", findings(landing([{ _type: "faqBlock", _key: "f" }])))).toEqual([
    { level: "error", language: null, path: "blocks" },
  ]);
  expect(of("landing-h1", findings(landing([{ _type: "heroBlock", _key: "h", heading: tr("") }]))).length).toBe(1);
});

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
        edit(second!._id, (document) => (document.title = first!.title));
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
