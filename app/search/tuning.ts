/*
 * The site search's knobs, in one place (README "Search", docs/decisions/013-site-search.md). Raise a boost to
 * rank a field higher; loosen `fuzzy` to forgive more typos (and find more noise); the assistant's thresholds decide
 * when a demo question is answered from the site rather than with a generic reply.
 */
export const SEARCH_TUNING = {
  /** A title (a question, a plan's name, a post's title) counts this many times a word of the text. */
  titleBoost: 3,
  /** A word typed is also the start of longer words from this many letters ("transl" → "translation"). */
  prefixFrom: 3,
  /** Typos forgiven: this share of a word's letters, rounded (0.2: one in 4 to 7 letters, two in 8 to 12)… */
  fuzzy: 0.2,
  /** …in words of at least this many letters (shorter ones match as typed). */
  fuzzyFrom: 4,
  /** What a visitor types is cut to this many characters, and to this many words. */
  maxQueryLength: 100,
  maxQueryTerms: 12,
  /** Results shown for one query (the page), and in the dialog. */
  maxResults: 40,
  dialogResults: 8,
  /** The assistant answers when its best match covers this share of the question's words (after stop words)… */
  answerCoverage: 0.6,
  /** …and at least this many of them (or all of a shorter question). */
  answerMinTerms: 2,
} as const;
