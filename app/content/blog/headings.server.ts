import { blockText } from "@shared/content/portable-text";
import { slugOf } from "@shared/addresses/slug";
import { POST_SECTION_IDS, type BodyBlock, type PostHeading } from "./blog";

/*
 * A post's headings and their ids, worked out in the loader: the slug library stays on the server, out of the post
 * page's JavaScript.
 */

/** Ids a heading of a post never takes ("Main" becomes main-2): the page's own, and the skip link's target. */
const POST_PAGE_IDS = ["main", ...Object.values(POST_SECTION_IDS)];

const idOf = (text: string, locale: string) => slugOf(text, { locale, max: 60 }) || "section";

/** The post's h2 and h3 headings in order, each with an id unique in the page (a second "Setup" is "setup-2"). */
export function headingsOf(body: BodyBlock[] | null | undefined, locale: string): PostHeading[] {
  // The ids the page holds besides the headings' (the skip link's target, the post page's own sections).
  const taken = new Map<string, number>(POST_PAGE_IDS.map((id) => [id, 1]));
  return (body ?? []).flatMap((block) => {
    if (block._type !== "block" || (block.style !== "h2" && block.style !== "h3")) return [];
    const text = blockText(block).trim();
    if (!text) return [];
    const base = idOf(text, locale);
    const count = (taken.get(base) ?? 0) + 1;
    taken.set(base, count);
    return [{ key: block._key, id: count > 1 ? `${base}-${count}` : base, text, level: block.style === "h2" ? 2 : 3 }];
  });
}
