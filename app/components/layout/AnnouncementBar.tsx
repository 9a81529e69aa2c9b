import { useEffect } from "react";
import { Link } from "@remix-run/react";
import { ArrowRight, X } from "~/components/common/icons";
import type { Announcement, MessagePart } from "~/content/frame/announcement";
import type { AnnouncementTone } from "@shared/content/limits";
import { DISMISSED_ATTRIBUTE, DISMISSED_KEY } from "./announcement-dismissal";
import { useT } from "~/i18n/use-t";

const TONE: Record<AnnouncementTone, string> = {
  news: "bg-brand-700 text-white",
  info: "bg-ink-900 text-white",
  warning: "bg-sun-300 text-ink-950",
};

/**
 * A piece of the message. Its link passed the rule of links in the content layer (app/content/layer/localize.ts), which
 * leaves no other; the router's Link leaves a link to another site to the browser.
 */
function Part({ part }: { part: MessagePart }) {
  let content = <>{part.text}</>;
  if (part.em) content = <em>{content}</em>;
  if (part.strong) content = <strong className="font-semibold">{content}</strong>;
  return part.href ? (
    <Link to={part.href} className="underline underline-offset-2">
      {content}
    </Link>
  ) : (
    content
  );
}

/** The announcement dismissed in this browser; or remembers `id` as dismissed (storage refused: nothing). */
function stored(id?: string) {
  try {
    if (id) localStorage.setItem(DISMISSED_KEY, id);
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** Hides the bar (or shows it again): the attribute the head's script sets before the first paint. */
const hide = (hidden: boolean) => void document.documentElement.toggleAttribute(DISMISSED_ATTRIBUTE, hidden);

/**
 * The announcement above the header (app/content/frame/announcement.ts): the same HTML for every visitor. A visitor who
 * dismissed it has it hidden before the first paint by the head's script (root.tsx) and a rule of tailwind.css; the
 * dismiss button shows once the page's scripts run (without them the bar simply stays).
 */
export function AnnouncementBar({ announcement }: { announcement: Announcement }) {
  const t = useT();
  const { id, tone, message, link } = announcement;
  // Another announcement arriving with a client-side navigation shows, unless it was dismissed too.
  useEffect(() => hide(stored() === id), [id]);
  const dismiss = () => {
    hide(true);
    document.querySelector<HTMLElement>("header a")?.focus();
    stored(id);
  };
  return (
    <section id="announcement" aria-label={t.layout.announcement} data-tone={tone} className={TONE[tone]}>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p className="min-w-0 flex-1" lang={announcement.lang}>
          {message.map((part, index) => (
            <Part key={index} part={part} />
          ))}
          {link && (
            // Its own line on a phone, after the message from 640 px: where the message's lines end never moves it.
            <span className="block sm:ml-1.5 sm:inline">
              <Link
                to={link.href}
                lang={link.lang}
                className="inline-flex items-center gap-1 font-semibold whitespace-nowrap underline underline-offset-2"
              >
                {link.label}
                <ArrowRight aria-hidden className="size-3.5" />
              </Link>
            </span>
          )}
        </p>
        <button
          type="button"
          onClick={dismiss}
          className="invisible inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-current/10 hydrated:visible"
        >
          <X aria-hidden className="size-4" />
          <span className="sr-only">{t.layout.dismissAnnouncement}</span>
        </button>
      </div>
    </section>
  );
}
