/*
 * Text written into XML (the feeds, sitemap.xml, share images' SVG, XLIFF): XML 1.0 allows only tab, line feed,
 * carriage return and the characters from U+0020 on, less the surrogates and U+FFFE/U+FFFF. A character it forbids
 * (a backspace pasted into a title) makes the whole document malformed, so every writer drops them first.
 */

const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` less the characters XML 1.0 forbids (C0 controls but tab and line breaks, lone surrogates, U+FFFE/F). */
export const xmlChars = (text: string): string => text.replace(FORBIDDEN, "");
