import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { Highlighted } from "~/components/search/Highlighted";
import { evaluateGroq, parseNdjson } from "@shared/content/groq";
import { PAGES } from "@shared/addresses/pages";
import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import { LOCALES, type Locale } from "@shared/addresses/locales";
import {
  loadSearchSources,
  readableText,
  SEARCH_KINDS,
  SEARCHED_TYPES,
  searchDocuments,
  type SearchDocument,
  type SearchSources,
} from "~/search/corpus";
import { answerFrom, buildIndex, normalizeQuery, searchIndex, topHits, type LocaleIndex } from "~/search/engine";
import { excerpt, fold, highlight, termsOf } from "~/search/text";
import { SEARCH_TUNING } from "~/search/tuning";

const fixtures = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
let sources: SearchSources;
const indexes = {} as Record<Locale, LocaleIndex>;
const documents = {} as Record<Locale, SearchDocument[]>;

beforeAll(async () => {
  sources = await loadSearchSources((query, params) => evaluateGroq(query, params, fixtures));
  for (const locale of LOCALES) {
    documents[locale] = searchDocuments(sources, locale, DICTIONARIES[locale]);
    indexes[locale] = await buildIndex(documents[locale], locale);
  }
});

/** The titles of the results, best first, with their marks dropped. */
const titles = (locale: Locale, query: string) =>
  topHits(indexes[locale], query, 40).map((hit) => hit.title.map((segment) => segment.text).join(""));

describe("what the site search indexes", () => {
  it("holds every kind of thing a visitor reads, in each language, each linked to its page", () => {
    for (const locale of LOCALES) {
      const kinds = new Set(documents[locale].map((document) => document.kind));
      expect([...kinds].sort(), locale).toEqual([...SEARCH_KINDS].sort());
      for (const document of documents[locale]) {
        if (locale !== "en") expect(document.href, document.id).toMatch(new RegExp(`^/${locale}(/|#|$)`));
        expect(document.title || document.text, document.id).toBeTruthy();
      }
    }
  });

  it("holds each bundled plan, question, feature group, solution, legal page and post that is out", () => {
    const ids = new Set(documents.en.map((document) => document.id));
    // (a post is out once its time has come: isOut in app/shared/content/fragments.ts)
    const now = new Date().toISOString();
    const out = (document: { _type: string; publishedAt?: unknown }) =>
      document._type !== "post" || (typeof document.publishedAt === "string" && document.publishedAt <= now);
    for (const document of fixtures) {
      if (
        ["plan", "addOn", "faq", "featureGroup", "solution", "legalPage", "post"].includes(document._type) &&
        out(document)
      )
        expect(ids, `${document._type} ${document._id}`).toContain(document._id);
    }
    // The registry's pages with a document of their own, by that document.
    for (const page of PAGES.filter((entry) => entry.document && !entry.document.slug)) {
      expect(
        documents.en.some((document) => document.href === page.path),
        page.path,
      ).toBe(true);
    }
  });

  it("links a landing page's blocks at the page's address in the language (its own slug there)", () => {
    const banking = documents.fr.filter((document) => document.id.startsWith("landing-banking/"));
    expect(banking.length).toBeGreaterThan(1);
    for (const document of banking) expect(document.href).toMatch(/^\/fr\/solutions\/banque-et-finance(#|$)/);
  });

  it("links a question, a plan, a feature group and a solution to its place on its page", () => {
    const byId = new Map(documents.fr.map((document) => [document.id, document]));
    expect(byId.get("faq-1")?.href).toBe("/fr/tarifs#faq-faq-1");
    expect(byId.get("plan-starter")?.href).toBe("/fr/tarifs#plan-plan-starter");
    expect([...byId.values()].find((document) => document.kind === "feature")?.href).toMatch(
      /^\/fr\/fonctionnalites#featureGroup-/,
    );
    // A solution with a landing page of its own links there, in the page's language.
    expect(
      documents.fr.some(
        (document) => document.kind === "solution" && document.href === "/fr/solutions/banque-et-finance",
      ),
    ).toBe(true);
  });

  it("reads every type whose text a visitor reads, and not the testimonials (shown, never searched)", () => {
    for (const type of [
      "plan",
      "addOn",
      "faq",
      "featureGroup",
      "solution",
      "post",
      "landingPage",
      "legalPage",
      "homePage",
      "pricingPage",
    ])
      expect(SEARCHED_TYPES, type).toContain(type);
    expect(SEARCHED_TYPES).not.toContain("testimonial");
    // (that a change to one of them rebuilds the index, and to another does not: tests/unit/site-search.test.ts)
  });

  it("reads the text of a page, not its addresses, settings or Portable Text's bookkeeping", () => {
    const text = readableText({
      _type: "x",
      heading: "Visible",
      href: "/pricing",
      icon: "users",
      seo: { title: "Hidden" },
      body: [
        {
          _type: "block",
          style: "h2",
          markDefs: [],
          children: [
            { _type: "span", text: "Para", marks: ["strong"] },
            { _type: "span", text: "graph" },
          ],
        },
      ],
      image: { asset: { _ref: "image-1" }, alt: "Not searched" },
    });
    expect(text).toEqual(["Visible", "Paragraph"]);
  });
});

describe("matching", () => {
  it("folds case and accents, both ways: securite finds “sécurité”, SÉCURITÉ too", () => {
    expect(titles("fr", "securite").some((title) => /sécurité/i.test(title))).toBe(true);
    expect(titles("fr", "SÉCURITÉ")).toEqual(titles("fr", "securite"));
    expect(fold("Œuvre Ça Été")).toBe("oeuvre ca ete");
  });

  it("matches the start of a word: transl finds “translation”", () => {
    const hits = topHits(indexes.en, "transl", 40);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((hit) => hit.title.some((segment) => segment.mark && /^translation/i.test(segment.text)))).toBe(
      true,
    );
  });

  it("forgives a typo: pricng finds the Pricing page first", () => {
    expect(titles("en", "pricng")[0]).toBe("Pricing");
    expect(titles("fr", "tarifss").length).toBeGreaterThan(0);
  });

  it("finds Kinyarwanda by the start of a word and despite a typo, with no stemmer", () => {
    // kwishyura (to pay): the payment question, from its first letters, and from a misspelling.
    expect(titles("rw", "kwishy")).toContain("Ni ubuhe buryo bwo kwishyura mwemera?");
    expect(titles("rw", "kwishyira")).toContain("Ni ubuhe buryo bwo kwishyura mwemera?");
    // ry'ubuntu is two words: "ubuntu" (free) is found on its own.
    expect(titles("rw", "ubuntu")).toContain("Hari igerageza ry'ubuntu?");
  });

  it("weighs a title above the same word in a text", async () => {
    // Two entries alike but for where the word stands: the title's counts SEARCH_TUNING.titleBoost times.
    const index = await buildIndex(
      [
        {
          id: "in-text",
          kind: "page",
          title: "one two three four",
          text: "meetings alpha beta gamma",
          href: "/",
          source: "",
        },
        {
          id: "in-title",
          kind: "page",
          title: "meetings alpha beta gamma",
          text: "one two three four",
          href: "/",
          source: "",
        },
      ],
      "en",
    );
    const [first, second] = index.search.search("meetings");
    expect(first?.id).toBe("in-title");
    expect(first!.score / second!.score).toBeCloseTo(SEARCH_TUNING.titleBoost, 1);
    // And on the site: the question that holds the words ranks first.
    expect(topHits(indexes.en, "discount annual billing")[0]?.kind).toBe("faq");
  });

  it("needs every word when some entry has them all, and settles for some when none does", () => {
    const both = searchIndex(indexes.en, "free trial");
    expect(both.total).toBeGreaterThan(0);
    for (const hit of both.groups.flatMap((group) => group.hits)) {
      const entry = documents.en.find((document) => document.id === hit.id)!;
      const words = new Set(termsOf(`${entry.title} ${entry.text}`, "en"));
      expect(words.has("free") && [...words].some((word) => word.startsWith("trial")), hit.id).toBe(true);
    }
    // One word found nowhere: the entries with the other.
    const some = searchIndex(indexes.en, "trial zzzqqq");
    expect(some.total).toBeGreaterThan(0);
    expect(some.total).toBeGreaterThanOrEqual(both.total);
  });

  it("groups results by kind, in the page's order", () => {
    const results = searchIndex(indexes.en, "translation");
    const order = results.groups.map((group) => SEARCH_KINDS.indexOf(group.kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(results.shown).toBe(results.groups.reduce((sum, group) => sum + group.hits.length, 0));
    expect(results.total).toBeGreaterThanOrEqual(results.shown);
  });

  it("keeps a title whole, every matched word marked", () => {
    const title = "Free webinar, 4 February 2027: AI assistants for customer service";
    const segments = highlight(title, new Set(["customer"]));
    expect(segments.map((segment) => segment.text).join("")).toBe(title);
    expect(segments.filter((segment) => segment.mark)).toEqual([{ text: "customer", mark: true }]);
  });

  it("marks the words that matched in an excerpt cut around the first", () => {
    const segments = excerpt(
      `${"Intro words here. ".repeat(30)}Then live translation for everyone.`,
      new Set(["translation"]),
    );
    const text = segments.map((segment) => segment.text).join("");
    expect(text.startsWith("… ")).toBe(true);
    expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(["translation"]);
    expect(text.length).toBeLessThan(200);
  });

  it("keeps what it shows as text: markup in content or a query is never markup in the page", () => {
    const html = renderToStaticMarkup(
      Highlighted({ segments: excerpt(`<img src=x onerror=alert(1)> translation "&"`, new Set(["translation"])) }),
    );
    expect(html).toBe(
      `&lt;img src=x onerror=alert(1)&gt; <mark class="rounded-sm bg-sun-200 px-0.5 text-ink-900">translation</mark> &quot;&amp;&quot;`,
    );
  });

  it("finds nothing for words it ignores, and an empty query", () => {
    expect(searchIndex(indexes.en, "the and of").total).toBe(0);
    expect(searchIndex(indexes.en, "").total).toBe(0);
    expect(termsOf("Y a-t-il un essai gratuit ?", "fr")).toEqual(["essai", "gratuit"]);
  });
});

describe("what a visitor types", () => {
  it("is cut to a sane length and word count", () => {
    const long = normalizeQuery("a".repeat(5000));
    expect(long.length).toBe(SEARCH_TUNING.maxQueryLength);
    expect(normalizeQuery(Array.from({ length: 50 }, (_, i) => `w${i}`).join(" ")).split(" ")).toHaveLength(
      SEARCH_TUNING.maxQueryTerms,
    );
  });

  it("takes the first of repeated parameters, and no text from anything else", () => {
    expect(normalizeQuery(["pricing", "other"])).toBe("pricing");
    expect(normalizeQuery(undefined)).toBe("");
    expect(normalizeQuery({ q: "x" })).toBe("");
    expect(normalizeQuery("  free\u0000\ttrial \n ")).toBe("free trial");
  });
});

describe("the demo assistant's answers from the site", () => {
  const answer = (locale: Locale, message: string) => answerFrom(indexes[locale], message);

  it("answers the trial question with the FAQ: 30 days, no credit card, linked to pricing", () => {
    const found = answer("en", "Is there a free trial?");
    expect(found?.text).toMatch(/30/);
    expect(found?.text).toMatch(/credit card/i);
    expect(found?.source).toEqual({ label: "Pricing", href: "/pricing#faq-faq-1" });
  });

  it("answers the annual discount (20 %) and the payment methods", () => {
    expect(answer("en", "Do you give a discount for annual billing?")?.text).toMatch(/20\s?%/);
    const methods = answer("en", "Which payment methods do you accept?")?.text ?? "";
    for (const word of [/card/i, /PayPal/, /bank transfer/i, /invoic/i]) expect(methods).toMatch(word);
  });

  it("answers in the visitor's language: French and Kinyarwanda", () => {
    const fr = answer("fr", "Y a-t-il un essai gratuit ?");
    expect(fr?.text).toMatch(/30 jours/);
    expect(fr?.source.href).toBe("/fr/tarifs#faq-faq-1");
    expect(fr?.source.label).toBe("Tarifs");
    expect(answer("rw", "Hari igerageza ry'ubuntu?")?.source.href).toBe("/rw/ibiciro#faq-faq-1");
  });

  it("gives a plan's price and what it holds", () => {
    const found = answer("en", "How much is Professional per user?");
    expect(found?.text).toMatch(/^Professional: RWF\s?7,500 per user \/ month\./);
    expect(found?.source.href).toBe("/pricing#plan-plan-professional");
  });

  it("says nothing of its own when the site does not answer with confidence", () => {
    for (const message of [
      "hello",
      "What can you do?",
      "Tell me a joke about cats",
      "meetings tomorrow with my boss at noon",
      "🙂🙂",
    ])
      expect(answer("en", message), message).toBeNull();
  });
});
