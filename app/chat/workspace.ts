import { fill } from "@shared/dictionaries/fill";
import { seedMessagesFor, spacesFor, type ChatCopy, type ChatMessage, type SiteAnswer, type Space } from "./data";
import { replyDelay, replyFor, ruleReply } from "./replies";

/**
 * The demo workspace's state and behaviour, in plain TypeScript: no React, and no network but the `ask` it is given
 * (the site's own search, for a message no rule takes). The UI subscribes to it.
 * Each channel keeps its own conversation while the visitor moves around; a reply lands in the channel its
 * message was sent from, even if the visitor has moved on.
 */
export interface WorkspaceState {
  spaces: Space[];
  activeSpaceId: string;
  activeChannelId: string;
  conversations: Record<string, ChatMessage[]>;
  unread: Record<string, number>;
  /** Channels where the assistant is typing a reply. */
  typing: Record<string, boolean>;
}

export interface WorkspaceOptions {
  /** The words of the demo, in the page's language (the dictionary's `chat`). */
  copy: ChatCopy;
  random?: () => number;
  now?: () => Date;
  /**
   * What the site says to a message no reply rule takes (the site's search: null when it has no confident answer).
   * Its answer is used when it has come by the time the reply is due; otherwise a generic reply, as without it.
   */
  ask?: (text: string) => Promise<SiteAnswer | null>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const pad = (n: number) => String(n).padStart(2, "0");
export const clockTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

function initialState(copy: ChatCopy): WorkspaceState {
  const spaces = spacesFor(copy);
  const seed = seedMessagesFor(copy);
  const first = spaces[0] as Space;
  const firstChannel = first.channels[0]?.id as string;
  const conversations: Record<string, ChatMessage[]> = {};
  const unread: Record<string, number> = {};
  for (const space of spaces) {
    for (const channel of space.channels) {
      conversations[channel.id] = [...(seed[channel.id] ?? [])];
      unread[channel.id] = channel.unread;
    }
  }
  unread[firstChannel] = 0; // the open channel has been read
  return { spaces, activeSpaceId: first.id, activeChannelId: firstChannel, conversations, unread, typing: {} };
}

export class ChatWorkspace {
  private state: WorkspaceState;
  private readonly copy: ChatCopy;
  private listeners = new Set<() => void>();
  /** Pending replies, by the channel they will land in. */
  private timers = new Map<unknown, string>();
  private nextId = 1;
  private readonly random: () => number;
  private readonly now: () => Date;
  private readonly ask: WorkspaceOptions["ask"];
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(options: WorkspaceOptions) {
    this.copy = options.copy;
    this.state = initialState(options.copy);
    this.random = options.random ?? Math.random;
    this.now = options.now ?? (() => new Date());
    this.ask = options.ask;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  getState = (): WorkspaceState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(change: (state: WorkspaceState) => WorkspaceState) {
    this.state = change(this.state);
    for (const listener of this.listeners) listener();
  }

  private message(from: ChatMessage["from"], text: string, answer?: SiteAnswer): ChatMessage {
    return {
      id: `local-${this.nextId++}`,
      from,
      text,
      time: clockTime(this.now()),
      ...(answer ? { source: answer.source } : {}),
      ...(answer?.lang ? { lang: answer.lang } : {}),
    };
  }

  private append(channelId: string, message: ChatMessage) {
    this.update((state) => ({
      ...state,
      conversations: { ...state.conversations, [channelId]: [...(state.conversations[channelId] ?? []), message] },
      unread:
        channelId === state.activeChannelId
          ? state.unread
          : { ...state.unread, [channelId]: (state.unread[channelId] ?? 0) + (message.from === "assistant" ? 1 : 0) },
    }));
  }

  /** Opens a channel (and its space); its unread count clears. */
  selectChannel(channelId: string) {
    const space = this.state.spaces.find((s) => s.channels.some((c) => c.id === channelId));
    if (!space) return;
    this.update((state) => ({
      ...state,
      activeSpaceId: space.id,
      activeChannelId: channelId,
      unread: { ...state.unread, [channelId]: 0 },
    }));
  }

  /** Opens a space at its first channel. */
  selectSpace(spaceId: string) {
    const first = this.state.spaces.find((s) => s.id === spaceId)?.channels[0];
    if (first) this.selectChannel(first.id);
  }

  /**
   * Sends the visitor's text to the open channel. Empty or whitespace-only text is not sent (returns false).
   * The assistant types, then replies after 1.0-1.9 s with what the site answers about a plan or add-on the text
   * names (its price, what it includes), else the first reply rule that takes the text, else any other answer of
   * the site's, else a generic reply. The site's answers count when `ask` has answered by then.
   */
  send(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed) return false;
    const channelId = this.state.activeChannelId;
    this.append(channelId, this.message("me", trimmed));
    this.update((state) => ({ ...state, typing: { ...state.typing, [channelId]: true } }));
    const rule = ruleReply(trimmed, this.copy.replies);
    const generic = replyFor(trimmed, this.random, this.copy.replies);
    let answer: SiteAnswer | null = null;
    this.ask?.(trimmed).then(
      (found) => (answer = found),
      () => undefined, // no answer: the rules, else the generic reply
    );
    const timer = this.setTimer(() => {
      this.timers.delete(timer);
      this.update((state) => ({ ...state, typing: { ...state.typing, [channelId]: false } }));
      const site: SiteAnswer | null = answer;
      const chosen = site?.named || (site && rule === null) ? site : null;
      this.append(
        channelId,
        chosen ? this.message("assistant", chosen.text, chosen) : this.message("assistant", rule ?? generic),
      );
    }, replyDelay(this.random));
    this.timers.set(timer, channelId);
    return true;
  }

  /** Adds a note from the visitor without asking the assistant (attachments, voice messages). */
  post(text: string) {
    this.append(this.state.activeChannelId, this.message("me", text));
  }

  attachFile(fileName: string) {
    this.post(fill(this.copy.fileAttached, { file: fileName }));
  }

  recordVoiceMessage() {
    this.post(this.copy.voiceRecorded);
  }

  /** Starts the open channel's conversation afresh. */
  newChat() {
    const channelId = this.state.activeChannelId;
    for (const [timer, channel] of this.timers) {
      if (channel === channelId) {
        this.clearTimer(timer);
        this.timers.delete(timer);
      }
    }
    this.update((state) => ({
      ...state,
      conversations: { ...state.conversations, [channelId]: [this.message("assistant", this.copy.greeting)] },
      typing: { ...state.typing, [channelId]: false },
    }));
  }

  /** The draft the translate button writes: a request to translate the open channel's last message. */
  translateDraft(): string {
    const last = this.state.conversations[this.state.activeChannelId]?.at(-1);
    return last ? fill(this.copy.translateDraft, { text: last.text }) : this.copy.translateDraftEmpty;
  }

  /** Stops pending replies (when the page goes away). */
  dispose() {
    for (const timer of this.timers.keys()) this.clearTimer(timer);
    this.timers.clear();
    this.listeners.clear();
  }
}
