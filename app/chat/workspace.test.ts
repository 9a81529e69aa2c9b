import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { en } from "@shared/dictionaries/en";
import { seedMessagesFor } from "./data";
import { seededRandom } from "./replies";

const SEED_MESSAGES = seedMessagesFor(en.chat);
const NEW_CHAT_GREETING = en.chat.greeting;
const ROADMAP_REPLY = en.chat.replies.roadmap;
const TICKET_REPLY = en.chat.replies.ticket;
import { ChatWorkspace } from "./workspace";

const NOON = new Date(2026, 10, 21, 12, 34);

function workspace(seed = 1) {
  return new ChatWorkspace({ copy: en.chat, random: seededRandom(seed), now: () => NOON });
}

const texts = (ws: ChatWorkspace, channel = ws.getState().activeChannelId) =>
  (ws.getState().conversations[channel] ?? []).map((message) => message.text);

describe("ChatWorkspace", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens product / general with its seeded messages", () => {
    const ws = workspace();
    expect(ws.getState().activeSpaceId).toBe("product");
    expect(ws.getState().activeChannelId).toBe("general");
    expect(texts(ws)).toEqual(SEED_MESSAGES.general?.map((m) => m.text));
  });

  it("selecting a space opens its first channel and clears its unread count", () => {
    const ws = workspace();
    expect(ws.getState().unread.tickets).toBe(5);
    ws.selectSpace("support");
    expect(ws.getState().activeChannelId).toBe("tickets");
    expect(ws.getState().unread.tickets).toBe(0);
    ws.selectSpace("research");
    expect(ws.getState().activeChannelId).toBe("machine-learning");
  });

  it("sends, shows the assistant typing, and replies after 1.0-1.9 s", () => {
    const ws = workspace();
    expect(ws.send("What's on the roadmap?")).toBe(true);
    const sent = ws.getState().conversations.general?.at(-1);
    expect(sent).toMatchObject({ from: "me", text: "What's on the roadmap?", time: "12:34" });
    expect(ws.getState().typing.general).toBe(true);
    vi.advanceTimersByTime(999);
    expect(ws.getState().typing.general).toBe(true);
    expect(texts(ws).at(-1)).toBe("What's on the roadmap?");
    vi.advanceTimersByTime(901);
    expect(ws.getState().typing.general).toBe(false);
    expect(ws.getState().conversations.general?.at(-1)).toMatchObject({ from: "assistant", text: ROADMAP_REPLY });
  });

  it("does not send an empty or whitespace-only draft", () => {
    const ws = workspace();
    const before = texts(ws);
    expect(ws.send("")).toBe(false);
    expect(ws.send("   \n\t ")).toBe(false);
    expect(texts(ws)).toEqual(before);
    expect(ws.getState().typing.general).toBeFalsy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps each channel's conversation, and a reply lands where its message was sent", () => {
    const ws = workspace();
    ws.send("There's a bug in login");
    ws.selectChannel("roadmap");
    expect(texts(ws)).toEqual(SEED_MESSAGES.roadmap?.map((m) => m.text));
    vi.advanceTimersByTime(1900);
    expect(texts(ws, "general").at(-1)).toBe(TICKET_REPLY);
    expect(ws.getState().unread.general).toBe(1); // the reply arrived while away
    ws.selectChannel("general");
    expect(texts(ws).slice(-2)).toEqual(["There's a bug in login", TICKET_REPLY]);
    expect(ws.getState().unread.general).toBe(0);
  });

  it("new chat resets the open conversation and drops its pending reply", () => {
    const ws = workspace();
    ws.send("hello");
    ws.newChat();
    expect(texts(ws)).toEqual([NEW_CHAT_GREETING]);
    vi.advanceTimersByTime(2000);
    expect(texts(ws)).toEqual([NEW_CHAT_GREETING]);
    expect(texts(ws, "roadmap")).toEqual(SEED_MESSAGES.roadmap?.map((m) => m.text));
  });

  it("adds attachments and voice messages, and drafts a translation request", () => {
    const ws = workspace();
    ws.attachFile("budget.xlsx");
    ws.recordVoiceMessage();
    expect(texts(ws).slice(-2)).toEqual(["[File attached: budget.xlsx]", "[Voice message recorded]"]);
    expect(ws.translateDraft()).toBe('Translate the last message to English: "[Voice message recorded]"');
    expect(ws.getState().typing.general).toBeFalsy();
  });

  it("tells subscribers about every change and stops timers on dispose", () => {
    const ws = workspace();
    const listener = vi.fn();
    ws.subscribe(listener);
    ws.send("hi");
    expect(listener).toHaveBeenCalled();
    ws.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("ChatWorkspace answering from the site", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const ANSWER = { text: "Yes: 30 days, no credit card.", source: { label: "Pricing", href: "/pricing#faq-faq-1" } };
  const asking = (ask: (text: string) => Promise<typeof ANSWER | null>) =>
    new ChatWorkspace({ copy: en.chat, random: seededRandom(1), now: () => NOON, ask });

  it("replies with what the site says, and where, when it has answered by the time the reply is due", async () => {
    const ask = vi.fn(async () => ANSWER);
    const ws = asking(ask);
    ws.send("Is there a free trial?");
    expect(ask).toHaveBeenCalledWith("Is there a free trial?");
    await vi.advanceTimersByTimeAsync(999);
    expect(ws.getState().typing.general).toBe(true);
    await vi.advanceTimersByTimeAsync(901);
    expect(ws.getState().conversations.general?.at(-1)).toMatchObject({ from: "assistant", ...ANSWER });
  });

  it("a reply rule comes before the site's answer, but for a plan or add-on the message named", async () => {
    const ask = vi.fn(async () => ANSWER);
    const ws = asking(ask);
    ws.send("What is the plan for Q4?");
    ws.send("Summarize this");
    ws.send("I found a bug in pricing");
    await vi.advanceTimersByTimeAsync(2000);
    // (each reply comes after its own delay, so in any order)
    expect(texts(ws).slice(-3).sort()).toEqual(
      [ROADMAP_REPLY, en.chat.replies.summary.join("\n"), TICKET_REPLY].sort(),
    );
    const PLAN = { text: "Business: RWF 14,500 per user / month.", source: ANSWER.source, named: true as const };
    const named = asking(async () => PLAN);
    named.send("How much does the Business plan cost?");
    await vi.advanceTimersByTimeAsync(2000);
    expect(named.getState().conversations.general?.at(-1)).toMatchObject({ from: "assistant", text: PLAN.text });
  });

  it("gives a generic reply when the site has no answer, fails, or answers too late", async () => {
    for (const ask of [
      async () => null,
      async () => Promise.reject(new Error("offline")),
      () => new Promise<typeof ANSWER>((resolve) => setTimeout(() => resolve(ANSWER), 5000)),
    ]) {
      const ws = asking(ask);
      ws.send("hello there");
      await vi.advanceTimersByTimeAsync(1900);
      const reply = ws.getState().conversations.general?.at(-1);
      expect(en.chat.replies.generic).toContain(reply?.text);
      expect(reply?.source).toBeUndefined();
      await vi.advanceTimersByTimeAsync(5000);
      expect(ws.getState().conversations.general?.at(-1)).toBe(reply);
    }
  });
});
