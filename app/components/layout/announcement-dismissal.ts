/*
 * How a visitor's dismissal of the announcement bar is kept and applied: the bar (AnnouncementBar.tsx) remembers it,
 * and a script in the document's head (root.tsx) hides a dismissed bar before the first paint.
 */

/** Where the browser remembers the announcement a visitor dismissed (its id: a new one shows again). */
export const DISMISSED_KEY = "ihuza:announcement-dismissed";

/** The attribute on <html> that hides the bar (tailwind.css), set before the first paint when it was dismissed. */
export const DISMISSED_ATTRIBUTE = "data-announcement";

/**
 * The script in the page's head that hides a dismissed bar before it is painted: the page is the same for every
 * visitor (shared caches keep one copy), so the browser decides. The same text on every page (the announcement's id
 * is on the script element, `data-id`), allowed by its hash (app/entry.server.tsx); storage refused: the bar shows.
 */
export const HIDE_IF_DISMISSED = `try{if(localStorage.getItem("${DISMISSED_KEY}")===document.currentScript.dataset.id)document.documentElement.setAttribute("${DISMISSED_ATTRIBUTE}","")}catch(e){}`;
