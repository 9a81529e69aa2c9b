import type { SearchDocument } from "./corpus";
import { termsOf } from "./text";
import { answerOf, type Answer, type LocaleIndex } from "./engine";

/*
 * The demo assistant's answers about what the site sells (issues 50, 62): a message that names a plan or add-on and
 * asks its price, what it includes or its limits — in any of the site's languages, in the site's words or not
 * ("plan", "tier", "forfait", "gahunda", "how much", "angahe") — is answered from that document, and that answer
 * comes before the demo's reply rules (the roadmap rule's "plan" among them: app/chat/workspace.ts). A question about
 * what a plan includes that names a feature is answered from the first plan that has it; one the FAQ answers gets
 * the FAQ; only a question about prices in general gets every price (app/search/engine.ts, answerFrom).
 */

/*
 * The words of a question about what the site sells, as the index folds them (lower case, no accents), in every
 * language the site speaks (a question in French on the English page is understood too, as the reply rules are),
 * in four families: what it costs, what it includes, its limits, and the words for what is sold ("plan", "tier").
 */
const family = (...lists: string[]): ReadonlySet<string> => new Set(lists.join(" ").split(/\s+/).filter(Boolean));

/** What something costs. English "how much" keeps "much" ("how" is a stop word). */
export const COST_WORDS = family(
  "price prices pricing priced cost costs costing much fee fees charge charges pay paying paid cheap cheapest",
  "expensive afford budget rwf frw monthly month annual annually yearly year",
  // French: prix, tarif, coût(e), combien, payer, mensuel…
  "prix tarif tarifs tarification cout coute coutent couts combien payer paie paye mensuel annuel cher mois an",
  // Kinyarwanda: igiciro/ibiciro (price), angahe (how much), amafaranga (money), kwishyura (to pay), igura (it costs).
  "igiciro ibiciro angahe amafaranga kwishyura nishyura twishyura igura bigura bingana",
);
/** What it includes. */
export const INCLUDE_WORDS = family(
  "include includes included including",
  "inclus inclut incluse incluses incluent inclure comprend comprennent compris contient",
  // Kinyarwanda: birimo, harimo, irimo, zirimo (what is in it).
  "birimo harimo irimo zirimo",
);
/** Its limits. */
export const LIMIT_WORDS = family(
  "limit limits maximum user users seat seats",
  "limite limites utilisateur utilisateurs",
  "ntarengwa abakoresha umukoresha",
);
/** What is sold: no question by itself ("plan" is also the spec's roadmap word). */
export const OFFER_WORDS = family(
  "plan plans tier tiers subscription subscriptions package packages",
  "forfait forfaits formule formules abonnement abonnements offre offres",
  "gahunda paki ifatabuguzi amafatabuguzi",
);

/** Words that ask, not what about ("which", "quels", "izihe"), where stop words leave them. */
const QUESTION_WORDS = family("many", "quel quels quelle quelles puis ca cela", "izihe iyihe ize iki ki");

/** Whether a message asks about prices, inclusions or limits. */
export const asksAboutPrice = (terms: readonly string[]): boolean =>
  terms.some((term) => COST_WORDS.has(term) || INCLUDE_WORDS.has(term) || LIMIT_WORDS.has(term));

/** Whether a word is one of a question about prices (any family, the site's own name included). */
const isPriceWord = (term: string, siteName: ReadonlySet<string>) =>
  COST_WORDS.has(term) ||
  INCLUDE_WORDS.has(term) ||
  LIMIT_WORDS.has(term) ||
  OFFER_WORDS.has(term) ||
  QUESTION_WORDS.has(term) ||
  siteName.has(term);

/**
 * A question about prices in general ("How much does it cost?", "Combien coûtent les forfaits ?"): it asks what
 * something costs, and every other word is one of a price question's or the site's name. Only this one gets the
 * whole price list; "How many users can join a meeting?" asks about something the list does not answer.
 */
export const asksAllPrices = (terms: readonly string[], siteName: ReadonlySet<string>): boolean =>
  terms.some((term) => COST_WORDS.has(term)) && terms.every((term) => isPriceWord(term, siteName));

/** A word said in a message: as it is, or as the start of a longer one from four letters ("meeting" → "meetings"). */
const saidIn = (terms: readonly string[]) => (word: string) =>
  terms.some(
    (term) =>
      term === word || (term.length >= 4 && word.startsWith(term)) || (word.length >= 4 && term.startsWith(word)),
  );

/**
 * The first plan, in the pricing page's order, that includes what a question asks about ("Which plans include
 * meetings?" → the first whose description or features say "meetings"); null when the question asks what something
 * includes without naming it, or no plan says it.
 */
export function planIncluding(index: LocaleIndex, terms: readonly string[], siteName: ReadonlySet<string>) {
  if (!terms.some((term) => INCLUDE_WORDS.has(term))) return null;
  const wanted = terms.filter((term) => !isPriceWord(term, siteName));
  if (!wanted.length) return null;
  for (const document of index.documents.values()) {
    if (document.priced !== "plan" || !document.answer) continue;
    const said = saidIn(termsOf(document.text, index.locale));
    if (wanted.every(said)) return document;
  }
  return null;
}

/**
 * A question of the FAQ about the same thing as a price question that nothing else answers ("Can I pay by mobile
 * money?" → "Which payment methods do you accept?"): the FAQ entry whose question says one of its price words
 * (as typed or as the start of a longer one: "pay" → "payment"), best first.
 */
export function priceFaq(index: LocaleIndex, terms: readonly string[]) {
  const priceTerms = terms.filter((term) => COST_WORDS.has(term) || LIMIT_WORDS.has(term));
  if (!priceTerms.length) return null;
  const [best] = index.search.search(priceTerms.join(" "), {
    fields: ["title"],
    prefix: true,
    fuzzy: false,
    combineWith: "OR",
    filter: (result) => {
      const document = index.documents.get(String(result.id));
      return document?.kind === "faq" && Boolean(document.answer);
    },
  });
  return best ? (index.documents.get(String(best.id)) ?? null) : null;
}

/**
 * The plan or add-on a message names, in any language: the one with the largest share of its name's words in the message (at least
 * half of them, a word also matching as the start of a longer one: "storage" in "storages"), the longer name first.
 */
export function namedItem(index: LocaleIndex, terms: readonly string[]): SearchDocument | null {
  const said = (word: string) => terms.some((term) => term === word || (word.length >= 4 && term.startsWith(word)));
  let best: { document: SearchDocument; share: number; words: number } | null = null;
  for (const document of index.documents.values()) {
    if ((document.priced !== "plan" && document.priced !== "addOn") || !document.answer) continue;
    for (const name of new Set([document.title, ...(document.names ?? [])])) {
      const words = [...new Set(termsOf(name, index.locale))];
      if (words.length === 0) continue;
      const share = words.filter(said).length / words.length;
      if (share < 0.5) continue;
      if (!best || share > best.share || (share === best.share && words.length > best.words))
        best = { document, share, words: words.length };
    }
  }
  return best?.document ?? null;
}

/** Every plan's and add-on's price, as the pricing page's entry says them: for a question about prices that names none. */
export function pricesAnswer(index: LocaleIndex): Answer | null {
  const pricing = [...index.documents.values()].find((document) => document.priced === "prices" && document.answer);
  return pricing ? answerOf(pricing) : null;
}
