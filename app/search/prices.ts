import type { SearchDocument } from "./corpus";
import { termsOf } from "./text";
import { answerOf, type Answer, type LocaleIndex } from "./engine";

/*
 * The demo assistant's answers about prices (issue 50): a question that asks what something costs, what a plan
 * includes or what its limits are — in any of the site's languages, in the site's words or not ("tier", "how much",
 * "combien", "angahe") — is answered from the plan or add-on it names; one that names none, and that no other entry
 * answers with confidence (a question of the FAQ), with every plan's and add-on's price from the pricing page
 * (app/search/engine.ts, answerFrom). The demo's own reply rules come first (app/chat/replies.ts): the client asks the site only
 * when none of them takes the message.
 */

/**
 * Words that ask about a price, what is included or a limit, as the index folds them (lower case, no accents), in
 * every language the site speaks: a question in French on the English page is understood too, as the reply rules do.
 */
export const PRICE_WORDS: ReadonlySet<string> = new Set([
  // English: "how much" keeps "much" ("how" is a stop word).
  ..."price prices pricing priced cost costs costing much tier tiers fee fees charge charges pay paying paid subscription subscriptions cheap cheapest expensive afford budget rwf frw include includes included including limit limits maximum users seats monthly annual annually yearly".split(
    " ",
  ),
  // French: prix, tarif, coût(e), combien, forfait, formule, abonnement, inclus, comprend, limite…
  ..."prix tarif tarifs tarification cout coute coutent couts combien forfait forfaits formule formules abonnement abonnements payer paie inclus inclut incluse incluses comprend comprennent compris limite limites utilisateurs mensuel annuel cher".split(
    " ",
  ),
  // Kinyarwanda: igiciro/ibiciro (price), angahe (how much), amafaranga (money), ifatabuguzi (subscription), birimo
  // (what is in it), kwishyura (to pay), igura (it costs).
  ..."igiciro ibiciro angahe amafaranga ifatabuguzi amafatabuguzi birimo harimo kwishyura nishyura twishyura igura bigura bingana".split(
    " ",
  ),
]);

/** Whether a message asks about prices, inclusions or limits. */
export const asksAboutPrice = (terms: readonly string[]): boolean => terms.some((term) => PRICE_WORDS.has(term));

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
