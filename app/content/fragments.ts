/*
 * GROQ projections several queries share (queries.ts and each block's projection.ts): written once, imported
 * where a query needs them (`sanity typegen` follows the imports).
 */

/** Every image: the asset, the editor's alt text, crop and hotspot, and the blurred preview Sanity computes. */
export const imageFields = /* groq */ `{ "ref": asset._ref, alt, crop, hotspot, "lqip": asset->metadata.lqip }`;

/**
 * A link's fields: its label and where it goes. A link to a page by reference carries the page (`toPage`, and a
 * landing page's path in `toPath`); app/content/localize.ts turns that into the `href` of the page's current path,
 * in the page's language. Without a reference, `href` is the path or address the editor typed.
 */
export const linkProjection = /* groq */ `label, "href": coalesce(href, "/"), "toPage": page._ref,
  "toPath": *[_type == "landingPage" && _id == ^.page._ref][0].path.current`;

export const linkFields = /* groq */ `{ ${linkProjection} }`;
