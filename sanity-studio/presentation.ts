import {
  defineDocuments,
  defineLocations,
  presentationTool,
  type DocumentLocationResolvers,
} from "sanity/presentation";
// The site's page registry: which page shows which document type (one list for the site and the Studio).
import { LAYOUT_TYPES, PAGES, pagesShowing, ROUTED_TYPES, routedPath } from "@shared/addresses/pages";
// The pages' names (the site's English dictionary) and its languages: every page has a location in each.
import { en } from "@shared/dictionaries/en";
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  localeFromPath,
  localePath,
  ownPath,
  PREFIXED_LOCALES,
  stripLocale,
} from "@shared/addresses/locales";
import { addressesOf, namedFilter, namesOf, OTHER_NAMES_FIELD } from "@shared/addresses/names";

// The site the Presentation tool previews (set SANITY_STUDIO_PREVIEW_URL in sanity-studio/.env).
const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000";

const shownTypes = [...new Set(PAGES.flatMap((page) => page.types))].filter((type) => type !== "legalPage");

/** A page of the site in each language: the Presentation tool lists all three, so an editor can check each. */
const inEveryLanguage = (title: string, path: string) =>
  LOCALES.map((locale) => ({
    title: locale === DEFAULT_LOCALE ? title : `${title} (${LOCALE_INFO[locale].name})`,
    href: localePath(locale, path),
  }));
const titleOf = (path: string) => (en.pages as Record<string, { title: string }>)[path]?.title ?? path;

export const locations: DocumentLocationResolvers = {
  ...Object.fromEntries(
    shownTypes.map((type) => {
      const pages = pagesShowing(type).flatMap((page) => inEveryLanguage(titleOf(page.path), page.path));
      return [
        type,
        defineLocations({ locations: pages, message: pages.length > 1 ? "Shown on several pages" : undefined }),
      ];
    }),
  ),
  ...Object.fromEntries(
    LAYOUT_TYPES.map((type) => [
      type,
      defineLocations({
        locations: inEveryLanguage("Every page (header and footer)", "/"),
        message: "Shown on every page",
      }),
    ]),
  ),
  // Every document with a URL of its own, at its address in each language (app/shared/addresses/names.ts).
  ...Object.fromEntries(
    ROUTED_TYPES.map(({ type, field }) => [
      type,
      defineLocations({
        select: { title: "title.0.value", name: "name", slug: `${field}.current`, others: OTHER_NAMES_FIELD },
        resolve: (document) => {
          const path = routedPath(type, document?.slug);
          if (!path) return { locations: [] };
          const addresses = addressesOf(type, namesOf(document!.slug, document?.others));
          const title = document?.title ?? document?.name ?? path;
          return {
            locations: LOCALES.map((locale) => ({
              title: locale === DEFAULT_LOCALE ? title : `${title} (${LOCALE_INFO[locale].name})`,
              href: addresses[locale],
            })),
          };
        },
      }),
    ]),
  ),
  legalPage: defineLocations({
    select: { title: "title.0.value", slug: "slug.current" },
    resolve: (document) => ({
      locations: document?.slug ? inEveryLanguage(document.title ?? "Legal page", `/${document.slug}`) : [],
    }),
  }),
};

const mainDocuments = defineDocuments([
  ...PAGES.flatMap((page) => {
    if (!page.document) return [];
    const { type, slug } = page.document;
    const filter = slug ? `_type == "${type}" && slug.current == "${slug}"` : `_type == "${type}" && _id == "${type}"`;
    return LOCALES.map((locale) => ({ route: localePath(locale, page.path), filter }));
  }),
  // A document with a URL of its own at its address, as on the site: its name in the address's language (or its
  // English one, an address from before it had one there); those under a prefix first, and a type without one
  // (landing pages) takes any other path.
  ...[...ROUTED_TYPES]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .map(({ type, field, prefix }) => ({
      // (under each language's words for the prefix: /rw/inkuru/…)
      route: [
        ...PREFIXED_LOCALES.map((locale) => `/${locale}${ownPath(locale, prefix || "/")}:path+`),
        `${prefix || "/"}:path+`,
      ],
      resolve: ({ path }: { path: string }) => ({
        filter: namedFilter(type, field, localeFromPath(path)),
        params: { name: stripLocale(path).slice(prefix.length) },
      }),
    })),
]);

export const presentation = presentationTool({
  previewUrl: {
    origin: previewOrigin,
    previewMode: { enable: "/api/preview/enable", disable: "/api/preview/disable" },
  },
  resolve: { locations, mainDocuments },
});
