/** The assistant's canned replies, chosen by rules in a fixed order (spec §4). */

export const ROADMAP_REPLY =
  "Roadmap update: Q3 — AI Assistants (beta for Professional plans first). Q4 — White label for enterprise customers.";

export const SUMMARY_REPLY = [
  "Here's a summary of this chat, with 3 action items:",
  "1. Confirm the release date with the product team.",
  "2. Reply to the open customer tickets.",
  "3. Share the meeting notes in #general.",
].join("\n");

export const TICKET_REPLY = "Ticket #451 was created and assigned to the on-call team. They'll follow up shortly.";

export const GENERIC_REPLIES = [
  "Thanks — noted.",
  "Got it. Is there anything else I can help with?",
  "Good question — let me check with the team and get back to you.",
  "Understood. I've added that to today's notes.",
] as const;

/** Picks a reply: roadmap words first, then 'summar', then bug words, else one of four generic replies. */
export function replyFor(text: string, random: () => number): string {
  const lower = text.toLowerCase();
  if (/roadmap|plan|q3|q4/.test(lower)) return ROADMAP_REPLY;
  if (lower.includes("summar")) return SUMMARY_REPLY;
  if (/bug|issue|ticket/.test(lower)) return TICKET_REPLY;
  const index = Math.min(GENERIC_REPLIES.length - 1, Math.floor(random() * GENERIC_REPLIES.length));
  return GENERIC_REPLIES[index] as string;
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
