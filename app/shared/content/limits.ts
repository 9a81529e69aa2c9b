/*
 * Limits the site and the Studio both hold to: the Studio validates a value against them, the site lays out what
 * they allow. Written once here (the module the site, the Studio and the scripts share).
 */

/** An excerpt's length at most, in characters (lists, feeds, search results). */
export const EXCERPT_MAX = 200;

/** How an announcement can look (its colours), and the length of its message (sanity-studio/schemaTypes/documents/announcement.ts). */
export const ANNOUNCEMENT_TONES = [
  { value: "news", title: "News (a launch, an event)" },
  { value: "info", title: "Information" },
  { value: "warning", title: "Warning (an outage, a change that needs action)" },
] as const;

export type AnnouncementTone = (typeof ANNOUNCEMENT_TONES)[number]["value"];

export const ANNOUNCEMENT_LIMITS = { characters: 160 } as const;

/**
 * How many entries the header holds (a wider menu would not fit beside the buttons), how many a group lists, how many
 * fit beside the buttons from 1024 px in every language (more show in full from 1280 px, the phone menu below), and
 * the length of a label the Studio warns about.
 */
export const MENU_LIMITS = { items: 8, children: 8, narrowDesktop: 6, label: 24 } as const;
