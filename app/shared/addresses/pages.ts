/*
 * The page registry: which path shows which content, served by which route module, as plain data with no imports.
 * The routes (app/routes.ts), the header and footer navigation, the HTML sitemap, sitemap.xml (its query and each
 * page's last change), the webhook's purges, the benchmark and the Studio's Presentation tool
 * (sanity-studio/presentation.ts imports this file) all read it. A page is its route module, its query, one entry
 * here and its names in each dictionary (app/shared/dictionaries); the e2e suite checks each entry's `types` against
 * the surrogate keys the page answers with.
 */

export type PageGroup = "Product" | "Company" | "Try it" | "Legal";

export interface SitePage {
  /** Its path in the default language (each other language prefixes its own words: /fr/tarifs); its names (title,
   * description, navigation label) are the dictionaries' `pages[path]`. */
  path: string;
  /** The route module that renders it, under app/. */
  file: string;
  group: PageGroup;
  /** The footer's legal links list it (the header's menu is the editors': site settings, app/content/frame/menu.ts). */
  nav?: "legal";
  /** The document the page is about: a singleton by type, or a legal page by slug. */
  document?: { type: string; slug?: string };
  /** Every document type the page shows (besides site settings, which every page shows). */
  types: string[];
}

/** Shown on every page (header, footer and the announcement bar). */
export const LAYOUT_TYPES = ["siteSettings", "announcement"] as const;

/**
 * The document types whose showing changes at set times with no publish (a post's publish time, an announcement's
 * start and end): SCHEDULE_QUERY reads them, and the content layer refetches a type at its times.
 */
export const SCHEDULED_TYPES = ["post", "announcement"] as const;

/**
 * A document type with a URL of its own, declared once (defineRoutedType): its path is `prefix` followed by the value
 * of its slug field (`field`), the same in every language (each other language prefixes it). Links by reference,
 * redirects, both sitemaps, share images, the site search, the Studio's Presentation tool and desk, and the redirect
 * a moved document leaves all follow from this list (docs/developers.md, "Adding a document type with a URL").
 */
export interface RoutedType {
  type: string;
  /** The slug field that names it: a landing page's holds its whole path (/education), the others one segment. */
  field: "path" | "slug";
  prefix: string;
  /** The route module that renders it, under app/ (landing pages: the last route, for any path no page takes). */
  file: string;
  /**
   * What its share image shows above the title: the site's name (`null`), or the title of its listing page (a
   * registry path) unless `kicker`, a GROQ expression on the document (a post's first category), gives one.
   */
  card: { listing: string; kicker?: string } | null;
  /**
   * The kind of result its documents are found as in the site search (by title and kicker), or null: not
   * searched by themselves. A type the search reads with its own query (a post's body, a landing page's blocks:
   * app/search/corpus.ts) is found as that query says.
   */
  search: "page" | "post" | null;
  /** Where editors find it in the Studio's sidebar (a group by its title, and the list's title); null: placed there by hand. */
  desk: { group: string; title: string } | null;
}

/**
 * A routed type's declaration: the type checks it as written (tests/unit/routed-types.test.ts checks its prefix and
 * that its route module, listing page and kicker exist); it costs the browser nothing more than the entry.
 */
export const defineRoutedType = <const T extends RoutedType>(routed: T): T => routed;

export const ROUTED_TYPES: RoutedType[] = [
  defineRoutedType({
    type: "landingPage",
    field: "path",
    prefix: "",
    file: "routes/page.tsx",
    card: null,
    search: "page",
    desk: { group: "Landing pages", title: "Landing pages" },
  }),
  defineRoutedType({
    type: "post",
    field: "slug",
    prefix: "/blog/",
    file: "routes/blog.post.tsx",
    card: { listing: "/blog", kicker: "categories[0]->title" },
    search: "post",
    desk: null,
  }),
  defineRoutedType({
    type: "blogCategory",
    field: "slug",
    prefix: "/blog/category/",
    file: "routes/blog.category.tsx",
    card: { listing: "/blog" },
    search: null,
    desk: { group: "Blog", title: "Categories" },
  }),
  defineRoutedType({
    type: "author",
    field: "slug",
    prefix: "/blog/author/",
    file: "routes/blog.author.tsx",
    card: { listing: "/blog", kicker: "role" },
    search: null,
    desk: { group: "Blog", title: "Authors" },
  }),
];

/** A routed type's declaration by its type; undefined for a type without a URL of its own. */
export const routedType = (type: string): RoutedType | undefined => ROUTED_TYPES.find((entry) => entry.type === type);

/**
 * How a name is written, by its slug field: a slug is words of lower-case letters and digits joined by hyphens
 * (launch-news); a landing page's path is one or more such segments, each after a slash (/solutions/banking). The
 * Studio validates with these, and the site gives no path to a name written otherwise (one pasted in through the
 * API, `javascript:alert(1)`): it is in no link, sitemap, search result or feed.
 */
export const NAME_PATTERNS: Record<RoutedType["field"], RegExp> = {
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  path: /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/,
};

/** The path of a document of a routed type named `name` by its slug field; null when it has none, or none valid. */
export function routedPath(type: string, name: string | null | undefined): string | null {
  const routed = routedType(type);
  return routed && name && NAME_PATTERNS[routed.field].test(name) ? `${routed.prefix}${name}` : null;
}

/**
 * Read by every page as well: a link in content may point at a document with a URL of its own and then shows its
 * path (app/shared/content/fragments.ts), and every page has the footer's links. tests/unit/query-types.test.ts ties this
 * list to the link projection.
 */
export const LINK_TARGET_TYPES = ROUTED_TYPES.map((entry) => entry.type);

export const PAGES: SitePage[] = [
  {
    path: "/",
    file: "routes/home.tsx",
    group: "Product",
    document: { type: "homePage" },
    types: ["homePage", "testimonial", "experiment"],
  },
  {
    path: "/features",
    file: "routes/features.tsx",
    group: "Product",
    document: { type: "featuresPage" },
    types: ["featuresPage", "featureGroup"],
  },
  {
    path: "/solutions",
    file: "routes/solutions.tsx",
    group: "Product",
    document: { type: "solutionsPage" },
    types: ["solutionsPage", "solution"],
  },
  {
    path: "/pricing",
    file: "routes/pricing.tsx",
    group: "Product",
    document: { type: "pricingPage" },
    types: ["pricingPage", "plan", "addOn", "faq", "experiment"],
  },
  {
    path: "/about",
    file: "routes/about.tsx",
    group: "Company",
    document: { type: "aboutPage" },
    types: ["aboutPage"],
  },
  {
    path: "/contact",
    file: "routes/contact.tsx",
    group: "Company",
    document: { type: "contactPage" },
    types: ["contactPage"],
  },
  {
    path: "/blog",
    file: "routes/blog.tsx",
    group: "Company",
    types: ["post", "blogCategory", "author"],
  },
  {
    path: "/chatbot",
    file: "routes/chatbot.tsx",
    group: "Try it",
    types: [],
  },
  { path: "/auth", file: "routes/auth.tsx", group: "Try it", types: [] },
  {
    path: "/privacy-policy",
    file: "routes/legal.tsx",
    group: "Legal",
    nav: "legal",
    document: { type: "legalPage", slug: "privacy-policy" },
    types: ["legalPage"],
  },
  {
    path: "/terms-of-service",
    file: "routes/legal.tsx",
    group: "Legal",
    nav: "legal",
    document: { type: "legalPage", slug: "terms-of-service" },
    types: ["legalPage"],
  },
  {
    path: "/sitemap",
    file: "routes/sitemap.tsx",
    group: "Legal",
    nav: "legal",
    types: [],
  },
];

export const PAGE_GROUPS: PageGroup[] = ["Product", "Company", "Try it", "Legal"];

/** The files for machines, one per language (/llms.txt, /fr/llms.txt…: app/markdown). */
export const LLMS_ROUTE = { path: "/llms.txt", file: "routes/llms-txt.ts" };
export const LLMS_FULL_ROUTE = { path: "/llms-full.txt", file: "routes/llms-full-txt.ts" };

/**
 * Routes that are not pages of the registry but answer in every language (/newsletter, /fr/newsletter): forms'
 * actions and links. `counted`: a page a visitor reads, whose views are counted (app/results) like the registry's.
 */
export const LOCALIZED_ROUTES: { path: string; file: string; id?: string; counted?: true }[] = [
  { path: "/newsletter", file: "routes/newsletter.tsx", counted: true },
  // The two links of the newsletter's confirmation email: one module, two routes.
  { path: "/newsletter/confirm", file: "routes/newsletter-link.tsx", id: "routes/newsletter/confirm" },
  { path: "/newsletter/unsubscribe", file: "routes/newsletter-link.tsx", id: "routes/newsletter/unsubscribe" },
  // The blog's list beyond its first page (/blog is a page of the registry), and its feed in each language.
  { path: "/blog/page/:page", file: "routes/blog.tsx", id: "routes/blog/page", counted: true },
  { path: "/blog/rss.xml", file: "routes/blog.rss.ts" }, // FEED_PATH (app/content/blog/blog.ts): a test ties the two
  // For machines (app/markdown): the site's pages in the language as links (llmstxt.org), and all of them in one file.
  LLMS_ROUTE,
  LLMS_FULL_ROUTE,
  // The site search's results (app/search): not a page of the registry, as it has nothing to list or index.
  { path: "/search", file: "routes/search.tsx", counted: true },
  // What the server shows in place of a form's answer when the form was sent from another site (403).
  { path: "/form-refused", file: "routes/form-refused.tsx" },
];

/** Where a lead form gets a token of the visitor's own (app/components/common/SpamTrap.tsx asks it). */
export const FORM_TOKEN_ROUTE = { path: "/api/form-token", file: "routes/api.form-token.ts" };

/** The site search's answers for the header's dialog and the demo assistant (app/search/api.ts). */
export const SEARCH_API_ROUTE = { path: "/api/search", file: "routes/api.search.ts" };

/** Where each page view's beacon goes (app/results). */
export const VIEWS_ROUTE = { path: "/api/views", file: "routes/api.views.ts" };

/** The first segment of share images' paths (/og/<hash>/<locale><path>.png). */
export const SHARE_IMAGE_SEGMENT = "og";

/** The files for crawlers (each answers at its one address: movedToOwnAddress, app/lib/canonical-path.ts). */
export const SITEMAP_ROUTE = { path: "/sitemap.xml", file: "routes/sitemap-xml.ts" };
/** The first segment of the parts of sitemap.xml once it is an index (/sitemaps/1.xml…: past 50,000 addresses). */
const SITEMAP_PARTS_SEGMENT = "sitemaps";
export const SITEMAP_PARTS_ROUTE = { path: `/${SITEMAP_PARTS_SEGMENT}/:part`, file: "routes/sitemap-part.ts" };
export const ROBOTS_ROUTE = { path: "/robots.txt", file: "routes/robots-txt.ts" };

/** Files and the API: one path each, never prefixed by a language, matched only as written (feeds are per language:
 * LOCALIZED_ROUTES). */
export const FILE_ROUTES = [
  SITEMAP_ROUTE,
  SITEMAP_PARTS_ROUTE,
  ROBOTS_ROUTE,
  { path: "/readyz", file: "routes/readyz.ts" },
  { path: "/api/revalidate", file: "routes/api.revalidate.ts" },
  FORM_TOKEN_ROUTE,
  SEARCH_API_ROUTE,
  VIEWS_ROUTE,
  { path: "/api/preview/enable", file: "routes/api.preview.enable.ts" },
  { path: "/api/preview/disable", file: "routes/api.preview.disable.ts" },
  // Each page's share image (app/share/cards.server.ts).
  { path: `/${SHARE_IMAGE_SEGMENT}/*`, file: "routes/share-image.ts" },
];

/**
 * First path segments the site keeps for itself beyond its routes: the API, the build's assets, and public/'s
 * folders and files (tests/unit/redirects.test.ts ties this list to public/).
 */
export const RESERVED_SEGMENTS = [
  "api",
  SHARE_IMAGE_SEGMENT,
  SITEMAP_PARTS_SEGMENT,
  "assets",
  "healthz",
  "illustrations",
  "favicon.svg",
  "logo-mark.png",
  "logo-mark.svg",
  "og-image.png",
];

/** The paths the footer's legal links list, in order. */
export function navLinks(area: "legal"): string[] {
  return PAGES.flatMap((page) => (page.nav === area ? [page.path] : []));
}

/** The pages that show a document type (legal pages: only the one with that slug, when a slug is given). */
export function pagesShowing(type: string, slug?: string | null): SitePage[] {
  if ([...LAYOUT_TYPES, ...LINK_TARGET_TYPES].includes(type as never)) return PAGES;
  return PAGES.filter(
    (page) => page.types.includes(type) && (!slug || !page.document?.slug || page.document.slug === slug),
  );
}

/** A page's route id: from its path, so one module can serve several pages (the legal ones). */
export const pageRouteId = (page: Pick<SitePage, "path">) => `pages${page.path === "/" ? "/home" : page.path}`;

/** Every document type some page shows: what sitemap.xml reads the last changes of. */
export const SHOWN_TYPES = [...new Set(PAGES.flatMap((page) => page.types))];

/** The legal pages, by slug: one route module serves them all. */
export const LEGAL_SLUGS = PAGES.flatMap((page) => (page.document?.slug ? [page.document.slug] : []));
