/** The demo workspace's spaces, channels and seeded conversations. Everything stays in the browser. */

export type Author = "me" | "assistant";

export interface ChatMessage {
  id: string;
  from: Author;
  /** Shown for seeded teammates; "me" and the assistant need none. */
  name?: string;
  text: string;
  /** Clock time shown beside the message, e.g. "09:42". */
  time: string;
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

export const SPACES: Space[] = [
  {
    id: "product",
    name: "product",
    channels: [
      { id: "general", name: "general", unread: 3 },
      { id: "roadmap", name: "roadmap", unread: 2 },
      { id: "design", name: "design", unread: 0 },
    ],
  },
  {
    id: "support",
    name: "support",
    channels: [
      { id: "tickets", name: "tickets", unread: 5 },
      { id: "oncall", name: "oncall", unread: 1 },
    ],
  },
  {
    id: "community",
    name: "community",
    channels: [
      { id: "announcements", name: "announcements", unread: 2 },
      { id: "events", name: "events", unread: 0 },
    ],
  },
  {
    id: "research",
    name: "research",
    channels: [
      { id: "machine-learning", name: "machine-learning", unread: 4 },
      { id: "papers", name: "papers", unread: 0 },
    ],
  },
];

const m = (id: string, from: Author, text: string, time: string, name?: string): ChatMessage => ({ id, from, text, time, name });

export const SEED_MESSAGES: Record<string, ChatMessage[]> = {
  general: [
    m("g1", "assistant", "Good morning! I'm your Ihuza assistant. Ask me about the roadmap, tickets, or anything in this space.", "09:00"),
    m("g2", "me", "Morning! What did we ship yesterday?", "09:02"),
    m("g3", "assistant", "Yesterday we shipped voice notes on desktop and faster search across channels. Release notes are pinned in #announcements.", "09:02"),
  ],
  roadmap: [
    m("r1", "assistant", "Roadmap channel: ask me about the plan for the next two quarters.", "10:15"),
    m("r2", "me", "Where are we on the AI assistants milestone?", "10:16"),
    m("r3", "assistant", "AI Assistants is on track for Q3: the beta opens to Professional plans first. White label follows in Q4.", "10:16"),
  ],
  design: [
    m("d1", "assistant", "Design reviews happen here on Thursdays. Drop your Figma links and I'll summarise the feedback.", "11:00"),
    m("d2", "me", "The new onboarding screens are ready for review.", "11:05"),
  ],
  tickets: [
    m("t1", "assistant", "You have 5 open tickets. The oldest is #447: a customer can't reset their password from the mobile app.", "08:30"),
    m("t2", "me", "Can you group them by priority?", "08:31"),
    m("t3", "assistant", "High: #447 and #449 (login). Medium: #450 (file upload). Low: #445 and #448 (display issues).", "08:31"),
  ],
  oncall: [
    m("o1", "assistant", "This week's on-call engineer is Jean-Paul. Escalations after 6 PM go to his phone.", "18:00"),
  ],
  announcements: [
    m("a1", "assistant", "📣 Live translation now supports Swahili! Try it in any channel with the translate button.", "12:00"),
    m("a2", "assistant", "Reminder: scheduled maintenance on Saturday from 02:00 to 03:00 East Africa Time.", "12:05"),
  ],
  events: [
    m("e1", "assistant", "Next event: AI & Robotics Meetup at the Kigali tech hub, Friday at 5 PM. 42 people have signed up.", "14:00"),
  ],
  "machine-learning": [
    m("ml1", "assistant", "The Kinyarwanda speech model reached 91% accuracy on the new test set, up from 87%.", "15:20"),
    m("ml2", "me", "Nice! What changed?", "15:22"),
    m("ml3", "assistant", "Mostly more training data from radio transcripts, plus better handling of code-switching with English.", "15:22"),
  ],
  papers: [
    m("p1", "assistant", "Reading list this week: low-resource machine translation, and on-device speech recognition for African languages.", "16:00"),
  ],
};

export const NEW_CHAT_GREETING = "New conversation started. How can I help?";

export const QUICK_REPLIES = ["On it — will update soon", "Thanks got it!", "Can you share the file?"] as const;

/** What the side panel's tools put in the draft. */
export const ASSISTANT_TOOLS = [
  { id: "summarize", label: "Summarize chat", draft: "Summarize this chat for me." },
  { id: "tasks", label: "Create tasks", draft: "Create tasks from this conversation." },
  { id: "translate", label: "Translate", draft: "Translate this conversation to Kinyarwanda." },
  { id: "export", label: "Export transcript", draft: "Export this transcript as a PDF." },
] as const;

export const EMOJI = "🙂";
