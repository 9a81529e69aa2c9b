import type { ChatCopy } from "./data";

/**
 * The assistant's canned replies, chosen by rules in a fixed order (spec §4): roadmap words first, then a summary,
 * then bug words, else one of four generic replies. The rules know the words of all three languages, so a question
 * in French on the English page is understood too; the reply is in the page's language (the copy's `replies`).
 */
const RULES = {
  // English: roadmap, plan, Q3/Q4. French: feuille de route, planning, T3/T4. Kinyarwanda: igenamigambi, gahunda.
  roadmap: /roadmap|plan|q3|q4|feuille de route|\bt[34]\b|igenamigambi|gahunda/,
  // summar(y|ise|ize), résumé/résumer, incamake (a summary), vuna(mu)ra (to sum up).
  summary: /summar|r[ée]sum|incamake|vunagura|vunamura/,
  // bug, issue, ticket; bogue, problème, incident; ikibazo (a problem), ibibazo, ikosa (an error), amakosa.
  ticket: /bug|issue|ticket|bogue|probl[eè]me|incident|ikibazo|ibibazo|ikosa|amakosa/,
};

/** The reply of the first rule that takes the text (roadmap, summary, bug words), or null when none does. */
export function ruleReply(text: string, replies: ChatCopy["replies"]): string | null {
  const lower = text.toLowerCase();
  if (RULES.roadmap.test(lower)) return replies.roadmap;
  if (RULES.summary.test(lower)) return replies.summary.join("\n");
  if (RULES.ticket.test(lower)) return replies.ticket;
  return null;
}

/** Picks a reply: roadmap words first, then a summary, then bug words, else one of four generic replies. */
export function replyFor(text: string, random: () => number, replies: ChatCopy["replies"]): string {
  const rule = ruleReply(text, replies);
  if (rule !== null) return rule;
  const index = Math.min(replies.generic.length - 1, Math.floor(random() * replies.generic.length));
  return replies.generic[index] as string;
}

export const MIN_REPLY_DELAY_MS = 1000;
export const MAX_REPLY_DELAY_MS = 1900;

/** A reply arrives 1.0-1.9 s after the message. */
export function replyDelay(random: () => number): number {
  return MIN_REPLY_DELAY_MS + Math.floor(random() * (MAX_REPLY_DELAY_MS - MIN_REPLY_DELAY_MS + 1));
}

/** A small seeded random (mulberry32), so tests can replay a conversation exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
