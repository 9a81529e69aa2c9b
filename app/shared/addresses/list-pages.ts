/*
 * The blog's list pages (/blog, /blog/page/2…): how many posts fill one, and their addresses. A module of its own, as
 * the browser's code reads these (the blog's pages) and the rest of what the site serves (served.ts) it never needs.
 */

/** Posts on one page of the blog's list (/blog, /blog/page/2…). */
export const POSTS_PER_PAGE = 6;

/** How many list pages `total` posts fill (one, even when there are none). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / POSTS_PER_PAGE));

/** The path of the blog's list page `page` under `base` (/blog, /blog/category/news…): the first has no number. */
export const listPagePath = (base: string, page: number) => (page <= 1 ? base : `${base}/page/${page}`);
