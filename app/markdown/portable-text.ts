import { portableTextToMarkdown, type PortableTextMarkRenderer } from "@portabletext/markdown";
import { absoluteUrl, destination, escapeLine, escapeText, image, type MarkdownContext } from "./markdown";

/*
 * Portable Text (a post's body, a legal page, a rich-text block) as Markdown, by Portable Text's own library
 * (@portabletext/markdown): headings keep their levels, lists nest, marks are Markdown's, and what an editor typed
 * that Markdown would read as syntax is escaped by it. What is ours is what the
 * site's schema adds: links by reference (their current address, made absolute), pictures with captions, pull
 * quotes, callouts, code and videos. A type or mark the site does not know is left out, as the page leaves it out.
 */

type Blocks = Parameters<typeof portableTextToMarkdown>[0];

const linkTo =
  (siteUrl: string): PortableTextMarkRenderer =>
  ({ value, children }) => {
    const href = typeof value?.href === "string" ? value.href : null;
    // A link to a page by reference that is gone (or not out yet) has no address: its words only, as on the page.
    if (!href || (value?._type === "internalLink" && typeof value.toPage !== "string")) return children;
    return `[${children}](${destination(absoluteUrl(href, siteUrl))})`;
  };

/** The Markdown of Portable Text as the content layer hands it over (links checked, images resolved). */
export function portableTextMarkdown(value: unknown, { siteUrl, t }: MarkdownContext): string {
  if (!Array.isArray(value) || value.length === 0) return "";
  const link = linkTo(siteUrl);
  return portableTextToMarkdown(value as Blocks, {
    marks: { link, internalLink: link },
    types: {
      postImage: ({ value: item }) => {
        const picture = image(item.image, siteUrl);
        return picture && item.caption ? `${picture}\n\n_${escapeLine(item.caption)}_` : picture;
      },
      pullQuote: ({ value: item }) =>
        item.quote
          ? `> “${escapeLine(item.quote)}”${item.attribution ? `\n>\n> — ${escapeLine(item.attribution)}` : ""}`
          : "",
      callout: ({ value: item }) => {
        const tone = item.tone in t.blog.callout ? (item.tone as keyof typeof t.blog.callout) : "note";
        return item.text ? `> **${escapeLine(t.blog.callout[tone])}:** ${escapeText(item.text)}` : "";
      },
      codeBlock: ({ value: item }) => {
        const code = typeof item.code === "string" ? item.code : "";
        // A fence longer than any run of backticks in the code, so the code cannot close it.
        const fence = "`".repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((run) => run[0].length + 1)));
        const language = typeof item.language === "string" && /^[\w+-]+$/.test(item.language) ? item.language : "";
        return code ? `${fence}${language === "text" ? "" : language}\n${code}\n${fence}` : "";
      },
      videoEmbed: ({ value: item }) =>
        typeof item.url === "string" && item.title ? `[▶ ${escapeLine(item.title)}](${destination(item.url)})` : "",
    },
    unknownType: () => "",
    unknownMark: ({ children }) => children,
  }).trim();
}
