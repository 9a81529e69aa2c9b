import { defineDocuments, defineLocations, presentationTool, type DocumentLocationResolvers } from "sanity/presentation";
import { MAIN_DOCUMENT_BY_ROUTE, PAGES_BY_TYPE } from "./pageLocations";

// The site the Presentation tool previews (set SANITY_STUDIO_PREVIEW_URL in sanity-studio/.env).
const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000";

const locations: DocumentLocationResolvers = {
  ...Object.fromEntries(
    Object.entries(PAGES_BY_TYPE).map(([type, pages]) => [
      type,
      defineLocations({ locations: pages, message: pages.length > 1 ? "Shown on several pages" : undefined }),
    ]),
  ),
  legalPage: defineLocations({
    select: { title: "title", slug: "slug.current" },
    resolve: (document) => ({
      locations: document?.slug ? [{ title: document.title ?? "Legal page", href: `/${document.slug}` }] : [],
    }),
  }),
};

const mainDocuments = defineDocuments([
  ...MAIN_DOCUMENT_BY_ROUTE.map(({ route, type }) => ({ route, filter: `_type == "${type}" && _id == "${type}"` })),
  { route: "/:slug", filter: `_type == "legalPage" && slug.current == $slug` },
]);

export const presentation = presentationTool({
  previewUrl: {
    origin: previewOrigin,
    previewMode: { enable: "/api/preview/enable", disable: "/api/preview/disable" },
  },
  resolve: { locations, mainDocuments },
});
