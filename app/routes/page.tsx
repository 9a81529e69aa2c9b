import { routeComponent } from "~/lib/route-component";
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { LandingBlocks } from "~/blocks/LandingBlocks";
import { prepareBlock } from "~/blocks/types";
import { NotFound } from "~/components/not-found/NotFound";
import { contentFor } from "~/content/layer/content.server";
import { LANDING_PAGE_QUERY, LANDING_PAGES_QUERY, RUNNING_EXPERIMENTS_QUERY } from "~/content/queries";
import { underTest } from "~/content/site/experiments";
import { redirectFor } from "~/content/site/redirects.server";
import { redirectPath } from "@shared/addresses/redirects";
import { stegaClean } from "~/content/layer/stega.server";
import { faqPageJsonLd } from "~/content/site/structured-data";
import { DEFAULT_LOCALE, localeFromPath, localePath, stripLocale } from "@shared/addresses/locales";
import { findNamed } from "@shared/addresses/names";
import { addressesOf, movedTo } from "~/content/site/addresses.server";
import { contactAction } from "~/leads/actions.server";
import { CACHE_CONTROL, passOn } from "~/lib/cache-control";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { shareImageFor } from "~/share/cards.server";
import { assertPost, READ_METHODS, refuseMethod } from "~/lib/allowed-methods";

/** How long a crawler or a visitor is asked to wait when a page cannot be known (Sanity unreachable). */
const RETRY_AFTER_SECONDS = 60;

/** The answer for a path the site cannot tell about now (the list of landing pages is a stand-in): try later. */
const cannotTell = () =>
  new Response(null, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": CACHE_CONTROL.none },
  });

/**
 * The landing page a URL names, in any spelling of its path and language prefix; null when none does. The list of
 * landing pages (one cached answer for every path, so a stray path costs no query of its own) says first whether
 * there is one; `known` is false when that list is a stand-in (Sanity unreachable, or its answer unusable), and a
 * page missing from it may exist.
 */
async function landingPageFor(request: Request, context: LoaderFunctionArgs["context"]) {
  const url = new URL(request.url);
  const normal = redirectPath(url.pathname);
  const content = await contentFor(request, context);
  if (!normal) return { content, page: null, url, known: true };
  const path = stripLocale(normal);
  // Whether this answer (not any other of the page) is a stand-in.
  const pages = await content.lookup(LANDING_PAGES_QUERY);
  const known = !pages.standIn;
  // By its path in the page's language, or in another's (then moved to its own: app/shared/addresses/names.ts).
  const found = findNamed(pages.value, content.locale, path);
  // (a 301 from another language's path also depends on no page taking it as its own here)
  if (found?.moved) pages.missed();
  if (!found) {
    pages.missed(); // (what answers here instead, a redirect kept in the Studio, goes when a landing page takes it)
    return { content, page: null, url, known };
  }
  const page = await content.run(LANDING_PAGE_QUERY, { path: found.document.names[DEFAULT_LOCALE] });
  return { content, page, url, locale: localeFromPath(normal), known };
}

/**
 * Every path no fixed page takes, in each language: the landing page an editor made at that path; else a
 * redirect kept in the Studio that starts there; else the 404 page. A path the site cannot tell about (the list
 * of landing pages is a stand-in: Sanity unreachable, or its answer unusable) is a 503 with Retry-After: never a
 * 404 a crawler would act on.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { content, page, url, locale, known } = await landingPageFor(request, context);
  if (page && locale) {
    // One URL per page: /Education and /education/ are moved to /education.
    const own = localePath(locale, page.path);
    if (own !== url.pathname) throw movedTo(own, request, content, context);
    const experiments = await content.run(RUNNING_EXPERIMENTS_QUERY);
    const tests = {
      cta: underTest(experiments, "landingCta", page._id),
      hero: underTest(experiments, "landingHero", page._id),
      plan: (id: string) => underTest(experiments, "planButton", id),
    };
    const blocks = page.blocks.map((block) => prepareBlock(block, content.locale, tests));
    const faqs = blocks.flatMap((block) => (block._type === "faqBlock" ? block.faqs : []));
    const hasForm = blocks.some((block) => block._type === "contactFormBlock");
    // Head tags take plain text: a page without SEO fields of its own is named by its title, marked in preview.
    const head = stegaClean({
      title: page.seo?.title ?? page.title,
      description: page.seo?.description,
      noindex: page.seo?.noindex === true,
      image: page.seo?.image?.src,
    });
    return data(
      {
        page: { ...page, blocks },
        head,
        jsonLd: faqs.length > 0 ? faqPageJsonLd(stegaClean(faqs)) : null,
        shareImage: await shareImageFor(content, request),
        addresses: addressesOf("landingPage", page.names),
      },
      // A page with the contact form carries a token signed at render time: never kept by a shared cache.
      hasForm ? { headers: { "Cache-Control": CACHE_CONTROL.private } } : undefined,
    );
  }
  const moved = await redirectFor(request, context);
  if (moved) throw moved;
  if (!known) throw cannotTell();
  return data({ page: null, head: null, jsonLd: null, shareImage: null, addresses: null }, { status: 404 });
}

/** The contact form of a landing page that has one; a page without one takes no post, nor any other method. */
export async function action({ request, context }: ActionFunctionArgs) {
  // Which methods this URL takes depends on the page: only one with the contact form takes a post.
  const { page, known } = await landingPageFor(request, context);
  if (!page && !known) throw cannotTell();
  if (!page?.blocks.some((block) => block._type === "contactFormBlock")) throw refuseMethod(context, READ_METHODS);
  assertPost({ request, context });
  return contactAction(request, context);
}

/** The loader's or the error's cache policy, and a form refusal's or an outage's Retry-After. */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  passOn(["Cache-Control", "Retry-After"], loaderHeaders, actionHeaders, errorHeaders);

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => {
  if (!data?.head)
    return getMeta(args, { title: dictionaryOf(args.matches)?.notFound.title ?? "Page not found", noindex: true });
  return [...getMeta(args, data.head), ...(data.jsonLd ? [{ "script:ld+json": data.jsonLd }] : [])];
};

export default routeComponent<typeof loader>(function LandingPageRoute({ page }) {
  const { pathname } = useLocation();
  if (!page) return <NotFound />;
  return (
    <>
      {/* The page's h1 is its hero's headline; a page that opens otherwise is named for screen readers. */}
      {page.blocks[0]?._type !== "heroBlock" && <h1 className="sr-only">{page.title}</h1>}
      {/* Keyed by its address: a link to another landing page replaces the blocks, and never updates in place a
          block whose code has not come, which would hold the navigation (app/lib/loads-near.tsx). */}
      <LandingBlocks key={pathname} blocks={page.blocks} />
    </>
  );
});
