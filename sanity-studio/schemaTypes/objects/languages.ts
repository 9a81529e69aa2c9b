/**
 * The site's languages, in the order the Studio shows them. English is the source every other language falls back
 * to; the site's own list is app/i18n/locales.ts (the two must name the same ids).
 */
export const LANGUAGES = [
  { id: "en", title: "English" },
  { id: "fr", title: "Français" },
  { id: "rw", title: "Kinyarwanda" },
];
