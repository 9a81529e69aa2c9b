import type { MetaDescriptor } from "@remix-run/node";
import { feedPath } from "~/content/blog/blog";
import { localeFromPath } from "@shared/addresses/locales";
import { fill } from "@shared/dictionaries/fill";
import { dictionaryOf, rootDataOf } from "~/lib/meta";

/** The `<link rel="alternate">` to the blog's feed in the page's language, with an absolute URL (the blog's heads). */
export function feedLinks(args: {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}): MetaDescriptor[] {
  const root = rootDataOf(args.matches);
  const t = dictionaryOf(args.matches);
  const locale = localeFromPath(args.location.pathname);
  return [
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: fill(t?.blog.feedTitle ?? "{site}", { site: root?.siteName || "Ihuza" }),
      href: `${root?.siteUrl ?? ""}${feedPath(locale)}`,
    },
  ];
}
