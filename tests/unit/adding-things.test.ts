import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLOCK_COMPONENTS } from "~/blocks/LandingBlocks";
import { getBundledDocuments } from "~/content/layer/bundled-dataset.server";
import { LAYOUT_TYPES, PAGES, ROUTED_TYPES, type SitePage } from "@shared/addresses/pages";
import { LANDING_PAGE_QUERY } from "~/content/queries";
import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import { LOCALE_INFO, LOCALES, type Locale } from "@shared/addresses/locales";
import { COLLECTION_GROUPS, LEAD_TYPES, SINGLETON_TYPES } from "../../sanity-studio/deskLayout";
import { BLOCK_TYPES } from "../../sanity-studio/schemaTypes/blocks";
import { schemaTypes } from "../../sanity-studio/schemaTypes";

/*
 * docs/developers.md says, for each thing a developer adds, how many places it touches and which. Here each of those
 * places is a check that every existing thing of the kind passes: the docs' numbered list must name the same files
 * in the same order, and say the same count, so a place named in the docs and not in the code (or the reverse
 * order, or count) fails here. For a document type with a URL, the code is searched too: a file that lists the
 * routed types and is no place of the docs fails (filesListing). For pages, blocks and languages only the places
 * listed here are checked.
 */

type Place<T> = { file: string; holds: (thing: T) => boolean };

const read = (file: string) => readFileSync(file, "utf8");
const studioSchemaOf = (blockFolder: string) => `sanity-studio/schemaTypes/blocks/${blockFolder.split("/").pop()}.ts`;
const developers = read("docs/developers.md");
const documents = getBundledDocuments();
const queries = read("app/content/queries.ts");
const schemaNames = new Set<string>(schemaTypes.map((type) => type.name));
const filesUnder = (folder: string) => readdirSync(folder).map((name) => `${folder}/${name}`);
/** Whether some file in `folder` defines a schema type named `name`. */
const definedIn = (folder: string, name: string) =>
  filesUnder(folder).some((file) => read(file).includes(`name: "${name}"`));

/** The site's and the Studio's source files (tests, generated and installed code aside). */
const sources = execSync("git ls-files app server sanity-studio scripts", { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.(test|spec)\.|\/generated\/|test-kit/.test(file));

/** The source files that name every one of `names` (quoted) within a few lines: lists of them, places to add one. */
function filesListing(names: string[], lines = 8): string[] {
  return sources.filter((file) => {
    const text = read(file).split("\n");
    return text.some((_, at) => {
      const window = text.slice(at, at + lines).join("\n");
      return names.every((name) => window.includes(`"${name}"`));
    });
  });
}

/** The section of docs/developers.md under `### <heading>`: its stated counts, and the file each numbered item names. */
function procedure(heading: string) {
  const start = developers.indexOf(`### ${heading}\n`);
  expect(start, `docs/developers.md has no "### ${heading}"`).toBeGreaterThan(-1);
  const end = developers.indexOf("\n### ", start + 1);
  const text = developers.slice(start, end === -1 ? undefined : end);
  return {
    counts: [...text.matchAll(/touches (\d+) places/g)].map((match) => Number(match[1])),
    files: [...text.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1]),
  };
}

/** Checks every thing against every place, and the docs against the places. */
function tie<T>(heading: string, count: number, places: Place<T>[], things: [string, T][]) {
  const docs = procedure(heading);
  expect(docs.files, `the places docs/developers.md lists under "${heading}"`).toEqual(
    places.map((place) => place.file),
  );
  expect(docs.counts, `the count docs/developers.md states under "${heading}"`).toContain(count);
  expect(things.length).toBeGreaterThan(0);
  const missing = things.flatMap(([name, thing]) =>
    places.filter((place) => !place.holds(thing)).map((place) => `${name}: ${place.file}`),
  );
  expect(missing).toEqual([]);
}

describe("docs/developers.md counts the places a new thing touches, as the code needs them", () => {
  it("a fixed page with a document of its own: 10 places, each held by every such page", () => {
    const type = (page: SitePage) => page.document!.type;
    const dictionary = (locale: Locale): Place<SitePage> => ({
      file: `app/shared/dictionaries/${locale}.ts`,
      holds: (page) => Boolean(DICTIONARIES[locale].pages[page.path as keyof (typeof DICTIONARIES)["en"]["pages"]]),
    });
    const places: Place<SitePage>[] = [
      { file: "app/routes/<name>.tsx", holds: (page) => existsSync(`app/${page.file}`) },
      { file: "app/content/queries.ts", holds: (page) => queries.includes(`_type == "${type(page)}"`) },
      { file: "app/shared/addresses/pages.ts", holds: (page) => page.types.includes(type(page)) },
      ...LOCALES.map(dictionary),
      {
        file: "sanity-studio/schemaTypes/singletons/<name>Page.ts",
        holds: (page) => definedIn("sanity-studio/schemaTypes/singletons", type(page)),
      },
      { file: "sanity-studio/schemaTypes/index.ts", holds: (page) => schemaNames.has(type(page)) },
      { file: "sanity-studio/deskLayout.ts", holds: (page) => SINGLETON_TYPES.has(type(page)) },
      { file: "fixtures/data.ndjson", holds: (page) => documents.some((document) => document._id === type(page)) },
    ];
    // A page about one document of a type, not a legal page (one of a collection, by slug).
    const pages = PAGES.filter((page) => page.document && !page.document.slug);
    tie(
      "Adding a page",
      places.length,
      places,
      pages.map((page) => [page.path, page]),
    );
  });

  it("a block: 9 places, each held by every block", () => {
    const folderOf = (type: string) =>
      filesUnder("app/blocks").find(
        (folder) => existsSync(studioSchemaOf(folder)) && read(studioSchemaOf(folder)).includes(`name: "${type}"`),
      );
    const inFolder = (test: (folder: string, files: string[], type: string) => boolean) => (type: string) => {
      const folder = folderOf(type);
      return Boolean(folder) && test(folder!, readdirSync(folder!), type);
    };
    const places: Place<string>[] = [
      { file: "sanity-studio/schemaTypes/blocks/<block>.ts", holds: (type) => Boolean(folderOf(type)) },
      {
        file: "app/blocks/<block>/projection.ts",
        holds: inFolder((folder, _files, type) => read(`${folder}/projection.ts`).includes(`_type == "${type}"`)),
      },
      {
        file: "app/blocks/<block>/<Name>Block.tsx",
        holds: inFolder((_folder, files) => files.some((file) => /^[A-Z]\w*Block\.tsx$/.test(file))),
      },
      {
        file: "app/blocks/<block>/<block>.test.tsx",
        holds: inFolder((folder, files) => files.includes(`${folder.split("/").pop()}.test.tsx`)),
      },
      { file: "sanity-studio/schemaTypes/blocks/index.ts", holds: (type) => BLOCK_TYPES.some((b) => b.name === type) },
      { file: "app/content/queries.ts", holds: (type) => LANDING_PAGE_QUERY.includes(`_type == "${type}" =>`) },
      { file: "app/blocks/LandingBlocks.tsx", holds: (type) => type in BLOCK_COMPONENTS },
      {
        file: "sanity-studio/static/blocks/<name>Block.svg",
        holds: (type) => existsSync(`sanity-studio/static/blocks/${type}.svg`),
      },
      {
        file: "fixtures/data.ndjson",
        holds: (type) =>
          documents.some(
            (document) =>
              document._type === "landingPage" &&
              (document.blocks as { _type: string }[] | undefined)?.some((block) => block._type === type),
          ),
      },
    ];
    tie(
      "Adding a block",
      places.length,
      places,
      BLOCK_TYPES.map((block) => [block.name, block.name]),
    );
  });

  it("a language: 4 places, each held by every language", () => {
    const translated = JSON.stringify(documents.find((document) => document._id === "siteSettings"));
    const places: Place<Locale>[] = [
      { file: "app/shared/addresses/locales.ts", holds: (locale) => Boolean(LOCALE_INFO[locale]) },
      {
        file: "app/shared/dictionaries/<code>.ts",
        holds: (locale) => existsSync(`app/shared/dictionaries/${locale}.ts`),
      },
      { file: "app/i18n/dictionaries.server.ts", holds: (locale) => Boolean(DICTIONARIES[locale]) },
      { file: "fixtures/data.ndjson", holds: (locale) => translated.includes(`"language":"${locale}"`) },
    ];
    tie(
      "Adding a language",
      places.length,
      places,
      LOCALES.map((locale) => [locale, locale]),
    );
  });

  it("a document type editors keep a list of: 8 places, each held by every such type shown on a page", () => {
    const studioTest = read("tests/unit/studio.test.ts");
    const places: Place<string>[] = [
      {
        file: "sanity-studio/schemaTypes/documents/<type>.ts",
        holds: (type) => definedIn("sanity-studio/schemaTypes/documents", type),
      },
      { file: "sanity-studio/schemaTypes/index.ts", holds: (type) => schemaNames.has(type) },
      {
        file: "sanity-studio/deskLayout.ts",
        holds: (type) => COLLECTION_GROUPS.some((group) => group.entries.some((entry) => entry.type === type)),
      },
      { file: "tests/unit/studio.test.ts", holds: (type) => studioTest.includes(`"${type}"`) },
      { file: "app/content/queries.ts", holds: (type) => queries.includes(`_type == "${type}"`) },
      { file: "app/shared/addresses/pages.ts", holds: (type) => PAGES.some((page) => page.types.includes(type)) },
      {
        file: "app/routes/<page>.tsx",
        holds: (type) => PAGES.some((page) => page.types.includes(type) && existsSync(`app/${page.file}`)),
      },
      { file: "fixtures/data.ndjson", holds: (type) => documents.some((document) => document._type === type) },
    ];
    // The collections shown on fixed pages; landing pages and redirects have a procedure of their own (their paths),
    // leads are written by the site, and announcements are shown on every page (LAYOUT_TYPES: the root's loader).
    const types = COLLECTION_GROUPS.flatMap((group) => group.entries.map((entry) => entry.type)).filter(
      (type) =>
        !LEAD_TYPES.has(type) &&
        !["landingPage", "redirect"].includes(type) &&
        !(LAYOUT_TYPES as readonly string[]).includes(type),
    );
    tie(
      "Adding a document type",
      places.length,
      places,
      types.map((type) => [type, type]),
    );
  });

  it("a document type with a URL of its own: 6 places, each held by every routed type but landing pages", () => {
    const fragments = read("app/shared/content/fragments.ts");
    const schemaFile = (type: string) =>
      ["documents", "blog"].some((folder) => definedIn(`sanity-studio/schemaTypes/${folder}`, type));
    const entry = (type: string) => ROUTED_TYPES.find((routed) => routed.type === type)!;
    const places: Place<string>[] = [
      { file: "sanity-studio/schemaTypes/<folder>/<type>.ts", holds: schemaFile },
      { file: "sanity-studio/schemaTypes/index.ts", holds: (type) => schemaNames.has(type) },
      { file: "app/shared/addresses/pages.ts", holds: (type) => Boolean(entry(type)) },
      { file: "app/shared/content/fragments.ts", holds: (type) => fragments.includes(`"${type}"`) },
      {
        file: "app/content/queries.ts",
        holds: (type) => queries.includes(`_type == "${type}" && slug.current == $slug`),
      },
      { file: "app/routes/<type>.tsx", holds: (type) => existsSync(`app/${entry(type).file}`) },
    ];
    const routed = ROUTED_TYPES.filter((type) => type.prefix).map((type) => type.type);
    tie(
      "Adding a document type with a URL",
      places.length,
      places,
      routed.map((type) => [type, type]),
    );
    // A place the docs do not list fails too: any file that lists every routed type by name (within a few lines)
    // is one a new type must be added to.
    const listing = filesListing(routed);
    expect(listing).toContain("app/shared/addresses/pages.ts");
    for (const file of listing)
      expect(
        places.map((place) => place.file),
        file,
      ).toContain(file);
  });
});
