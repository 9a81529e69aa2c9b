import { defineDocuments, defineLocations, presentationTool, type DocumentLocationResolvers } from "sanity/presentation";
// The site's page registry: which page shows which document type (one list for the site and the Studio).
import { LAYOUT_TYPES, PAGES, pagesShowing } from "../app/content/pages";

// The site the Presentation tool previews (set SANITY_STUDIO_PREVIEW_URL in sanity-studio/.env).
const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000";

const shownTypes = [...new Set(PAGES.flatMap((page) => page.types))].filter((type) => type !== "legalPage");

export const locations: DocumentLocationResolvers = {
  ...Object.fromEntries(
    shownTypes.map((type) => {
      const pages = pagesShowing(type).map((page) => ({ title: page.title, href: page.path }));
      return [type, defineLocations({ locations: pages, message: pages.length > 1 ? "Shown on several pages" : undefined })];
    }),
  ),
  ...Object.fromEntries(
    LAYOUT_TYPES.map((type) => [
      type,
      defineLocations({ locations: [{ title: "Every page (header and footer)", href: "/" }], message: "Shown on every page" }),
    ]),
  ),
  legalPage: defineLocations({
    select: { title: "title", slug: "slug.current" },
    resolve: (document) => ({
      locations: document?.slug ? [{ title: document.title ?? "Legal page", href: `/${document.slug}` }] : [],
    }),
  }),
};

const mainDocuments = defineDocuments(
  PAGES.flatMap((page) => {
    if (!page.document) return [];
    const { type, slug } = page.document;
    return [{ route: page.path, filter: slug ? `_type == "${type}" && slug.current == "${slug}"` : `_type == "${type}" && _id == "${type}"` }];
  }),
);

export const presentation = presentationTool({
  previewUrl: {
    origin: previewOrigin,
    previewMode: { enable: "/api/preview/enable", disable: "/api/preview/disable" },
  },
  resolve: { locations, mainDocuments },
});
