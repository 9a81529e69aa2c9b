import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { getEnv } from "@shared/setup/env.server";
import { DEFAULT_LOCALE, localeFromPath, type Locale } from "@shared/addresses/locales";
import { LOCALIZED_ROUTES, PAGES, pageRouteId, ROUTED_TYPES } from "@shared/addresses/pages";
import { dictionaryFor } from "~/i18n/dictionaries.server";
import { CACHE_CONTROL, cacheControlFor, mayBeShared, surrogateKeyHeaders } from "~/lib/cache-control";
import { MARKDOWN_CONTENT_TYPE } from "~/lib/markdown-request.server";
import type { MarkdownContext } from "./markdown";
import { authorMarkdown, blogMarkdown, categoryMarkdown, landingMarkdown, postMarkdown } from "./pages/blog";
import {
  aboutMarkdown,
  authMarkdown,
  chatbotMarkdown,
  contactMarkdown,
  featuresMarkdown,
  homeMarkdown,
  legalMarkdown,
  pricingMarkdown,
  sitemapMarkdown,
  solutionsMarkdown,
} from "./pages/fixed";

/*
 * A page's Markdown twin, written from the same loader data its HTML is rendered from (app/entry.server.tsx hands
 * over the request when its Accept prefers Markdown; the server asks that way for a `.md` address). A page whose
 * route has no writer here has no twin (the search results, a form's answer): 404, as are a page not found, a
 * page kept from indexes and any preview (drafts have no twin).
 */

type RootData = { settings?: { contact?: Parameters<typeof contactMarkdown>[2] } | null } | undefined;

/** Each route module with a twin, by its file (the registry's `file`), and how its data is written. */
export const MARKDOWN_WRITERS: Record<
  string,
  (data: never, context: MarkdownContext, root: RootData) => string | null
> = {
  "routes/home.tsx": homeMarkdown,
  "routes/features.tsx": featuresMarkdown,
  "routes/solutions.tsx": solutionsMarkdown,
  "routes/pricing.tsx": pricingMarkdown,
  "routes/about.tsx": aboutMarkdown,
  "routes/contact.tsx": (data: Parameters<typeof contactMarkdown>[0], context, root) =>
    contactMarkdown(data, context, root?.settings?.contact),
  "routes/blog.tsx": blogMarkdown,
  "routes/chatbot.tsx": chatbotMarkdown,
  "routes/auth.tsx": authMarkdown,
  "routes/legal.tsx": legalMarkdown,
  "routes/sitemap.tsx": sitemapMarkdown,
  "routes/page.tsx": landingMarkdown,
  "routes/blog.post.tsx": postMarkdown,
  "routes/blog.category.tsx": categoryMarkdown,
  "routes/blog.author.tsx": authorMarkdown,
};

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, "");

/** The route module file of a route id (app/routes.ts names them: pages/pricing, fr/routes/blog.post…). */
export function routeFileOf(id: string, locale: Locale): string | null {
  const bare = locale === DEFAULT_LOCALE || !id.startsWith(`${locale}/`) ? id : id.slice(locale.length + 1);
  return (
    PAGES.find((page) => pageRouteId(page) === bare)?.file ??
    LOCALIZED_ROUTES.find((entry) => (entry.id ?? withoutExtension(entry.file)) === bare)?.file ??
    ROUTED_TYPES.find((entry) => withoutExtension(entry.file) === bare)?.file ??
    null
  );
}

function answer(status: number, body: string, headers: Headers) {
  headers.set("Content-Type", MARKDOWN_CONTENT_TYPE);
  headers.set("Vary", "Accept");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(body, { status, headers });
}

const notFound = () => answer(404, "# Not found\n", new Headers({ "Cache-Control": CACHE_CONTROL.none }));

/** The twin of the page Remix matched and loaded, or its 404. */
export function markdownTwin(
  request: Request,
  status: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
  preview: boolean,
): Response {
  if (preview || (request.method !== "GET" && request.method !== "HEAD")) return notFound();
  if (status !== 200)
    return status === 404 ? notFound() : answer(status, "", new Headers({ "Cache-Control": CACHE_CONTROL.none }));
  const { matches, loaderData } = remixContext.staticHandlerContext;
  const leaf = matches.at(-1)?.route.id;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const file = leaf ? routeFileOf(leaf, locale) : null;
  const write = file ? MARKDOWN_WRITERS[file] : undefined;
  if (!leaf || !write) return notFound();
  const siteUrl = getEnv().SITE_URL;
  const body = write(
    loaderData[leaf] as never,
    { siteUrl, locale, t: dictionaryFor(locale) },
    loaderData.root as RootData,
  );
  if (!body) return notFound();
  const headers = new Headers({ "Cache-Control": responseHeaders.get("Cache-Control") ?? cacheControlFor(200) });
  // The page it is the twin of, for crawlers that meet it: the HTML is the one to index.
  headers.set("Link", `<${siteUrl}${url.pathname}>; rel="canonical"`);
  if (loadContext.usage && mayBeShared(headers))
    for (const [name, value] of Object.entries(surrogateKeyHeaders(loadContext.usage, "a Markdown twin")))
      headers.set(name, value);
  return answer(200, `${body}\n`, headers);
}
