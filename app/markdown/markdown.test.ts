import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { describe, expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import { FILE_ROUTES, LOCALIZED_ROUTES, PAGES, ROUTED_TYPES } from "@shared/addresses/pages";
import { markdownAddress } from "~/lib/markdown-address";
import { pageOfMarkdown, prefersMarkdown } from "~/lib/markdown-request.server";
import { landingPathProblem } from "@shared/addresses/site-paths";
import { escapeLine, escapeText, heading, image, link, table } from "./markdown";
import { portableTextMarkdown } from "./portable-text";
import { MARKDOWN_WRITERS } from "./twin.server";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en };

/** Markdown read back as GitHub's Markdown does: the text of its one paragraph, a hard break as a line break. */
function readBack(markdown: string): { blocks: string[]; text: string } {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const text = (node: { type: string; value?: string; children?: unknown[] }): string =>
    node.type === "break" ? "\n" : (node.value ?? (node.children ?? []).map((child) => text(child as never)).join(""));
  return { blocks: tree.children.map((node) => node.type), text: tree.children.map((node) => text(node)).join("") };
}

describe("editors' text", () => {
  const WRITTEN = [
    "2 * 3 = 6, _not_ `code` [x](y) <b> a|b ~~s~~ \\",
    "![alt](src) and <https://x.rw> and www.ihuza.rw",
    "&copy; 2026 Ihuza &amp; partners &#169; &nbsp;",
    "# Title\n#hashtag and C# code",
    "- item\n+ item\n> quote\n1. first\n2) second\n---\n===",
    "a | b\n--- | ---\nc | d",
    "    four spaces\n\ttab",
    "99.99% uptime, -5 °C, 2026. A year",
    "<div>html</div>\n[ref]: https://x.rw",
  ];

  it("reads back, in GitHub's Markdown, as the words written: one paragraph, nothing taken for syntax", () => {
    for (const written of WRITTEN) {
      expect(readBack(escapeText(written)), written).toEqual({ blocks: ["paragraph"], text: written });
    }
  });

  it("a link's words read back as written, and an image's alternative text", () => {
    for (const written of ["A [map] *of* Kigali", "see ](x) and \\]", "&copy; <b>"]) {
      const tree = fromMarkdown(link(written, "/x", "https://ihuza.rw"));
      expect(tree.children[0]).toMatchObject({
        type: "paragraph",
        children: [{ type: "link", url: "https://ihuza.rw/x", children: [{ type: "text", value: written }] }],
      });
      expect(fromMarkdown(image({ src: "/a.svg", alt: written }, "https://ihuza.rw")).children[0]).toMatchObject({
        children: [{ type: "image", url: "https://ihuza.rw/a.svg", alt: written }],
      });
    }
  });

  it("leaves words alone that are no syntax where they stand", () => {
    expect(escapeText("99.99% uptime, -5 °C, 2026. A year")).toBe("99.99% uptime, -5 °C, 2026. A year");
    expect(escapeText("snake_case and C# code")).toBe("snake_case and C# code");
    expect(escapeText("&copy; 2026")).toBe("\\&copy; 2026");
  });

  it("keeps a line break as a hard break, or a space in a one-line place", () => {
    expect(escapeText("one\r\ntwo")).toBe("one\\\ntwo");
    expect(escapeLine("one\n\n  two")).toBe("one two");
    expect(heading(2, "A\n# B")).toBe("## A # B");
    expect(heading(2, "")).toBe("");
  });

  it("writes links and images with absolute addresses, and only the words of a link with none", () => {
    expect(link("Pricing", "/fr/tarifs", context.siteUrl)).toBe("[Pricing](https://ihuza.rw/fr/tarifs)");
    expect(link("A (b)", "https://x.rw/a (b)", context.siteUrl)).toBe("[A (b)](https://x.rw/a%20%28b%29)");
    expect(link("Gone", null, context.siteUrl)).toBe("Gone");
    expect(image({ src: "/assets/a.svg", alt: "A [map]" }, context.siteUrl)).toBe(
      "![A \\[map\\]](https://ihuza.rw/assets/a.svg)",
    );
    expect(image({ src: null, alt: "x" }, context.siteUrl)).toBe("");
  });

  it("writes a table, a | in a cell escaped, and nothing for no rows", () => {
    expect(table(["A", "B"], [["1|2", "3"]])).toBe("| A | B |\n| --- | --- |\n| 1\\|2 | 3 |");
    expect(table(["A"], [])).toBe("");
  });
});

const span = (text: string, marks: string[] = []) => ({ _type: "span", _key: text, text, marks });
const block = (style: string, children: object[], markDefs: object[] = [], extra: object = {}) => ({
  _type: "block",
  _key: `${style}${children.length}`,
  style,
  markDefs,
  children,
  ...extra,
});

describe("Portable Text", () => {
  it("keeps headings' levels, marks, lists and links with absolute addresses", () => {
    const markdown = portableTextMarkdown(
      [
        block("h2", [span("Setting up")]),
        block("h3", [span("Step one")]),
        block(
          "normal",
          [span("Read "), span("this", ["strong"]), span(" and "), span("that", ["em", "l1"])],
          [{ _key: "l1", _type: "link", href: "https://docs.ihuza.rw/a" }],
        ),
        block("normal", [span("one")], [], { listItem: "bullet", level: 1 }),
        block("normal", [span("two")], [], { listItem: "bullet", level: 1 }),
        block(
          "normal",
          [span("See "), span("pricing", ["l2"])],
          [{ _key: "l2", _type: "internalLink", toPage: "pricingPage", href: "/fr/tarifs" }],
        ),
        block(
          "normal",
          [span("a page that is gone", ["l3"])],
          [{ _key: "l3", _type: "internalLink", toPage: null, href: null }],
        ),
      ],
      context,
    );
    expect(markdown).toContain("## Setting up\n\n### Step one");
    expect(markdown).toContain("Read **this** and [_that_](https://docs.ihuza.rw/a)");
    expect(markdown).toContain("- one\n- two");
    expect(markdown).toContain("See [pricing](https://ihuza.rw/fr/tarifs)");
    expect(markdown).toContain("\n\na page that is gone");
  });

  it("escapes editors' Markdown characters in spans", () => {
    const text = (typed: string) => portableTextMarkdown([block("normal", [span(typed)])], context);
    expect(text("*not bold* and [not](https://a.link)")).toBe("\\*not bold\\* and [not\\](https://a.link)");
    expect(text("# not a heading")).toBe("\\# not a heading");
    expect(text("- not a list")).toBe("\\- not a list");
  });

  it("writes the site's own types: pictures with alt text and caption, quotes, callouts, code, videos; skips others", () => {
    const markdown = portableTextMarkdown(
      [
        {
          _type: "postImage",
          _key: "i",
          image: { src: "https://cdn.sanity.io/a.jpg", alt: "A bank" },
          caption: "Kigali",
        },
        { _type: "pullQuote", _key: "q", quote: "It works", attribution: "Aline" },
        { _type: "callout", _key: "c", tone: "tip", text: "Press *" },
        { _type: "codeBlock", _key: "k", language: "ts", code: "const a = `x`;\n```" },
        { _type: "videoEmbed", _key: "v", url: "https://www.youtube.com/watch?v=abc", title: "Demo" },
        { _type: "somethingNew", _key: "n", text: "secret" },
      ],
      context,
    );
    expect(markdown).toContain("![A bank](https://cdn.sanity.io/a.jpg)\n\n_Kigali_");
    expect(markdown).toContain("> “It works”\n>\n> — Aline");
    expect(markdown).toContain("> **Tip:** Press \\*");
    expect(markdown).toContain("````ts\nconst a = `x`;\n```\n````");
    expect(markdown).toContain("[▶ Demo](https://www.youtube.com/watch?v=abc)");
    expect(markdown).not.toContain("secret");
  });
});

describe("twins' addresses", () => {
  it("is the page's address and .md, a home page's index.md, and back", () => {
    for (const [page, twin] of [
      ["/", "/index.md"],
      ["/fr", "/fr/index.md"],
      ["/rw", "/rw/index.md"],
      ["/pricing", "/pricing.md"],
      ["/fr/tarifs", "/fr/tarifs.md"],
      ["/blog/launch", "/blog/launch.md"],
    ]) {
      expect(markdownAddress(page!)).toBe(twin);
      expect(pageOfMarkdown(twin!)).toBe(page);
    }
  });

  it("is no file's, the API's or the build's", () => {
    for (const path of [
      "/robots.txt.md",
      "/api/search.md",
      "/assets/x.md",
      "/og/x.md",
      "/readyz.md",
      "/pricing",
      "/x.data",
    ])
      expect(pageOfMarkdown(path), path).toBeNull();
  });

  it("is a home page's only at the top of a language: a post or a landing page named index has its own", () => {
    expect(pageOfMarkdown("/blog/index.md")).toBe("/blog/index");
    expect(markdownAddress("/blog/index")).toBe("/blog/index.md");
    expect(pageOfMarkdown("/solutions/index.md")).toBe("/solutions/index");
    // (/index itself would be the home page's twin: no landing page may take it)
    expect(landingPathProblem("/index")).toMatch(/home page/);
    expect(landingPathProblem("/solutions/index")).toBeNull();
  });

  it("is asked for by an Accept that prefers Markdown, never by a browser's", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.9")).toBe(true);
    expect(prefersMarkdown("text/markdown;q=0.9, text/plain, */*;q=0.1")).toBe(true);
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("text/html, text/markdown")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
    // A weight that is no number counts as 0, as a range nobody asked for; at equal weights the header's order.
    expect(prefersMarkdown("text/markdown;q=abc")).toBe(false);
    expect(prefersMarkdown("text/markdown, text/html")).toBe(true);
    expect(prefersMarkdown("text/plain")).toBe(false);
    // Whatever flavour or charset (RFC 7763's parameters), at the weight asked.
    expect(prefersMarkdown("text/markdown; charset=utf-8")).toBe(true);
    expect(prefersMarkdown("text/markdown;variant=GFM;q=0.9, text/html;q=0.5")).toBe(true);
    expect(prefersMarkdown("text/markdown;variant=GFM;q=0.4, text/html;q=0.5")).toBe(false);
    // A weight past 1 is read as given (negotiator's reading): above HTML's.
    expect(prefersMarkdown("text/markdown;q=2, text/html")).toBe(true);
    expect(prefersMarkdown("text/html;q=0.5, text/markdown")).toBe(true);
    expect(prefersMarkdown("TEXT/MARKDOWN ; Q=0.9")).toBe(true);
    // Parameters are read as HTTP writes them (a quoted value, a comma inside one)...
    expect(prefersMarkdown('text/markdown; charset="UTF-8"; variant="GFM", text/html;q=0.5')).toBe(true);
    // (split at every comma, this one asked for text/markdown;y=b at weight 1)
    expect(prefersMarkdown('text/markdown;q=0.3, text/html;q=0.5, text/plain;x="a, text/markdown;y=b"')).toBe(false);
    // ...and one the twin is not is a Markdown it does not have: the page as HTML.
    expect(prefersMarkdown("text/markdown;variant=Original, text/html;q=0.5")).toBe(false);
    expect(prefersMarkdown("text/markdown;charset=iso-8859-1, text/html;q=0.5")).toBe(false);
  });

  it("has a writer for every page of the registry and every routed type, and none for pages kept from indexes", () => {
    for (const file of [...PAGES.map((page) => page.file), ...ROUTED_TYPES.map((routed) => routed.file)])
      expect(MARKDOWN_WRITERS[file], file).toBeTypeOf("function");
    const unlisted = LOCALIZED_ROUTES.filter((entry) => !PAGES.some((page) => page.file === entry.file));
    for (const entry of [...unlisted, ...FILE_ROUTES]) expect(MARKDOWN_WRITERS[entry.file], entry.file).toBeUndefined();
  });
});
