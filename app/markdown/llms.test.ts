import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import { PAGES } from "@shared/addresses/pages";
import { llmsEntries, llmsFullTxt, llmsTxt, type LlmsEntry } from "./llms";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en };
const documents = [
  { _id: "p", _type: "post", name: "launch", title: "Launch", description: "It is out.", noindex: false },
  { _id: "h", _type: "post", name: "hidden", title: "Hidden", description: null, noindex: true },
  { _id: "l", _type: "landingPage", name: "/solutions/banking", title: "Banks", description: null, noindex: false },
  { _id: "w", _type: "landingPage", name: "/webinar", title: "Webinar", description: null, noindex: false },
  { _id: "a", _type: "author", name: "aline", title: "Aline", description: "Product lead", noindex: false },
] as unknown as Parameters<typeof llmsEntries>[0];

it("is an H1 with the site's name, a summary as a blockquote, then H2 sections of links to the twins", () => {
  const text = llmsTxt(llmsEntries(documents, context), "Ihuza", context);
  const lines = text.split("\n");
  expect(lines[0]).toBe("# Ihuza");
  expect(lines[2]).toMatch(/^> Ihuza is an AI-powered business messaging platform/);
  expect(text.match(/^## .+$/gm)).toEqual([
    "## Product",
    "## Pricing",
    "## Solutions",
    "## Company",
    "## Blog",
    "## Legal",
    "## Optional",
  ]);
  // Every other line is a link to a twin, with its description when it has one.
  for (const line of lines.slice(3).filter((line) => line && !line.startsWith("## ")))
    expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/ihuza\.rw\/[^)]*\.md\)(: .+)?$/);
  expect(text).toContain("- [Pricing](https://ihuza.rw/pricing.md): Plans, add-ons and answers to common questions");
  expect(text).toContain("- [Home](https://ihuza.rw/index.md)");
  expect(text).toContain(
    "## Blog\n\n- [Blog](https://ihuza.rw/blog.md): News, customer stories and how-tos\n- [Launch](https://ihuza.rw/blog/launch.md): It is out.",
  );
  expect(text).toContain("- [Banks](https://ihuza.rw/solutions/banking.md)");
  expect(text).not.toContain("Hidden");
  // The long tail is "Optional", as llmstxt.org names it, last.
  expect(text.slice(text.indexOf("## Optional"))).toContain(
    "[Aline](https://ihuza.rw/blog/author/aline.md): Product lead",
  );
  // Every page of the registry is listed once.
  for (const page of PAGES)
    expect(text.split(`(https://ihuza.rw${page.path === "/" ? "/index" : page.path}.md)`).length).toBe(2);
});

it("is in the page's language, at its addresses, the Optional section keeping its name", () => {
  const french = { ...context, locale: "fr" as const, t: fr };
  const text = llmsTxt(llmsEntries(documents, french), "Ihuza", french);
  expect(text).toMatch(/^# Ihuza\n\n> Ihuza est une plateforme/);
  expect(text).toContain("## Tarifs\n\n- [Tarifs](https://ihuza.rw/fr/tarifs.md)");
  expect(text).toContain("(https://ihuza.rw/fr/index.md)");
  expect(text).toContain("## Optional");
});

it("joins the twins within its budget, listing by address what does not fit", () => {
  const entries: LlmsEntry[] = [
    { section: "product", title: "A", path: "/a", description: null },
    { section: "product", title: "B", path: "/b", description: null },
    { section: "product", title: "C", path: "/c", description: null },
  ];
  const twins = new Map([
    ["/a", "# A\n\nshort"],
    ["/b", `# B\n\n${"x".repeat(2000)}`],
    ["/c", "# C"],
  ]);
  const whole = llmsFullTxt(entries, twins, "Ihuza", context);
  expect(whole).toMatch(/^# Ihuza\n\n> Every page of the Ihuza website in English/);
  expect(whole).toContain("<!-- https://ihuza.rw/a.md -->\n\n# A\n\nshort");
  expect(whole.indexOf("# A")).toBeLessThan(whole.indexOf("# B"));
  const cut = llmsFullTxt(entries, twins, "Ihuza", context, 64 * 1024 + 500);
  expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(64 * 1024 + 500);
  expect(cut).toContain("# A\n\nshort");
  expect(cut).not.toContain("# B");
  expect(cut).toContain(`${en.machine.over}\n\n- [B](https://ihuza.rw/b.md)\n- [C](https://ihuza.rw/c.md)`);
});

it("stays within its budget however many pages do not fit, ending with where the whole list is", () => {
  const many: LlmsEntry[] = Array.from({ length: 5000 }, (_, index) => ({
    section: "blog",
    title: `Post ${index}`,
    path: `/blog/post-${index}`,
    description: null,
  }));
  const twins = new Map(many.map((entry) => [entry.path, `# ${entry.title}\n\n${"words ".repeat(40)}`]));
  const budget = 70 * 1024;
  const text = llmsFullTxt(many, twins, "Ihuza", context, budget);
  expect(Buffer.byteLength(text)).toBeLessThanOrEqual(budget);
  expect(text).toContain("# Post 0\n");
  expect(text.trimEnd().split("\n").at(-1)).toBe("- [llms.txt](https://ihuza.rw/llms.txt)");
});
