import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isRouted, routedKicker, routedName } from "@shared/content/fragments";
import { documentTypesOf, evaluateGroq } from "@shared/content/groq";
import { PAGES, ROUTED_TYPES, routedPath } from "@shared/addresses/pages";
import { pathOfPage, redirectFrom } from "@shared/addresses/site-paths";
import { blogSlugProblem, RESERVED_BLOG_SLUGS } from "@shared/addresses/site-paths";
import { OTHER_NAMES_FIELD } from "@shared/addresses/names";
import { PREFIXED_LOCALES } from "@shared/addresses/locales";
import { schemaTypes } from "../../sanity-studio/schemaTypes";

/*
 * A document type with a URL of its own is declared once (ROUTED_TYPES, app/shared/addresses/pages.ts). The GROQ that names
 * such documents (fragments.ts) is text `sanity typegen` reads as written, so it repeats the list: these tests tie
 * the two, and check that a document of each type resolves to its path wherever the site or the Studio asks.
 */
describe("documents with a URL of their own", () => {
  it("the GROQ filter names exactly the declared types", () => {
    expect(documentTypesOf(`*[${isRouted}]`).sort()).toEqual(ROUTED_TYPES.map((entry) => entry.type).sort());
  });

  it.each(ROUTED_TYPES)("$type: its Studio form has its slug field and an address in every other language", (entry) => {
    const schema = schemaTypes.find((type) => type.name === entry.type) as
      { fields?: { name: string; type: string; fields?: { name: string; type: string }[] }[] } | undefined;
    const fields = new Map(schema?.fields?.map((field) => [field.name, field]));
    expect(fields.get(entry.field)?.type).toBe("slug");
    const others = fields.get(OTHER_NAMES_FIELD);
    expect(others?.fields?.map((field) => [field.name, field.type])).toEqual(
      PREFIXED_LOCALES.map((locale) => [locale, "slug"]),
    );
  });

  it("the share card's kicker is the GROQ each declaration gives", () => {
    const kickers = ROUTED_TYPES.flatMap((entry) =>
      entry.card?.kicker ? [`_type == "${entry.type}" => ${entry.card.kicker}`] : [],
    );
    expect(routedKicker).toBe(`select(${kickers.join(", ")})`);
  });

  it.each(ROUTED_TYPES)("$type: its slug field names its path, in a link and in a redirect", async (entry) => {
    const value = entry.field === "path" ? "/some-page" : "some-page";
    const document = { _id: `doc-${entry.type}`, _type: entry.type, [entry.field]: { _type: "slug", current: value } };
    const [named] = await evaluateGroq<{ _type: string; name: string }[]>(`*[${isRouted}]${routedName}`, {}, [
      document,
    ]);
    const path = routedPath(entry.type, named!.name);
    expect(path).toBe(`${entry.prefix}${value}`);
    expect(path).toMatch(/^\/[a-z0-9/-]+$/);
    expect(pathOfPage(document._id, null, named)).toBe(path);
    const redirect = redirectFrom({
      from: "/old",
      permanent: true,
      url: null,
      page: document._id,
      slug: null,
      routed: named,
    });
    expect(redirect?.to).toEqual({ path });
    // Its route module exists; a slug's prefix is /words/ (a path's is empty); its card's listing page is a page.
    expect(existsSync(`app/${entry.file}`), entry.file).toBe(true);
    expect(entry.prefix).toMatch(entry.field === "slug" ? /^\/(?:[a-z0-9-]+\/)+$/ : /^$/);
    if (entry.card) expect(PAGES.map((page) => page.path)).toContain(entry.card.listing);
  });

  it("a type not declared has no path of its own", () => {
    expect(routedPath("plan", "starter")).toBeNull();
    expect(routedPath(ROUTED_TYPES[0]!.type, null)).toBeNull();
  });

  it("a blog address is refused where it would collide with the blog's own paths", () => {
    expect(RESERVED_BLOG_SLUGS.sort()).toEqual(["author", "category", "page", "rss.xml"]);
    expect(blogSlugProblem("launch-news")).toBeNull();
    for (const taken of ["page", "category", "author"]) expect(blogSlugProblem(taken)).toMatch(/taken by the blog/);
    expect(blogSlugProblem("Launch News")).toMatch(/words-with-hyphens/);
    expect(blogSlugProblem("")).toMatch(/Give it an address/);
  });
});
