import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { localize } from "~/content/layer/localize";
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, type Locale } from "@shared/addresses/locales";
import {
  addressesOf,
  findNamed,
  movesOf,
  namedFilter,
  namesOf,
  OTHER_NAMES_FIELD,
  pathsOf,
  type OtherNames,
} from "@shared/addresses/names";
import { ROUTED_TYPES, routedPath } from "@shared/addresses/pages";
import { slugOf } from "@shared/addresses/slug";
import { takenPathReason } from "@shared/addresses/site-paths";
import { findRedirect, REDIRECTS_QUERY, redirectPath, redirectProblem } from "@shared/addresses/redirects";
import { evaluateGroq } from "@shared/content/groq";
import { movedPageRedirect, redirectFrom, redirectIn } from "@shared/addresses/site-paths";

// Addresses per language (issue 49): a document's name in each language, the page it answers, the moves a publish
// makes. Written with the languages of app/shared/addresses/locales.ts, so a fourth language is checked the same way.
const [french, kinyarwanda] = PREFIXED_LOCALES as [Locale, Locale];
const others = (values: Partial<Record<Locale, string>>): OtherNames =>
  Object.fromEntries(Object.entries(values).map(([locale, current]) => [locale, { _type: "slug", current }]));

describe("a document's name in each language", () => {
  it("is its own where it has one, else the English name", () => {
    expect(namesOf("launch", others({ [french]: "lancement" }))).toEqual({
      [DEFAULT_LOCALE]: "launch",
      [french]: "lancement",
      [kinyarwanda]: "launch",
    });
    expect(namesOf("launch", null)).toEqual(Object.fromEntries(LOCALES.map((locale) => [locale, "launch"])));
  });

  it("ignores one written otherwise than the English one is (pasted through the API)", () => {
    for (const bad of ["Lancement", "javascript:alert(1)", "/lancement", "lancé", "a--b", ""]) {
      expect(namesOf("launch", others({ [french]: bad }))[french], bad).toBe("launch");
    }
    // A landing page's names are paths; a slug there is refused, a path taken.
    expect(namesOf("/education", others({ [french]: "enseignement" }))[french]).toBe("/education");
    expect(namesOf("/education", others({ [french]: "/solutions/enseignement" }))[french]).toBe(
      "/solutions/enseignement",
    );
  });

  it("is generated from a title with its accents folded, as the English one is", () => {
    expect(slugOf("Fonctionnalités : l'assistant répond", { locale: french })).toBe(
      "fonctionnalites-l-assistant-repond",
    );
    expect(slugOf("Événements & ateliers", { locale: french })).toBe("evenements-et-ateliers");
    expect(slugOf("Uko bikorwa", { locale: kinyarwanda })).toBe("uko-bikorwa");
  });
});

describe("every routed type's address in every language", () => {
  // (its prefix in the language's words, then its name there: its own French one, the English one in Kinyarwanda)
  const EXPECTED: Record<string, [string, string, string]> = {
    landingPage: ["/launch", "/fr/lancement", "/rw/launch"],
    post: ["/blog/launch", "/fr/blog/lancement", "/rw/inkuru/launch"],
    blogCategory: ["/blog/category/launch", "/fr/blog/categorie/lancement", "/rw/inkuru/icyiciro/launch"],
    author: ["/blog/author/launch", "/fr/blog/auteur/lancement", "/rw/inkuru/umwanditsi/launch"],
  };
  it("is known for every routed type", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ROUTED_TYPES.map((routed) => routed.type).sort());
  });
  for (const routed of ROUTED_TYPES) {
    it(`${routed.type}: its prefix, then its name in the language, under the language's prefix`, () => {
      const english = routed.field === "path" ? "/launch" : "launch";
      const own = routed.field === "path" ? "/lancement" : "lancement";
      const addresses = addressesOf(routed.type, namesOf(english, others({ [french]: own })));
      expect([addresses[DEFAULT_LOCALE], addresses[french], addresses[kinyarwanda]]).toEqual(EXPECTED[routed.type]);
    });
  }
});

describe("which document a name in a language names", () => {
  const documents = [
    { id: "a", names: namesOf("launch", others({ [french]: "lancement" })) },
    // Its French name is another document's English one: in French it is this one's.
    { id: "b", names: namesOf("news", others({ [french]: "launch", [kinyarwanda]: "amakuru" })) },
    // The same name in two languages is allowed.
    { id: "c", names: namesOf("events", others({ [french]: "events", [kinyarwanda]: "ibirori" })) },
  ];

  it("answers a document at its name in the language", () => {
    expect(findNamed(documents, french, "lancement")).toMatchObject({ document: { id: "a" }, moved: false });
    expect(findNamed(documents, DEFAULT_LOCALE, "launch")).toMatchObject({ document: { id: "a" }, moved: false });
    expect(findNamed(documents, french, "launch")).toMatchObject({ document: { id: "b" }, moved: false });
    expect(findNamed(documents, french, "events")).toMatchObject({ document: { id: "c" }, moved: false });
    expect(findNamed(documents, kinyarwanda, "launch")).toMatchObject({ document: { id: "a" }, moved: false });
  });

  it("moves a name in another language's words to the language's own (today's /fr/<english> addresses)", () => {
    expect(findNamed(documents, french, "news")).toEqual({ document: documents[1], name: "launch", moved: true });
    expect(findNamed(documents, kinyarwanda, "news")).toEqual({ document: documents[1], name: "amakuru", moved: true });
    expect(findNamed(documents, DEFAULT_LOCALE, "lancement")).toEqual({
      document: documents[0],
      name: "launch",
      moved: true,
    });
    expect(findNamed(documents, kinyarwanda, "events")).toMatchObject({ name: "ibirori", moved: true });
    expect(findNamed(documents, french, "nothing")).toBeNull();
  });

  it("moves an English name to its own document before one that has the name in a third language", () => {
    // /fr/blog/news was b's address before it had a French name; "news" is also d's Kinyarwanda name.
    const d = { id: "d", names: namesOf("stories", others({ [kinyarwanda]: "news" })) };
    expect(findNamed([d, ...documents], french, "news")).toMatchObject({ document: { id: "b" }, name: "launch" });
    expect(findNamed([d, ...documents], kinyarwanda, "news")).toMatchObject({ document: { id: "d" }, moved: false });
    expect(findNamed([d], french, "news")).toMatchObject({ document: { id: "d" }, name: "stories", moved: true });
  });
});

describe("the Studio's Presentation opens the document an address names", () => {
  // Stored as the Studio stores them; the same three documents as findNamed's, and d, whose Kinyarwanda name is b's
  // English one.
  const post = (id: string, slug: string, names: Partial<Record<Locale, string>>) => ({
    _id: id,
    _type: "post",
    slug: { current: slug },
    [OTHER_NAMES_FIELD]: others(names),
  });
  const stored = [
    post("a", "launch", { [french]: "lancement" }),
    post("b", "news", { [french]: "launch", [kinyarwanda]: "amakuru" }),
    post("c", "events", { [french]: "events", [kinyarwanda]: "ibirori" }),
    post("d", "stories", { [kinyarwanda]: "news" }),
  ];
  const opened = async (locale: Locale, name: string) =>
    (await evaluateGroq<{ _id: string }[]>(`*[${namedFilter("post", "slug", locale)}]`, { name }, stored)).map(
      (document) => document._id,
    );

  it("opens at each document's address in each language that document, and no other", async () => {
    for (const locale of LOCALES)
      for (const document of stored) {
        const name = namesOf(document.slug.current, document[OTHER_NAMES_FIELD])[locale];
        expect(await opened(locale, name), `${locale} ${name}`).toEqual([document._id]);
      }
  });

  it("opens nothing at an older address (the site moves it first)", async () => {
    expect(await opened(french, "news")).toEqual([]); // b's English name, and d's Kinyarwanda one
    expect(await opened(kinyarwanda, "lancement")).toEqual([]);
  });
});

describe("the content layer gives a page its language's names", () => {
  const card = { _id: "p", slug: "launch", names: others({ [french]: "lancement" }) };

  it("replaces a slug with the language's and lists every language's", () => {
    const fr = localize(card, french);
    expect(fr.slug).toBe("lancement");
    expect(fr.names).toEqual(namesOf("launch", others({ [french]: "lancement" })));
    expect(localize(card, kinyarwanda).slug).toBe("launch");
    expect(localize({ _id: "p", slug: "launch", names: null }, french).slug).toBe("launch");
  });

  it("sends a link by reference to the page's address in the language", () => {
    const link = {
      label: "Read",
      href: "/",
      toPage: "post-1",
      toRouted: { _type: "post", name: "launch", names: others({ [french]: "lancement" }) },
    };
    expect(localize(link, french).href).toBe(`/${french}/blog/lancement`);
    expect(localize(link, kinyarwanda).href).toBe(`/${kinyarwanda}/inkuru/launch`);
    expect(localize(link, DEFAULT_LOCALE).href).toBe("/blog/launch");
  });
});

describe("the redirects a publish leaves", () => {
  const post = (slug: string, names: Partial<Record<Locale, string>> = {}) => ({
    _type: "post",
    slug: { _type: "slug", current: slug },
    [OTHER_NAMES_FIELD]: others(names),
  });

  it("one from a language's old address when its name there changes", () => {
    expect(movesOf(post("launch", { [french]: "lancement" }), post("launch", { [french]: "nouveau" }))).toEqual([
      { from: "/blog/lancement", to: "/blog/nouveau" },
    ]);
  });

  it("none when a language gets its first name (the site moves /fr/<english> itself)", () => {
    expect(movesOf(post("launch"), post("launch", { [french]: "lancement" }))).toEqual([]);
  });

  it("one per old path: the English name changing, languages without a name of their own follow it", () => {
    expect(movesOf(post("launch", { [french]: "lancement" }), post("release", { [french]: "lancement" }))).toEqual([
      { from: "/blog/launch", to: "/blog/release" },
    ]);
  });

  it("back to the English name: a move from the old one; none for a name added or a draft without a valid name", () => {
    expect(movesOf(post("launch", { [french]: "lancement" }), post("launch", { [french]: "launch" }))).toEqual([
      { from: "/blog/lancement", to: "/blog/launch" },
    ]);
    expect(movesOf(post("launch", { [french]: "a" }), post("launch", { [french]: "a", [kinyarwanda]: "b" }))).toEqual(
      [],
    );
    expect(movesOf(post("launch"), post("Not A Slug"))).toEqual([]);
    expect(movesOf(null, post("launch"))).toEqual([]);
  });

  it("names a landing page's paths as the site serves them", () => {
    const page = {
      _type: "landingPage",
      path: { current: "/education" },
      [OTHER_NAMES_FIELD]: others({ [french]: "/enseignement" }),
    };
    expect(pathsOf(page)).toEqual({
      [DEFAULT_LOCALE]: "/education",
      [french]: "/enseignement",
      [kinyarwanda]: "/education",
    });
  });
});

describe("redirects to a document, across languages", () => {
  // A post whose French address changed twice: the publish action left a redirect from each older one, naming the
  // post (app/shared/addresses/site-paths.ts, movedPageRedirect).
  const post = {
    _id: "post-1",
    _type: "post",
    publishedAt: "2026-01-01T00:00:00Z",
    slug: { _type: "slug", current: "launch" },
    [OTHER_NAMES_FIELD]: others({ [french]: "lancement-trois" }),
  };
  const dataset = [
    post,
    { ...movedPageRedirect(null, "/blog/lancement-un", post._id) },
    { ...movedPageRedirect(null, "/blog/lancement-deux", post._id) },
  ];
  const redirectsIn = async (locale: Locale) =>
    (
      localize(
        await evaluateGroq<Parameters<typeof redirectFrom>[0][]>(REDIRECTS_QUERY, {}, dataset),
        locale,
      ) as never[]
    )
      .map(redirectFrom)
      .filter((entry) => entry !== null);

  it("every older address leads to the newest in the visitor's language, in one hop (no chain)", async () => {
    for (const locale of LOCALES) {
      const redirects = await redirectsIn(locale);
      const newest = routedPath("post", namesOf("launch", post[OTHER_NAMES_FIELD])[locale]);
      for (const from of ["/blog/lancement-un", "/blog/lancement-deux"]) {
        expect(findRedirect(from, redirects), `${from} in ${locale}`).toMatchObject({ to: { path: newest } });
        // (the newest is no redirect's start: one hop)
        expect(findRedirect(newest!, redirects)).toBeNull();
      }
    }
  });

  it("a redirect from the document's address in one language to the document is a loop there, and refused", async () => {
    const raw = await evaluateGroq<Parameters<typeof redirectFrom>[0][]>(REDIRECTS_QUERY, {}, dataset);
    const back = { ...raw[0]!, from: "/blog/lancement-trois" };
    // (in English it would lead to /blog/launch: only the French reading shows the loop)
    expect(redirectProblem(redirectIn(back, DEFAULT_LOCALE)!, [])).toBeNull();
    expect(redirectProblem(redirectIn(back, french)!, [])).toBe("This redirect leads back to its own path");
    // A chain is refused in every language as before: a redirect to a path another one moves again.
    const chained = { from: "/old", to: { path: "/blog/lancement-un" }, permanent: true };
    expect(redirectProblem(chained, await redirectsIn(french))).toMatch(/is itself redirected/);
  });
});

describe("the bundled dataset", () => {
  const documents = readFileSync("fixtures/data.ndjson", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown> & { _id: string; _type: string });

  for (const routed of ROUTED_TYPES) {
    const ofType = documents.filter(
      (document) => document._type === routed.type && !document._id.startsWith("drafts."),
    );
    it(`gives every ${routed.type} a valid name of its own in each language, unique in its language`, () => {
      expect(ofType.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const names = ofType.map((document) => {
          const stored = document[OTHER_NAMES_FIELD] as OtherNames | undefined;
          if (locale !== DEFAULT_LOCALE) expect(stored?.[locale]?.current, `${document._id} ${locale}`).toBeTruthy();
          const english = (document[routed.field] as { current: string }).current;
          return namesOf(english, stored)[locale];
        });
        for (const name of names) expect(routedPath(routed.type, name), name).not.toBeNull();
        expect(new Set(names).size, `${routed.type} names in ${locale}`).toBe(names.length);
      }
    });
  }

  it("gives no landing page a path that a page of the site takes in any language", () => {
    for (const document of documents.filter((entry) => entry._type === "landingPage")) {
      for (const path of Object.values(pathsOf(document)!))
        expect(takenPathReason(redirectPath(path)!), path).toBeNull();
    }
  });
});
