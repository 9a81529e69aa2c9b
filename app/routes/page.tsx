import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingBlocks } from "~/blocks/LandingBlocks";
import { prepareBlock } from "~/blocks/types";
import { NotFound } from "~/components/not-found/NotFound";
import { contentFor } from "~/content/content.server";
import { LANDING_PAGE_QUERY } from "~/content/queries";
import { redirectFor } from "~/content/redirects.server";
import { redirectPath } from "~/content/redirects";
import { stegaClean } from "~/content/stega.server";
import { faqPageJsonLd } from "~/content/structured-data";
import { localeFromPath, localePath, stripLocale } from "~/i18n/locales";
import { contactAction } from "~/leads/actions.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { assertPost } from "~/lib/methods";
import { sameSitePath } from "~/lib/same-site-path";
import { useRootData } from "~/use-root-data";

/** How long a crawler or a visitor is asked to wait when a page cannot be known (Sanity unreachable). */
const RETRY_AFTER_SECONDS = 60;

/** The landing page a URL names, in any spelling of its path and language prefix; null when none does. */
async function landingPageFor(request: Request, context: LoaderFunctionArgs["context"]) {
  const url = new URL(request.url);
  const normal = redirectPath(url.pathname);
  const content = await contentFor(request, context);
  if (!normal) return { content, page: null, url };
  const page = await content.run(LANDING_PAGE_QUERY, { path: stripLocale(normal) });
  return { content, page, url, locale: localeFromPath(normal) };
}

/**
 * Every path no fixed page takes, in each language: the landing page an editor made at that path; else a
 * redirect kept in the Studio that starts there; else the 404 page. A page Sanity could not be asked about
 * (unreachable, and not in the bundled dataset) is a 503 with Retry-After: never a 404 a crawler would act on.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { content, page, url, locale } = await landingPageFor(request, context);
  if (page && locale) {
    // One URL per page: /Education and /education/ are moved to /education.
    const own = localePath(locale, page.path);
    if (own !== url.pathname) {
      throw redirect(`${sameSitePath(own)}${url.search}`, {
        status: 301,
        headers: { "Cache-Control": CACHE_CONTROL.redirect },
      });
    }
    const blocks = page.blocks.map((block) => prepareBlock(block, content.locale));
    const faqs = blocks.flatMap((block) => (block._type === "faqBlock" ? block.faqs : []));
    const hasForm = blocks.some((block) => block._type === "contactFormBlock");
    return data(
      { page: { ...page, blocks }, jsonLd: faqs.length > 0 ? faqPageJsonLd(stegaClean(faqs)) : null },
      // A page with the contact form carries a token signed at render time: never kept by a shared cache.
      hasForm ? { headers: { "Cache-Control": CACHE_CONTROL.private } } : undefined,
    );
  }
  const moved = await redirectFor(request, context);
  if (moved) throw moved;
  if (context.usage?.degraded) {
    throw new Response(null, {
      status: 503,
      statusText: "Service Unavailable",
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": CACHE_CONTROL.none },
    });
  }
  return data({ page: null, jsonLd: null }, { status: 404 });
}

/** The contact form of a landing page that has one; any other post here is refused as for a page without a form. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertPost({ request, context });
  const { page } = await landingPageFor(request, context);
  if (!page?.blocks.some((block) => block._type === "contactFormBlock")) {
    throw new Response(null, { status: 405, statusText: "Method Not Allowed", headers: { Allow: "GET, HEAD" } });
  }
  return contactAction(request, context);
}

/** The loader's or the error's cache policy, and a form refusal's or an outage's Retry-After. */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    for (const name of ["Cache-Control", "Retry-After"]) {
      const value = source?.get(name);
      if (value) headers.set(name, value);
    }
  }
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => {
  const page = data?.page;
  if (!page)
    return getMeta(args, { title: dictionaryOf(args.matches)?.notFound.title ?? "Page not found", noindex: true });
  return [
    ...getMeta(args, {
      title: page.seo?.title ?? page.title,
      description: page.seo?.description,
      noindex: page.seo?.noindex === true,
      image: page.seo?.image?.src,
    }),
    ...(data.jsonLd ? [{ "script:ld+json": data.jsonLd }] : []),
  ];
};

export default function LandingPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  const preview = useRootData()?.preview ?? false;
  if (!page) return <NotFound />;
  return (
    <>
      {/* The page's h1 is its hero's headline; a page that opens otherwise is named for screen readers. */}
      {page.blocks[0]?._type !== "heroBlock" && <h1 className="sr-only">{page.title}</h1>}
      <LandingBlocks blocks={page.blocks} preview={preview} />
    </>
  );
}
