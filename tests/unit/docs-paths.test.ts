import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * The documentation names files, and a file that moves leaves a name pointing at nothing. Every repository path that
 * README.md and the Markdown files under docs/ name in an inline code span (`app/shared/addresses/pages.ts`,
 * `scripts/varnish/site.vcl:12`, `app/shared/dictionaries/{en,fr,rw}.ts`, `app/routes/<name>.tsx`: its folder) must
 * exist, and so must every relative link's target (`[…](operators.md#backups)`, `![…](studio/plan-edited.png)`)
 * and the heading its anchor names.
 * Paths the repository ignores (build output, local state: `build/start.js`, `data/lake/`) are made by running
 * something, so they are not looked for. And the README stays short: each reader has a document of their own.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const README_MAX_BYTES = 16_000;

/** What a name a document gives looks like when it is a file: these endings, or a slash. */
const FILE_ENDING = /\.(ts|tsx|mts|js|mjs|cjs|md|json|ndjson|css|svg|png|vcl|html|yml|yaml)$/;
/** Parts of a path that stand for a name (`<name>`, `*`, `…`): what comes before them must exist. */
const PLACEHOLDER = /[<>*…]/;
const SKIPPED_DIRS = new Set([".git", "node_modules", "build", ".cache", "dist", "test-results", "playwright-report"]);

interface Reference {
  /** The document that names it, from the repository root. */
  file: string;
  /** As the document writes it. */
  name: string;
  /** Whether it is there (for a path with a placeholder: the folder before the placeholder). */
  found: boolean;
}

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(file);
    return [file];
  });
}

/** The documents: the README and every Markdown file under docs/. */
function documents(): string[] {
  return ["README.md", ...walk("docs").filter((file) => file.endsWith(".md"))];
}

/** `a/{b,c}/d.{ts,tsx}` → a/b/d.ts, a/b/d.tsx, a/c/d.ts, a/c/d.tsx. */
function expandBraces(name: string): string[] {
  const match = /\{([^{}]*)\}/.exec(name);
  if (!match) return [name];
  const [before, after] = [name.slice(0, match.index), name.slice(match.index + match[0].length)];
  return match[1]!.split(",").flatMap((option) => expandBraces(`${before}${option.trim()}${after}`));
}

/** A minimal reading of the repository's .gitignore files: enough for their plain names, `/anchored` paths and `*`. */
function ignoredMatcher(): (file: string) => boolean {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const rules = ["", "sanity-studio/"].flatMap((base) => {
    const gitignore = path.join(ROOT, base, ".gitignore");
    if (!existsSync(gitignore)) return [];
    return readFileSync(gitignore, "utf8")
      .split("\n")
      .map((line) => line.trim().replace(/\/$/, ""))
      .filter((line) => line && !line.startsWith("#") && !line.startsWith("!"))
      .map((line) => {
        const glob = escape(line.replace(/^\//, "")).replace(/\*/g, "[^/]*");
        // With a slash, a pattern is relative to its .gitignore's folder; a bare name matches in any folder below it.
        const anywhere = line.includes("/") ? "" : "(?:.*/)?";
        return new RegExp(`^${escape(base)}${anywhere}${glob}(?:/|$)`);
      });
  });
  return (file) => rules.some((rule) => rule.test(file));
}

/** The inline code spans of a Markdown text (fenced blocks left out), and the text without them. */
function codeSpans(markdown: string): { spans: string[]; prose: string } {
  const unfenced = markdown.replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, "");
  const spans: string[] = [];
  const prose = unfenced.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_all, _ticks: string, content: string) => {
    spans.push(content.replace(/\s*\n\s*/g, " ").trim());
    return " ";
  });
  return { spans, prose };
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces made hyphens; repeats get -1, -2… */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const unfenced = markdown.replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, "");
  for (const [, heading] of unfenced.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading!
      .replace(/`/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

let ignored: ((file: string) => boolean) | undefined;
let basenames: Set<string> | undefined;

/** Every repository path a Markdown text names, and every relative link it makes, with whether each is there. */
function referencesIn(markdown: string, file: string): Reference[] {
  ignored ??= ignoredMatcher();
  basenames ??= new Set(walk("").map((name) => path.posix.basename(name)));
  const topLevel = new Set(readdirSync(ROOT));
  const exists = (name: string, folder: boolean) => {
    const full = path.join(ROOT, name);
    return existsSync(full) && (!folder || statSync(full).isDirectory());
  };
  const references: Reference[] = [];
  const { spans, prose } = codeSpans(markdown);

  for (const span of spans) {
    // A path is one word: a command, a header or a URL in a code span is not one.
    if (/\s/.test(span) || /^[a-z][a-z+.-]*:\/\//i.test(span)) continue;
    const name = span.replace(/:\d+(-\d+)?$/, "").replace(/^\.\//, "");
    if (!name.includes("/") && !FILE_ENDING.test(name)) continue;
    for (const candidate of expandBraces(name)) {
      const segments = candidate.replace(/\/$/, "").split("/");
      const fixed = segments.findIndex((segment) => PLACEHOLDER.test(segment));
      if (!candidate.includes("/")) {
        // A bare file name (`ContactForm.tsx`): at the root, or in some folder of the repository.
        if (fixed < 0) references.push({ file, name: candidate, found: basenames.has(candidate) });
      } else if (!topLevel.has(segments[0]!) || ignored(segments.join("/"))) {
        // Not a repository path (`/fr/pricing`, `static/blocks/…` inside the Studio), or one made by running something.
      } else if (fixed >= 0) {
        // `app/routes/<name>.tsx`: the folder the name goes in must be there.
        references.push({ file, name: candidate, found: exists(segments.slice(0, fixed).join("/"), true) });
      } else {
        references.push({ file, name: candidate, found: exists(segments.join("/"), candidate.endsWith("/")) });
      }
    }
  }

  // Relative links and images: [text](target), ![alt](target "title"); a #heading must be in the linked document.
  for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target!)) continue; // https:, mailto:
    const [linked = "", anchor] = target!.split("#");
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), linked));
    const there = !linked || exists(resolved, false);
    const headings = () => anchorsOf(linked ? readFileSync(path.join(ROOT, resolved), "utf8") : markdown);
    const inMarkdown = !linked || resolved.endsWith(".md");
    const found = there && (!anchor || !inMarkdown || headings().has(anchor));
    references.push({ file, name: target!, found });
  }
  return references;
}

describe("the documentation names only what is there", () => {
  const references = documents().flatMap((file) => referencesIn(readFileSync(path.join(ROOT, file), "utf8"), file));

  it("finds the paths and links the documents name (so the check below has something to check)", () => {
    expect(references.length).toBeGreaterThan(100);
    expect(references.some((reference) => reference.name === "app/shared/addresses/pages.ts")).toBe(true);
  });

  it("every repository path and relative link in README.md and docs/ exists", () => {
    const missing = references.filter((reference) => !reference.found).map(({ file, name }) => `${file}: ${name}`);
    expect(missing, `Named in the documentation but not in the repository:\n  ${missing.join("\n  ")}\n`).toEqual([]);
  });

  it("finds a path, a placeholder's folder, a brace alternative, a link and an anchor that are not there", () => {
    const markdown = [
      "Real: `app/shared/addresses/pages.ts:12`, `app/shared/dictionaries/{en,fr}.ts`, `app/routes/<name>.tsx`, `package.json`,",
      "`build/start.js` (ignored), `npm run dev`, `http://localhost:3400/x.json`, [a link](docs/performance.md),",
      "[an anchor](#real-heading), [a site](https://example.com/x.md).",
      "Missing: `app/content/nope.ts`, `app/shared/dictionaries/{en,xx}.ts`, `app/nowhere/<name>.tsx`, `Nope.tsx`,",
      "[gone](docs/gone.md), [no heading](#no-such-heading).",
      "```sh",
      "`app/in-a-fence.ts`",
      "```",
      "## Real heading",
    ].join("\n");
    const missing = referencesIn(markdown, "README.md")
      .filter((reference) => !reference.found)
      .map((reference) => reference.name);
    expect(missing).toEqual([
      "app/content/nope.ts",
      "app/shared/dictionaries/xx.ts",
      "app/nowhere/<name>.tsx",
      "Nope.tsx",
      "docs/gone.md",
      "#no-such-heading",
    ]);
  });
});

it(`README.md is at most ${README_MAX_BYTES.toLocaleString("en")} bytes: each reader has a document of their own`, () => {
  expect(statSync(path.join(ROOT, "README.md")).size).toBeLessThanOrEqual(README_MAX_BYTES);
});
