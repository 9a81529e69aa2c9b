/*
 * Each page of the registry (app/shared/addresses/pages.ts) at its address in the languages under a prefix: made of the words
 * of its name in that language (the dictionaries' `pages[path]` title or navigation label: page-paths.test.ts
 * ties each to one), lower-case ASCII words joined by hyphens, accents folded. A page not listed keeps its English
 * path (`/contact` is /fr/contact). English addresses are the registry's own.
 * And what lives under a page (a key ending in `/`: the blog's posts, categories, authors, list pages and feed, as
 * app/shared/addresses/pages.ts declares their prefixes): the page's words, then the language's words for the rest.
 * The language module reads this (`localePath`, `stripLocale`), so every link, route and sitemap follows; an address
 * in other words (/fr/pricing, /rw/blog/…) answers 301 to its own (routes/language.tsx). Kept apart from the
 * dictionaries, as the browser needs these few words only.
 */
export const PAGE_PATHS = {
  fr: {
    "/features": "/fonctionnalites",
    "/pricing": "/tarifs",
    "/about": "/a-propos",
    "/chatbot": "/demo-de-l-assistant-ia",
    "/auth": "/connexion",
    "/privacy-policy": "/politique-de-confidentialite",
    "/terms-of-service": "/conditions-d-utilisation",
    "/sitemap": "/plan-du-site",
    "/blog/category/": "/blog/categorie/",
    "/blog/author/": "/blog/auteur/",
  },
  rw: {
    "/features": "/ibiranga",
    "/solutions": "/ibisubizo",
    "/pricing": "/ibiciro",
    "/about": "/abo-turi-bo",
    "/contact": "/twandikire",
    "/chatbot": "/umufasha-wa-ai",
    "/auth": "/injira",
    "/privacy-policy": "/politiki-y-ibanga",
    "/terms-of-service": "/amabwiriza",
    "/sitemap": "/ikarita-y-urubuga",
    "/blog": "/inkuru",
    "/blog/": "/inkuru/",
    "/blog/category/": "/inkuru/icyiciro/",
    "/blog/author/": "/inkuru/umwanditsi/",
    "/blog/page/": "/inkuru/urupapuro/",
  },
} as const satisfies Record<string, Record<string, string>>;
