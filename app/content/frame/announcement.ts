import { ANNOUNCEMENT_TONES, type AnnouncementTone } from "@shared/content/limits";
/*
 * The announcement bar above the header (an `announcement` document whose window is open: ANNOUNCEMENT_QUERY). Its
 * tones and length limit are shared with the Studio's schema (app/shared/content/limits.ts).
 */

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
