import type { Locale } from "@shared/addresses/locales";

/*
 * How the site's search reads text, the same for what it indexes and for what a visitor types
 * (docs/decisions/013-site-search.md): words are runs of letters and digits (an apostrophe or a hyphen ends one:
 * "ry'ubuntu" is "ry" and "ubuntu", "a-t-il" three words), folded to lower case without accents ("Sécurité" is
 * "securite"), and a few words too common to tell pages apart are dropped, per language. No stemming: Kinyarwanda
 * has no stemmer worth the name, and prefixes and typos (./tuning.ts) find "kwishyura" from "kwishy".
 */

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

/** Lower case, accents and ligatures folded: "Sécurité" → "securite", "cœur" → "coeur". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter);
}

/** The words of a text, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Words that say nothing about a page, per language, already folded. Kept short on purpose: a word here can never
 * be found, and the assistant (answerFrom in ./engine.ts) measures how much of a question the site answers by what is left.
 */
export const STOP_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(
    (
      "a an and are as at be by can could do does for from have how i in is it its me my of on or our so that the " +
      "their there this to us was we what when where which who why will with you your"
    ).split(" "),
  ),
  fr: new Set(
    (
      "a au aux avec ce ces d dans de des du elle en est et il ils j je l la le les leur ma mes mon ne nous on ou " +
      "par pas pour qu que qui sa se ses son sont sur t ta te tu un une vos votre vous y"
    ).split(" "),
  ),
  rw: new Set("ese i ku kandi mu muri n na ni nta ry rw ya yo y z cy by bw kuri cyangwa".split(" ")),
};

/** A word as the index keeps it, or null for one it ignores (a stop word, a single letter). */
export function termOf(word: string, locale: Locale): string | null {
  const term = fold(word);
  if (term.length < 2 && !/\d/.test(term)) return null;
  return STOP_WORDS[locale].has(term) ? null : term;
}

/** The terms of a text in a language: what the index keeps of it, in order, repeats included. */
export function termsOf(text: string, locale: Locale): string[] {
  return words(text).flatMap((word) => termOf(word, locale) ?? []);
}

/** A piece of an excerpt: text, marked where it matched. Rendered as text nodes, so never markup. */
export interface Segment {
  text: string;
  mark?: true;
}

/**
 * The part of `text` around the first of `matched` (folded index terms), at most about `length` characters cut at
 * word boundaries, with every matched word marked; the start of the text when nothing matched in it.
 */
export function excerpt(text: string, matched: ReadonlySet<string>, length = 180): Segment[] {
  const spans = spansOf(text, matched);
  const first = spans.findIndex((span) => span.hit);
  // Start a few words before the first match, so it reads as a sentence; end at a word's end.
  const from = first - 6 <= 0 ? 0 : (spans[first - 6]?.start ?? 0);
  let to = text.length;
  if (to - from > length) {
    const last = spans.filter((span) => span.end <= from + length).at(-1);
    to = last ? last.end : from + length;
  }
  return marked(text, spans, from, to);
}

/** Every matched word of a short text (a title) marked, all of it kept. */
export function highlight(text: string, matched: ReadonlySet<string>): Segment[] {
  return marked(text, spansOf(text, matched), 0, text.length);
}

function spansOf(text: string, matched: ReadonlySet<string>) {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    hit: matched.has(fold(match[0])),
  }));
}

function marked(text: string, spans: ReturnType<typeof spansOf>, from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let at = from;
  for (const span of spans) {
    if (!span.hit || span.start < from || span.end > to) continue;
    if (span.start > at) segments.push({ text: text.slice(at, span.start) });
    segments.push({ text: text.slice(span.start, span.end), mark: true });
    at = span.end;
  }
  if (at < to) segments.push({ text: text.slice(at, to) });
  if (from > 0) segments.unshift({ text: "… " });
  if (to < text.length) segments.push({ text: " …" });
  return merge(segments);
}

function merge(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const segment of segments) {
    const previous = out.at(-1);
    if (previous && !previous.mark && !segment.mark) previous.text += segment.text;
    else out.push({ ...segment });
  }
  return out;
}
