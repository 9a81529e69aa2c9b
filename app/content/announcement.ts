/*
 * The announcement bar above the header (an `announcement` document whose window is open: ANNOUNCEMENT_QUERY). Plain
 * data and functions with no path aliases: the Studio's schema reads the tones and limits too
 * (sanity-studio/schemaTypes/documents/announcement.ts).
 */

export const ANNOUNCEMENT_TONES = [
  { value: "news", title: "News (a launch, an event)" },
  { value: "info", title: "Information" },
  { value: "warning", title: "Warning (an outage, a change that needs action)" },
] as const;

export type AnnouncementTone = (typeof ANNOUNCEMENT_TONES)[number]["value"];

export const ANNOUNCEMENT_LIMITS = { characters: 160 } as const;

/** A piece of the message: its text, whether it is bold or in italics, and where it links. */
export interface MessagePart {
  text: string;
  strong?: boolean;
  em?: boolean;
  href?: string;
}

/** The bar as a page shows it. */
export interface Announcement {
  id: string;
  tone: AnnouncementTone;
  message: MessagePart[];
  /** The message's language when it is not the page's (not yet translated: English). */
  lang?: string;
  link: { label: string; href: string; lang?: string } | null;
}

interface Span {
  _type?: string;
  text?: string;
  marks?: string[] | null;
}
interface Block {
  children?: Span[] | null;
  markDefs?: { _key: string; _type?: string; href?: string | null }[] | null;
}

/** One paragraph of Portable Text as parts with their marks (what the bar can show: bold, italics, links). */
export function messageParts(blocks: readonly Block[] | null | undefined): MessagePart[] {
  const block = blocks?.[0];
  const links = new Map((block?.markDefs ?? []).flatMap((mark) => (mark.href ? [[mark._key, mark.href]] : [])));
  return (block?.children ?? []).flatMap((span) => {
    if (!span.text) return [];
    const marks = span.marks ?? [];
    const href = marks.map((mark) => links.get(mark)).find(Boolean);
    return [
      {
        text: span.text,
        ...(marks.includes("strong") ? { strong: true } : {}),
        ...(marks.includes("em") ? { em: true } : {}),
        ...(href ? { href } : {}),
      },
    ];
  });
}

/** What the bar shows for an announcement as ANNOUNCEMENT_QUERY returns it once localized; null: nothing to show. */
export function announcementOf(
  result: {
    _id: string;
    tone?: string | null;
    message?: readonly Block[] | null;
    link?: { label?: string | null; href?: string | null; _fallback?: Record<string, string | undefined> } | null;
    _fallback?: Record<string, string | undefined>;
  } | null,
): Announcement | null {
  if (!result) return null;
  const message = messageParts(result.message);
  if (message.length === 0) return null;
  const tone = ANNOUNCEMENT_TONES.find((entry) => entry.value === result.tone)?.value ?? "news";
  const link =
    result.link?.label && result.link.href
      ? { label: result.link.label, href: result.link.href, lang: result.link._fallback?.label }
      : null;
  return { id: result._id, tone, message, lang: result._fallback?.message, link };
}

/** Where the browser remembers the announcement a visitor dismissed (its id: a new one shows again). */
export const DISMISSED_KEY = "ihuza:announcement-dismissed";

/** The attribute on <html> that hides the bar (tailwind.css), set before the first paint when it was dismissed. */
export const DISMISSED_ATTRIBUTE = "data-announcement";

/**
 * The script in the page's head that hides a dismissed bar before it is painted: the page is the same for every
 * visitor (shared caches keep one copy), so the browser decides. The same text on every page (the announcement's id
 * is on the script element, `data-id`), allowed by its hash (app/entry.server.tsx); storage refused: the bar shows.
 */
export const HIDE_IF_DISMISSED = `try{if(localStorage.getItem("${DISMISSED_KEY}")===document.currentScript.dataset.id)document.documentElement.setAttribute("${DISMISSED_ATTRIBUTE}","")}catch(e){}`;
