import { defineQuery } from "groq";

/*
 * GROQ projections several queries share (queries.ts and each block's projection.ts): written once, imported
 * where a query needs them (`sanity typegen` follows the imports).
 */

/**
 * Every image: the asset, the editor's alt text (none for an image marked decorative: the site gives it an empty
 * alt), crop and hotspot, and the blurred preview Sanity computes.
 */
export const imageFields = /* groq */ `{ "ref": asset._ref, "alt": select(decorative == true => null, alt), crop, hotspot, "lqip": asset->metadata.lqip }`;

/**
 * A post that is out: its publish time has come. A post whose time is ahead is scheduled, and invisible everywhere
 * until then (lists, its page, feeds, sitemaps, related posts, links).
 */
export const isOut = /* groq */ `defined(publishedAt) && publishedAt <= now()`;

/**
 * A document with a URL of its own: one of the routed types (ROUTED_TYPES in app/shared/addresses/pages.ts, which
 * tests/unit/query-types.test.ts ties to this list: `sanity typegen` reads a query's text, not code that builds it).
 */
export const isRouted = /* groq */ `_type in ["landingPage", "post", "blogCategory", "author"]`;

/**
 * What names a routed document's path: its type, its slug field's value (app/shared/addresses/pages.ts, routedPath) and its
 * names in the other languages (app/shared/addresses/names.ts: the content layer picks the page's language's).
 */
export const routedName = /* groq */ `{ _type, "name": coalesce(path.current, slug.current), "names": slugs }`;

/** A blog document's slug as cards and lists show it, with its names in the other languages (app/shared/addresses/names.ts). */
export const slugFields = /* groq */ `"slug": slug.current, "names": slugs`;

/**
 * What a routed document's share card shows above its title, by its type's declaration (`card.kicker` in
 * ROUTED_TYPES); written out for `sanity typegen`, tied to the declarations by tests/unit/routed-types.test.ts.
 */
export const routedKicker = /* groq */ `select(_type == "post" => categories[0]->title, _type == "author" => role)`;

/**
 * A link's fields: its label and where it goes. A link to a page by reference carries the page (`toPage`, and a
 * routed document's type and name in `toRouted`); app/content/layer/localize.ts turns that into the `href` of the page's
 * current path, in the page's language. Without a reference, `href` is the path or address the editor typed.
 */
export const linkProjection = /* groq */ `label, "href": coalesce(href, "/"), "toPage": page._ref,
  "toRouted": *[${isRouted} && _id == ^.page._ref && (_type != "post" || ${isOut})][0]${routedName}`;

export const linkFields = /* groq */ `{ ${linkProjection} }`;

/**
 * An entry of the header's menu (app/content/frame/menu.ts): like a link, but with no address when its page is gone (the
 * menu then leaves it out) and the page's title, its label when the editor gave none.
 */
export const menuLinkProjection = /* groq */ `_key, label, href, "toPage": page._ref,
  "toRouted": *[${isRouted} && _id == ^.page._ref && (_type != "post" || ${isOut})][0]{
    _type, "name": coalesce(path.current, slug.current), "names": slugs, "title": coalesce(title, name)
  }`;

/**
 * A post as lists, cards and feeds show it. Authors and categories in the editor's order, each queried by type (the
 * types a query reads are found from its filters: query-types.test.ts); one deleted since is left out.
 */
export const postCard = /* groq */ `_id, title, ${slugFields}, excerpt, publishedAt, updatedAt,
  "cover": cover${imageFields},
  "categories": categories[]{ ...*[_type == "blogCategory" && _id == ^._ref][0]{ _id, title, ${slugFields} } }
    [defined(_id)],
  "authors": authors[]{ ...*[_type == "author" && _id == ^._ref][0]{ _id, name, ${slugFields} } }[defined(_id)]`;

/** A document at an address of its own today: routed, named, and (a post) out. */
export const hasAddress = /* groq */ `${isRouted} && defined(coalesce(path.current, slug.current)) && (_type != "post" || ${isOut})`;

/**
 * A document with a URL of its own as lists of them show it: its names, title, whether search engines may list it,
 * its share image's kicker (a post's first category, an author's role: app/share/cards.server.ts) and what it says
 * it is about (llms.txt).
 */
const routedDocument = /* groq */ `{
  _id, _type, "name": coalesce(path.current, slug.current), "names": slugs, "title": coalesce(title, name),
  "noindex": seo.noindex == true,
  "kicker": ${routedKicker},
  "description": coalesce(seo.description, excerpt, description, bio)
}`;

/**
 * Every document with a URL of its own (landing pages and the rest of ROUTED_TYPES), for sitemap.xml and the HTML
 * sitemap (noindex ones are left out there), llms.txt, and to find which one an address names.
 */
export const ROUTED_DOCUMENTS_QUERY = defineQuery(`*[${hasAddress}]
  | order(_type asc, coalesce(path.current, slug.current) asc)${routedDocument}`);

/**
 * One of them, by its id: what a page at one of its addresses (or a 301 from an old one) and its share image depend
 * on, whose answer changes only when that document does.
 */
export const ROUTED_DOCUMENT_QUERY = defineQuery(`*[_id == $id && ${hasAddress}][0]${routedDocument}`);
