import {
  Bot,
  Mic,
  Paperclip,
  PanelLeft,
  PanelRight,
  Plus,
  Search,
  SendHorizontal,
  Settings,
  Smile,
  Languages,
  Square,
} from "~/components/common/icons";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { EMOJI, type ChatCopy } from "~/chat/data";
import { fill } from "@shared/dictionaries/fill";
import { ChatWorkspace } from "~/chat/workspace";
import { useLocale } from "~/i18n/use-t";
import { askSite } from "~/search/api";
import { Drawer } from "./Drawer";
import { SpacesPanel } from "./SpacesPanel";
import { ToolsPanel } from "./ToolsPanel";

const iconButton =
  "flex size-10 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900";

/** The demo assistant workspace: a thin view over ChatWorkspace (app/chat), which holds all the behaviour. */
export function ChatApp({ copy: t, sentBeforeScripts }: { copy: ChatCopy; sentBeforeScripts?: string }) {
  const locale = useLocale();
  // A message no reply rule takes is looked up in the site's own search (app/search/api.ts).
  const [workspace] = useState(() => new ChatWorkspace({ copy: t, ask: (text) => askSite(locale, text) }));
  const state = useSyncExternalStore(workspace.subscribe, workspace.getState, workspace.getState);
  const [recording, setRecording] = useState(false);
  const [notice, setNotice] = useState("");
  const [drawer, setDrawer] = useState<"spaces" | "tools" | null>(null);
  // The message box is the browser's own (uncontrolled): what a visitor typed before the page hydrated stays in it.
  const composer = useRef<HTMLTextAreaElement>(null);
  const setDraft = (text: string | ((current: string) => string)) => {
    const box = composer.current;
    if (box) box.value = typeof text === "function" ? text(box.value) : text;
  };
  const fileInput = useRef<HTMLInputElement>(null);
  const messageList = useRef<HTMLDivElement>(null);

  useEffect(() => () => workspace.dispose(), [workspace]);

  // A message the browser posted before the scripts came (app/routes/chatbot.tsx) is sent now, once.
  const sentOnce = useRef(false);
  useEffect(() => {
    if (sentBeforeScripts && !sentOnce.current) workspace.send(sentBeforeScripts);
    sentOnce.current = true;
  }, [workspace, sentBeforeScripts]);

  const channelId = state.activeChannelId;
  const messages = state.conversations[channelId] ?? [];
  const typing = Boolean(state.typing[channelId]);
  const space = state.spaces.find((candidate) => candidate.id === state.activeSpaceId);
  const spaceName = space?.name ?? "";
  const channelName = space?.channels.find((channel) => channel.id === channelId)?.name ?? channelId;

  // Keep the latest message in view (inside the list, without scrolling the page).
  useEffect(() => {
    const list = messageList.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, typing, channelId]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(""), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

  function fillDraft(text: string) {
    setDraft(text);
    setDrawer(null);
    composer.current?.focus();
  }

  function send() {
    if (workspace.send(composer.current?.value ?? "")) setDraft("");
  }

  function onComposerKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  function selectChannel(id: string) {
    workspace.selectChannel(id);
    setDrawer(null);
  }

  function selectSpace(id: string) {
    workspace.selectSpace(id);
    setDrawer(null);
  }

  const spacesPanel = (
    <SpacesPanel state={state} onSelectSpace={selectSpace} onSelectChannel={selectChannel} copy={t} />
  );
  const toolsPanel = <ToolsPanel onDraft={fillDraft} copy={t} />;

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[32rem] bg-ink-50">
      <aside
        aria-label={t.workspace}
        className="hidden w-64 shrink-0 overflow-y-auto border-r border-ink-200 bg-white lg:block"
      >
        {spacesPanel}
      </aside>

      <section aria-label={t.conversation} className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-1 border-b border-ink-200 bg-white px-2 py-2 sm:px-4">
          <button
            type="button"
            className={`${iconButton} lg:hidden`}
            onClick={() => setDrawer("spaces")}
            aria-haspopup="dialog"
          >
            <span className="sr-only">{t.openSpaces}</span>
            <PanelLeft aria-hidden className="size-5" />
          </button>
          <div className="min-w-0 flex-1 px-1">
            <h1 className="truncate font-display text-base font-bold sm:text-lg">
              <span className="text-ink-400">#</span>
              {channelName}
            </h1>
            <p className="truncate text-xs text-ink-500">{fill(t.subtitle, { space: spaceName })}</p>
          </div>
          <button type="button" className={iconButton} onClick={() => workspace.newChat()}>
            <span className="sr-only">{t.newChat}</span>
            <Plus aria-hidden className="size-5" />
          </button>
          <button type="button" className={iconButton} onClick={() => setNotice(t.searchSoon)}>
            <span className="sr-only">{t.search}</span>
            <Search aria-hidden className="size-5" />
          </button>
          <button type="button" className={iconButton} onClick={() => setNotice(t.settingsSoon)}>
            <span className="sr-only">{t.settings}</span>
            <Settings aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            className={`${iconButton} xl:hidden`}
            onClick={() => setDrawer("tools")}
            aria-haspopup="dialog"
          >
            <span className="sr-only">{t.openTools}</span>
            <PanelRight aria-hidden className="size-5" />
          </button>
        </header>

        <p role="status" className={`bg-sun-300/40 px-4 text-center text-sm text-ink-800 ${notice ? "py-2" : ""}`}>
          {notice}
        </p>

        <div
          ref={messageList}
          role="log"
          aria-live="polite"
          aria-label={fill(t.messagesIn, { channel: channelName })}
          className="min-h-0 flex-1 overflow-y-auto px-3 py-5 sm:px-6"
        >
          <ol className="space-y-4">
            {messages.map((message) => (
              <li key={message.id} className={`flex gap-3 ${message.from === "me" ? "flex-row-reverse" : ""}`}>
                {message.from === "assistant" && (
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white"
                  >
                    <Bot className="size-4" />
                  </span>
                )}
                <div className={`max-w-[85%] sm:max-w-[70%] ${message.from === "me" ? "text-right" : ""}`}>
                  <div
                    className={`inline-block rounded-2xl px-4 py-2.5 text-left text-sm leading-6 whitespace-pre-line ${
                      message.from === "me"
                        ? "rounded-tr-sm bg-brand-600 text-white"
                        : "rounded-tl-sm bg-white text-ink-800 ring-1 ring-ink-200"
                    }`}
                  >
                    <span className="sr-only">{message.from === "me" ? t.you : t.assistant}: </span>
                    {message.lang ? <span lang={message.lang}>{message.text}</span> : message.text}
                    {message.source && (
                      <Link
                        to={message.source.href}
                        className="mt-1.5 block text-xs font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                      >
                        {fill(t.source, { source: message.source.label })}
                      </Link>
                    )}
                  </div>
                  <p className="mt-1 text-xs text-ink-500">
                    <time>{message.time}</time>
                  </p>
                </div>
              </li>
            ))}
            {typing && (
              <li className="flex items-center gap-3" data-testid="typing-indicator">
                <span
                  aria-hidden
                  className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-white"
                >
                  <Bot className="size-4" />
                </span>
                <span className="rounded-2xl rounded-tl-sm bg-white px-4 py-3 ring-1 ring-ink-200">
                  <span className="sr-only">{t.typing}</span>
                  <span aria-hidden className="flex gap-1">
                    <span className="size-2 animate-bounce rounded-full bg-ink-400" />
                    <span className="size-2 animate-bounce rounded-full bg-ink-400 [animation-delay:150ms]" />
                    <span className="size-2 animate-bounce rounded-full bg-ink-400 [animation-delay:300ms]" />
                  </span>
                </span>
              </li>
            )}
          </ol>
        </div>

        <div className="border-t border-ink-200 bg-white px-2 pt-2 pb-3 sm:px-4">
          <ul aria-label={t.quickRepliesLabel} className="flex gap-2 overflow-x-auto pb-2">
            {t.quickReplies.map((reply) => (
              <li key={reply} className="shrink-0">
                <button
                  type="button"
                  onClick={() => fillDraft(reply)}
                  className="rounded-full bg-ink-100 px-3 py-1.5 text-xs font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {reply}
                </button>
              </li>
            ))}
          </ul>

          {recording ? (
            <div className="flex items-center gap-3 rounded-2xl bg-rose-50 px-4 py-3 ring-1 ring-rose-200">
              <span aria-hidden className="size-3 animate-pulse rounded-full bg-rose-600" />
              <p role="status" className="flex-1 text-sm font-medium text-rose-800">
                {t.recording}
              </p>
              <button
                type="button"
                onClick={() => {
                  setRecording(false);
                  workspace.recordVoiceMessage();
                  composer.current?.focus();
                }}
                className="inline-flex items-center gap-1.5 rounded-full bg-rose-700 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-800"
              >
                <Square aria-hidden className="size-3.5 fill-current" />
                {t.stop}
              </button>
            </div>
          ) : (
            <form
              method="post"
              onSubmit={(event) => {
                event.preventDefault();
                send();
              }}
              className="rounded-2xl bg-ink-50 p-1.5 ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-brand-600"
            >
              <label htmlFor="chat-draft" className="sr-only">
                {fill(t.messageLabel, { channel: channelName })}
              </label>
              <textarea
                id="chat-draft"
                name="message"
                maxLength={2000}
                ref={composer}
                rows={2}
                defaultValue=""
                onKeyDown={onComposerKeyDown}
                placeholder={fill(t.placeholder, { channel: channelName })}
                className="block max-h-40 min-h-12 w-full resize-none bg-transparent px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500 focus:outline-none"
              />
              <div className="flex items-center gap-0.5">
                <button type="button" className={iconButton} onClick={() => setDraft((text) => text + EMOJI)}>
                  <span className="sr-only">{t.emoji}</span>
                  <Smile aria-hidden className="size-5" />
                </button>
                <button type="button" className={iconButton} onClick={() => fileInput.current?.click()}>
                  <span className="sr-only">{t.attach}</span>
                  <Paperclip aria-hidden className="size-5" />
                </button>
                <button type="button" className={iconButton} onClick={() => setRecording(true)}>
                  <span className="sr-only">{t.record}</span>
                  <Mic aria-hidden className="size-5" />
                </button>
                <button type="button" className={iconButton} onClick={() => fillDraft(workspace.translateDraft())}>
                  <span className="sr-only">{t.translateLast}</span>
                  <Languages aria-hidden className="size-5" />
                </button>
                <button
                  type="submit"
                  className="ml-auto inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  {t.send}
                  <SendHorizontal aria-hidden className="size-4" />
                </button>
              </div>
            </form>
          )}
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) workspace.attachFile(file.name);
              event.target.value = "";
            }}
          />
        </div>
      </section>

      <aside
        aria-label={t.assistant}
        className="hidden w-72 shrink-0 overflow-y-auto border-l border-ink-200 bg-ink-50 xl:block"
      >
        {toolsPanel}
      </aside>

      <Drawer
        open={drawer === "spaces"}
        onClose={() => setDrawer(null)}
        side="left"
        title={t.spacesAndChannels}
        closeLabel={fill(t.close, { title: t.spacesAndChannels.toLowerCase() })}
      >
        {spacesPanel}
      </Drawer>
      <Drawer
        open={drawer === "tools"}
        onClose={() => setDrawer(null)}
        side="right"
        title={t.tools}
        closeLabel={fill(t.close, { title: t.tools.toLowerCase() })}
      >
        {toolsPanel}
      </Drawer>
    </div>
  );
}
