import type { Dictionary } from "@shared/dictionaries/en";

/**
 * The demo workspace's spaces, channels and seeded conversations. Everything stays in the browser. Who said what
 * and when is here; the words are the dictionary's (`chat`), so the demo speaks the page's language.
 */

export type ChatCopy = Dictionary["chat"];
export type Author = "me" | "assistant";

export interface ChatMessage {
  id: string;
  from: Author;
  /** Shown for seeded teammates; "me" and the assistant need none. */
  name?: string;
  text: string;
  /** Clock time shown beside the message, e.g. "09:42". */
  time: string;
  /** Where an answer drawn from the site stands ("Source: Pricing", linked). */
  source?: SiteAnswer["source"];
  /** The text's language when it is not the page's (an answer from an untranslated text). */
  lang?: string;
}

/** An answer the site gives to a message (app/search/engine.ts, answerFrom; asked at /api/search). */
export interface SiteAnswer {
  text: string;
  source: { label: string; href: string };
  /** Set when the text is not in the page's language (untranslated: shown in the default language). */
  lang?: string;
  /** From a plan or add-on the message named: it comes before the reply rules ("How much is the Business plan?"). */
  named?: true;
}

export interface Channel {
  id: string;
  name: string;
  unread: number;
}

export interface Space {
  id: string;
  name: string;
  channels: Channel[];
}

type SpaceId = keyof ChatCopy["spaces"];
type ChannelId = keyof ChatCopy["channels"];
type SeedId = keyof ChatCopy["seed"];

const LAYOUT: { id: SpaceId; channels: { id: ChannelId; unread: number }[] }[] = [
  {
    id: "product",
    channels: [
      { id: "general", unread: 3 },
      { id: "roadmap", unread: 2 },
      { id: "design", unread: 0 },
    ],
  },
  {
    id: "support",
    channels: [
      { id: "tickets", unread: 5 },
      { id: "oncall", unread: 1 },
    ],
  },
  {
    id: "community",
    channels: [
      { id: "announcements", unread: 2 },
      { id: "events", unread: 0 },
    ],
  },
  {
    id: "research",
    channels: [
      { id: "machine-learning", unread: 4 },
      { id: "papers", unread: 0 },
    ],
  },
];

/** The seeded messages of each channel: id (the dictionary's key for the text), author and time. */
const SEED: Record<ChannelId, [SeedId, Author, string][]> = {
  general: [
    ["g1", "assistant", "09:00"],
    ["g2", "me", "09:02"],
    ["g3", "assistant", "09:02"],
  ],
  roadmap: [
    ["r1", "assistant", "10:15"],
    ["r2", "me", "10:16"],
    ["r3", "assistant", "10:16"],
  ],
  design: [
    ["d1", "assistant", "11:00"],
    ["d2", "me", "11:05"],
  ],
  tickets: [
    ["t1", "assistant", "08:30"],
    ["t2", "me", "08:31"],
    ["t3", "assistant", "08:31"],
  ],
  oncall: [["o1", "assistant", "18:00"]],
  announcements: [
    ["a1", "assistant", "12:00"],
    ["a2", "assistant", "12:05"],
  ],
  events: [["e1", "assistant", "14:00"]],
  "machine-learning": [
    ["ml1", "assistant", "15:20"],
    ["ml2", "me", "15:22"],
    ["ml3", "assistant", "15:22"],
  ],
  papers: [["p1", "assistant", "16:00"]],
};

/** The spaces and channels, named in the copy's language (ids stay the same in every language). */
export function spacesFor(copy: ChatCopy): Space[] {
  return LAYOUT.map((space) => ({
    id: space.id,
    name: copy.spaces[space.id],
    channels: space.channels.map((channel) => ({ ...channel, name: copy.channels[channel.id] })),
  }));
}

/** Each channel's seeded conversation, in the copy's language. */
export function seedMessagesFor(copy: ChatCopy): Record<string, ChatMessage[]> {
  return Object.fromEntries(
    Object.entries(SEED).map(([channel, messages]) => [
      channel,
      messages.map(([id, from, time]) => ({ id, from, time, text: copy.seed[id] })),
    ]),
  );
}

/** The assistant panel's tools: what each puts in the draft. */
export const ASSISTANT_TOOLS = ["summarize", "tasks", "translate", "export"] as const;

export const EMOJI = "🙂";
