import { RESERVED_SEGMENTS } from "@shared/pages";
import { MARKDOWN_TYPE } from "./markdown-address";

/* How the server tells a request for a page's Markdown twin (app/lib/markdown-address.ts says where twins live). */

/**
 * Whether a path may be a page's: not a file's (a dot in its last segment), not the API's, the build's or public/'s
 * (RESERVED_SEGMENTS), not a page's data (`.data`).
 */
export function mayBePage(path: string): boolean {
  const segments = path.split("/");
  return !segments.at(-1)?.includes(".") && !RESERVED_SEGMENTS.includes(segments[1] ?? "");
}

/** The page a twin's address stands for; null when it is no twin's (`/robots.txt.md`, `/api/x.md`). */
export function pageOfMarkdown(path: string): string | null {
  if (!path.endsWith(".md")) return null;
  const page = path.endsWith("/index.md") ? path.slice(0, -"/index.md".length) || "/" : path.slice(0, -".md".length);
  return page && mayBePage(page) ? page : null;
}

/**
 * Whether an Accept header asks for Markdown before HTML: text/markdown named with a weight above 0 and above what
 * HTML gets (text/html, else text/*, else any type). A browser's (text/html first, any other type at 0.8) never
 * does.
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const weights = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [type = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (type && !weights.has(type)) weights.set(type, q === undefined ? 1 : Number(q));
  }
  const markdown = weights.get(MARKDOWN_TYPE) ?? 0;
  const html = weights.get("text/html") ?? weights.get("text/*") ?? weights.get("*/*") ?? 0;
  return markdown > 0 && markdown > html;
}
