import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateGroq, parseNdjson } from "@shared/content/groq";
import { LOCALES, localePath, type Locale } from "@shared/addresses/locales";
import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import { formatPrice } from "~/lib/format";
import { loadSearchSources, searchDocuments, type SearchSources } from "~/search/corpus";
import { answerFrom, buildIndex, type LocaleIndex } from "~/search/engine";
import { sectionId } from "~/content/sections";

/*
 * The demo assistant knows the plans and add-ons (issue 50): a question about a price, a plan, what it includes or a
 * limit, in each language and in words the site does not use, is answered from the plan's or add-on's document in the
 * bundled dataset, with its figure in the language's format and its link.
 */

const fixtures = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
let sources: SearchSources;
const indexes = {} as Record<Locale, LocaleIndex>;

beforeAll(async () => {
  sources = await loadSearchSources((query, params) => evaluateGroq(query, params, fixtures));
  for (const locale of LOCALES)
    indexes[locale] = await buildIndex(searchDocuments(sources, locale, DICTIONARIES[locale]), locale);
});

const at = (locale: Locale, id: string, kind: "plan" | "addOn") =>
  `${localePath(locale, "/pricing")}#${sectionId(kind, id)}`;
const price = (id: string, locale: Locale) =>
  formatPrice(
    (sources.plans.find((plan) => plan._id === id) ?? sources.addOns.find((addOn) => addOn._id === id))!.price!,
    locale,
  );

/** Each plan and add-on of the bundled dataset, asked about in each language, in words the site does not use. */
const QUESTIONS: Record<Locale, { message: string; id: string; kind: "plan" | "addOn" }[]> = {
  en: [
    { message: "How much does the Business tier cost?", id: "plan-business", kind: "plan" },
    { message: "what's the cost of starter", id: "plan-starter", kind: "plan" },
    { message: "What does Professional include?", id: "plan-professional", kind: "plan" },
    { message: "Enterprise: how many users is the limit?", id: "plan-enterprise", kind: "plan" },
    { message: "How much is extra storage?", id: "addon-extrastorage", kind: "addOn" },
  ],
  fr: [
    { message: "Combien coûte la formule Business ?", id: "plan-business", kind: "plan" },
    { message: "Le forfait Starter, c'est combien ?", id: "plan-starter", kind: "plan" },
    { message: "Qu'est-ce qui est inclus dans Professional ?", id: "plan-professional", kind: "plan" },
    { message: "Quel est le tarif du stockage supplémentaire ?", id: "addon-extrastorage", kind: "addOn" },
  ],
  rw: [
    { message: "Business igura angahe?", id: "plan-business", kind: "plan" },
    { message: "Starter ni amafaranga angahe?", id: "plan-starter", kind: "plan" },
    { message: "Enterprise irimo iki? Ibiciro?", id: "plan-enterprise", kind: "plan" },
    { message: "Ububiko bw'inyongera ni angahe?", id: "addon-extrastorage", kind: "addOn" },
  ],
};

describe.each(LOCALES)("in %s", (locale) => {
  it.each(QUESTIONS[locale])(
    "answers “$message” from its document: figure, period, what is included, link",
    ({ message, id, kind }) => {
      const answer = answerFrom(indexes[locale], message);
      expect(answer?.source.href, message).toBe(at(locale, id, kind));
      expect(answer?.text, message).toContain(price(id, locale));
      const document = (kind === "plan" ? sources.plans : sources.addOns).find((item) => item._id === id)!;
      const period = document.period?.find((value) => value.language === locale)?.value;
      expect(answer?.text, message).toContain(period);
      if (kind === "plan") {
        const features =
          (document as (typeof sources.plans)[number]).features?.find((value) => value.language === locale)?.value ??
          [];
        expect(answer?.text, message).toContain(features[0]);
      }
      expect(answer?.lang, "translated: no other language marked").toBeUndefined();
    },
  );

  it("answers the price of every plan and every add-on of the bundled dataset, by its name in the language", () => {
    const ask = { en: "How much does {name} cost?", fr: "Combien coûte {name} ?", rw: "{name} igura angahe?" }[
      locale as "en"
    ];
    const items = [
      ...sources.plans.map((item) => ({ item, kind: "plan" as const })),
      ...sources.addOns.map((item) => ({ item, kind: "addOn" as const })),
    ];
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const { item, kind } of items) {
      const name = item.name?.find((value) => value.language === locale)?.value ?? "";
      const message = ask.replace("{name}", name);
      const answer = answerFrom(indexes[locale], message);
      expect(answer?.source.href, message).toBe(at(locale, item._id, kind));
      expect(answer?.text, message).toContain(price(item._id, locale));
    }
  });

  it("answers a question about prices that names no plan with every plan's price, from the pricing page", () => {
    const message = { en: "How much does it cost?", fr: "Combien ça coûte ?", rw: "Bigura angahe?" }[locale as "en"];
    const answer = answerFrom(indexes[locale], message);
    expect(answer?.source.href).toBe(localePath(locale, "/pricing"));
    for (const plan of sources.plans) expect(answer?.text, plan._id).toContain(price(plan._id, locale));
  });
});

it("still answers the FAQ's questions from the FAQ, even in words about prices", () => {
  expect(answerFrom(indexes.en, "Do you give a discount for annual billing?")?.source.href).toMatch(/#faq-/);
  expect(answerFrom(indexes.en, "Is there a free trial?")?.source.href).toMatch(/#faq-/);
});

it("marks an answer taken from an untranslated English text with its language", async () => {
  // The Business plan without its French description and features: the page shows the English, and so does the answer.
  const plans = sources.plans.map((plan) =>
    plan._id === "plan-business"
      ? {
          ...plan,
          description: plan.description?.filter((value) => value.language !== "fr") ?? null,
          features: plan.features?.filter((value) => value.language !== "fr") ?? null,
        }
      : plan,
  );
  const index = await buildIndex(searchDocuments({ ...sources, plans }, "fr", DICTIONARIES.fr), "fr");
  const answer = answerFrom(index, "Combien coûte la formule Business ?");
  expect(answer?.lang).toBe("en");
  expect(answer?.text).toContain(price("plan-business", "fr"));
});
