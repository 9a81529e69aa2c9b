import type { Dictionary } from "./en";
import { fill } from "./fill";

/*
 * What a page's <title> says before the site's name (app/lib/meta.ts adds " | Ihuza"), where the site writes it: the
 * routes' head tags and the quality gate (app/shared/quality) read it here, so the gate measures what search results
 * show.
 */

/** The words the titles are made of (what every page's browser code has of the dictionary holds them). */
export type TitleWords = Pick<
  Dictionary,
  "pages" | "features" | "solutions" | "pricing" | "about" | "contact" | "auth" | "sitemap" | "blog"
>;

/** A fixed page's title where no editor wrote a search title, by its path in the registry. */
export const FIXED_PAGE_TITLES: Record<string, (t: TitleWords) => string> = {
  "/": (t) => t.pages["/"].title,
  "/features": (t) => t.features.title,
  "/solutions": (t) => t.solutions.title,
  "/pricing": (t) => t.pricing.title,
  "/about": (t) => t.about.title,
  "/contact": (t) => t.contact.title,
  "/blog": (t) => t.pages["/blog"].title,
  "/chatbot": (t) => t.pages["/chatbot"].title,
  "/auth": (t) => t.auth.title,
  "/sitemap": (t) => t.sitemap.title,
};

/** A blog category's page: its title, then the blog's. */
export const categoryPageTitle = (title: string, t: TitleWords) => `${title} · ${t.pages["/blog"].title}`;

/** An author's page: "Posts by …". */
export const authorPageTitle = (name: string, t: TitleWords) => fill(t.blog.postsBy, { name });

/** A page of the blog's list: the blog's title, and past the first page its number. */
export const blogListTitle = (page: number, pages: number, t: TitleWords) =>
  page > 1 ? `${t.pages["/blog"].title} · ${fill(t.blog.pageOf, { page, pages })}` : t.pages["/blog"].title;
