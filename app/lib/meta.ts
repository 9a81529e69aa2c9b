import type { MetaDescriptor } from "@remix-run/node";

import type { LayoutDictionary } from "~/i18n/layout-dictionary";
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  localeFromPath,
  localePathIn,
  stripLocaleIn,
  type Locale,
  type PagePaths,
} from "@shared/addresses/locales";
import { SITE_NAME, titleWithSiteName } from "@shared/setup/site-name";

export const OG_IMAGE_PATH = "/og-image.png";

/** What the root loader tells every page's meta: where the site lives and whether it may be indexed. */
export interface SiteMetaContext {
  siteUrl: string;
  allowIndexing: boolean;
  siteName?: string | null;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

/** What a page's meta reads of the root loader's data (app/root.tsx), while it has any. */
type RootMetaData = Partial<SiteMetaContext> & {
  t?: LayoutDictionary;
  pagePaths?: PagePaths;
  shareImages?: Record<string, string>;
};

/** The root loader's data among a page's matches; undefined while the root has failed. */
export function rootDataOf(matches: MetaArgsLike["matches"]): RootMetaData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootMetaData | undefined;
}

function siteContext(matches: MetaArgsLike["matches"]): SiteMetaContext {
  const root = rootDataOf(matches);
  return { siteUrl: root?.siteUrl ?? "", allowIndexing: root?.allowIndexing ?? false, siteName: root?.siteName };
}

/** The page's dictionary, as the root loader sent it: for the head tags of pages that have no document. */
export function dictionaryOf(matches: MetaArgsLike["matches"]): LayoutDictionary | undefined {
  return rootDataOf(matches)?.t;
}

/** The pages' addresses in each language, as the root loader sent them (app/shared/addresses/locales.ts, `PagePaths`). */
export function pagePathsOf(matches: MetaArgsLike["matches"]): PagePaths {
  return rootDataOf(matches)?.pagePaths ?? {};
}

/** A page's own addresses in each language, as its loader returns them (`addresses`), if it does. */
export function addressesIn(data: unknown): Partial<Record<Locale, string>> | undefined {
  if (typeof data !== "object" || data === null || !("addresses" in data)) return undefined;
  return (data.addresses ?? undefined) as Partial<Record<Locale, string>> | undefined;
}

/**
 * The same page in every language, for `rel="alternate" hreflang` (and x-default, the English page, for everyone
 * else): every page lists all three, itself included, so the links are reciprocal.
 */
export function alternates(
  siteUrl: string,
  pathname: string,
  paths: PagePaths,
  addresses?: Partial<Record<Locale, string>>,
): { hrefLang: string; href: string }[] {
  const bare = stripLocaleIn(paths, pathname.replace(/(.)\/+$/, "$1"));
  // A document's page names its own address in each language (its slug there); any other, the page's words.
  const url = (locale: Locale) => `${siteUrl}${addresses?.[locale] ?? localePathIn(paths, locale, bare)}`;
  return [
    ...LOCALES.map((locale) => ({ hrefLang: LOCALE_INFO[locale].tag, href: url(locale) })),
    { hrefLang: "x-default", href: url(DEFAULT_LOCALE) },
  ];
}

/**
 * The picture drawn for a page whose editors gave it none (app/share): a document's page has its own from its
 * loader (`shareImage`), a fixed page's is in the root loader's list for the language (`shareImages`); else the
 * site's own.
 */
function generatedImage(args: MetaArgsLike, bare: string): string {
  const leaf = args.matches[args.matches.length - 1]?.data as { shareImage?: string | null } | undefined;
  if (leaf?.shareImage) return leaf.shareImage;
  return rootDataOf(args.matches)?.shareImages?.[bare] ?? OG_IMAGE_PATH;
}

/**
 * A page's head tags: title, description, canonical URL (from SITE_URL), Open Graph and Twitter cards with the
 * page's share image, and robots rules (noindex when indexing is off, or for pages that ask for it).
 */
export function getMeta(
  args: MetaArgsLike,
  page: {
    title: string;
    description?: string | null;
    noindex?: boolean;
    image?: string | null;
    /** An article (a blog post): `og:type` article, with its publish and update times. */
    article?: { publishedTime: string; modifiedTime?: string | null };
  },
): MetaDescriptor[] {
  const site = siteContext(args.matches);
  // The page's path in the registry's terms (/pricing for /fr/tarifs): its share image, and whether it is a home page.
  const bare = stripLocaleIn(pagePathsOf(args.matches), args.location.pathname);
  // In preview, content carries invisible click-to-edit markers, but never what reaches this function: `seo`
  // fields are left unmarked (stegaFilter in preview.server.ts) and loaders clean the rest (stega.server.ts), so
  // no marker code ships to the browser.
  const siteName = site.siteName || SITE_NAME;
  const pageTitle = page.title;
  const description = page.description;
  const title = titleWithSiteName(pageTitle, siteName);
  const url = `${site.siteUrl}${args.location.pathname === "/" ? "/" : args.location.pathname.replace(/\/+$/, "")}`;
  // A page's own share image (an absolute URL, or a path of this site), else one drawn for it.
  const image = page.image
    ? /^https?:\/\//.test(page.image)
      ? page.image
      : `${site.siteUrl}${page.image}`
    : `${site.siteUrl}${page.noindex ? OG_IMAGE_PATH : generatedImage(args, bare)}`;
  const locale = localeFromPath(args.location.pathname);
  const tags: MetaDescriptor[] = [
    { title },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(
      site.siteUrl,
      args.location.pathname,
      pagePathsOf(args.matches),
      addressesIn(args.matches[args.matches.length - 1]?.data),
    ).map((link) => ({
      tagName: "link",
      rel: "alternate",
      ...link,
    })),
    { property: "og:type", content: page.article ? "article" : "website" },
    ...(page.article
      ? [
          { property: "article:published_time", content: page.article.publishedTime },
          ...(page.article.modifiedTime
            ? [{ property: "article:modified_time", content: page.article.modifiedTime }]
            : []),
        ]
      : []),
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(page.image
      ? []
      : [
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
        ]),
    { property: "og:locale", content: LOCALE_INFO[locale].ogLocale },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: LOCALE_INFO[other].ogLocale,
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:image", content: image },
  ];
  if (description) {
    tags.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
      { name: "twitter:description", content: description },
    );
  }
  if (page.noindex || !site.allowIndexing) tags.push({ name: "robots", content: "noindex, nofollow" });
  // The page as Markdown, for machines (app/markdown): every page search engines may list has one, at the address
  // markdownAddress() gives (app/lib/markdown-address.ts; written here without it, to keep the browser's code small:
  // tests/e2e/machines.spec.ts ties the two on every page).
  if (!page.noindex) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "text/markdown",
      href: `${url.replace(/\/$/, "")}${bare === "/" ? "/index" : ""}.md`,
    });
  }
  return tags;
}
