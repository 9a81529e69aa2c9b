import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import { lazy, memo, Suspense, useEffect, useState, type ReactNode } from "react";
import { AnnouncementBar } from "~/components/layout/AnnouncementBar";
import { Footer } from "~/components/layout/Footer";
import { askForOwnFormToken } from "~/leads/own-form-token";
import { countView, followVisit } from "~/results/visit";
import { Header } from "~/components/layout/Header";
import { contentFor } from "~/content/layer/content.server";
import { HIDE_IF_DISMISSED } from "~/components/layout/announcement-dismissal";
import { announcementOf } from "~/content/frame/announcement";
import { headerMenu } from "~/content/frame/menu.server";
import { ANNOUNCEMENT_QUERY, ANNOUNCEMENT_TIMES_QUERY, SITE_SETTINGS_QUERY } from "~/content/queries";
import { nextDue } from "~/content/blog/blog";
import type { SiteSettings } from "~/content/types";
import { stegaClean } from "~/content/layer/stega.server";
import { leadsOrNull } from "~/leads/leads.server";
import { fixedShareImages } from "~/share/cards.server";
import { getEnv } from "@shared/setup/env.server";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { useNonce } from "~/lib/nonce";
import { PressAhead } from "~/components/layout/PressAhead";
import { SITE_NAME } from "@shared/setup/site-name";
import { Stylesheet } from "~/lib/stylesheet";
import { RootDataProvider, useRootData } from "~/use-root-data";
import { layoutDataCame, shouldRevalidateLayout } from "~/lib/layout-data-freshness";
import { languageSuggestions, layoutDictionary } from "~/i18n/dictionaries.server";
import { DEFAULT_LOCALE, LOCALE_INFO, preferredOtherLocale, prefixed } from "@shared/addresses/locales";
import { PAGE_PATHS } from "@shared/dictionaries/page-paths";
import { useLocale } from "~/i18n/use-t";
import { passOn } from "~/lib/cache-control";

import stylesheet from "~/tailwind.css?url";

// The offer to read an English page in the browser's language (made in the browser): its code comes after the page.
const LanguageSuggestion = lazy(() =>
  import("~/components/layout/LanguageSuggestion").then((module) => ({ default: module.LanguageSuggestion })),
);

// A 404 thrown by a loader (an unknown language prefix, a legal page that does not exist) shows the 404 page; its
// code comes only with such an error.
const NotFound = lazy(() => import("~/components/not-found/NotFound").then((module) => ({ default: module.NotFound })));

// Only editors in preview see the bar (and load its code).
const PreviewBar = lazy(() =>
  import("~/components/preview/PreviewBar").then((module) => ({ default: module.PreviewBar })),
);

/**
 * An error page keeps what the error's response asks of clients: a page that cannot be served for now (a 503 from
 * app/routes/page.tsx while Sanity is away) says when to try again.
 */
export const headers: HeadersFunction = ({ errorHeaders }) => passOn(["Retry-After"], errorHeaders);

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const content = await contentFor(request, context);
  const [all, announcement, announcementTimes] = await Promise.all([
    content.run(SITE_SETTINGS_QUERY, {}, { required: true }),
    content.run(ANNOUNCEMENT_QUERY),
    content.run(ANNOUNCEMENT_TIMES_QUERY),
  ]);
  // (the menu's entries go to the page as the menu they make: `menu` below)
  const settings: SiteSettings | null = all && (({ headerMenu: _menu, ...rest }) => rest)(all);
  const env = getEnv();
  const leads = await leadsOrNull();
  const t = layoutDictionary(content.locale);
  return {
    /** The page's language (the URL decides) and the texts its browser code needs (app/i18n). */
    locale: content.locale,
    t,
    /** The pages' addresses in each language, for links the browser writes (app/i18n/use-t.ts, app/lib/meta.ts). */
    pagePaths: PAGE_PATHS,
    /** On English pages: the offer to switch, in each other language (shown by the browser, see LanguageSuggestion). */
    suggestions: content.locale === DEFAULT_LOCALE ? languageSuggestions() : null,
    /** The signed render time the lead forms carry (see app/leads/guard.server.ts). */
    formToken: leads?.formToken() ?? null,
    /** How long a person needs to fill a form: an older page token came from a cache (app/leads/own-form-token.ts). */
    formMinFillMs: env.FORM_MIN_FILL_MS,
    settings,
    /** The header's menu as editors arranged it, each entry's label and address in this language. */
    menu: headerMenu(all?.headerMenu, t, content.preview),
    /** The announcement whose window is open (the newest), shown above the header. */
    announcement: announcementOf(announcement),
    /** When the bar next changes by itself (a window opening or closing): an open tab loads this data again then. */
    layoutChangesAt: nextDue(
      (announcementTimes ?? []).flatMap((entry) => entry.times ?? []),
      Date.now(),
    ),
    preview: content.preview,
    siteUrl: env.SITE_URL,
    allowIndexing: env.ALLOW_INDEXING,
    /** Plain text for head tags (settings carry click-to-edit markers in preview). */
    siteName: stegaClean(settings?.siteName) ?? SITE_NAME,
    /** The fixed pages' share images in this language (app/lib/meta.ts). */
    shareImages: await fixedShareImages(content),
  };
}

/** The layout's data is loaded again only when it may differ (app/lib/layout-data-freshness.ts). */
export const shouldRevalidate = shouldRevalidateLayout;

/** One document for the app and for the error boundary: header, main and footer on every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RootDataProvider>
      <Document>{children}</Document>
    </RootDataProvider>
  );
}

/**
 * The layout's parts, which render again when what they show changes (the root's data, the address), not at each
 * step of a navigation (its start, its data's arrival), when the root's route draws the document again with the same
 * data (issue 63: on the thread a tap needs).
 */
const KeptAnnouncementBar = memo(AnnouncementBar);
const KeptHeader = memo(Header);
const KeptFooter = memo(Footer);
const NO_MENU: [] = [];

/** The document around the page. */
function Document({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce() || undefined;
  const location = useLocation();
  const locale = useLocale();
  const siteName = data?.settings?.siteName ?? SITE_NAME;
  const t = data?.t;
  // Only a browser that prefers another of the site's languages loads the offer's code.
  const [offerLanguage, setOfferLanguage] = useState(false);
  useEffect(
    () => setOfferLanguage(Boolean(data?.suggestions) && preferredOtherLocale(navigator.languages) !== null),
    [data?.suggestions],
  );
  // A page from a cache carries an old form token: the visitor gets one of their own (app/leads/own-form-token.ts).
  useEffect(
    () => askForOwnFormToken(data?.formToken, data?.formMinFillMs ?? 0),
    [data?.formToken, data?.formMinFillMs],
  );
  // The visit a lead came from: noted in this tab, sent only with a lead form; and each page view counted
  // (app/results/visit.ts).
  useEffect(followVisit, []);
  // An editor's preview (drafts, the Presentation tool) is no visit: it is not counted.
  const preview = Boolean(data?.preview);
  useEffect(() => (preview ? undefined : countView(location.pathname)), [location.pathname, preview]);
  // (how old the layout's data is decides whether a navigation loads it again)
  useEffect(() => layoutDataCame(data?.layoutChangesAt ?? null), [data]);
  // Marks the document once React has hydrated it (the end-to-end tests wait for it before testing what scripts do).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={LOCALE_INFO[locale].tag} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Stylesheet href={stylesheet} />
        <Links />
        {data?.announcement && (
          // A bar this browser dismissed is hidden before the first paint (components/layout/announcement-dismissal.ts).
          <script
            nonce={nonce}
            data-id={data.announcement.id}
            dangerouslySetInnerHTML={{ __html: HIDE_IF_DISMISSED }}
          />
        )}
      </head>
      <body className="flex min-h-full flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t?.layout.skip ?? "Skip to main content"}
        </a>
        {data?.preview && (
          <Suspense fallback={null}>
            <PreviewBar pathname={location.pathname} />
          </Suspense>
        )}
        {t && data?.announcement && <KeptAnnouncementBar announcement={data.announcement} />}
        {t && <KeptHeader siteName={siteName} menu={data?.menu ?? NO_MENU} />}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {t && <KeptFooter settings={data?.settings ?? null} siteName={siteName} formToken={data?.formToken} />}
        {offerLanguage && (
          <Suspense fallback={null}>
            <LanguageSuggestion />
          </Suspense>
        )}
        <PressAhead />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The page's scripts. A page that is served in place of another address's answer (app/routes/form-refused.tsx) says
 * it has none (its `handle`): hydrated at that address, the browser's router would match other routes than the
 * server did.
 */
function PageScripts({ nonce }: { nonce: string | undefined }) {
  const scripts = !useMatches().some((match) => (match.handle as { scripts?: boolean } | undefined)?.scripts === false);
  return scripts ? (
    <>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  ) : null;
}

export default function App() {
  return <Outlet />;
}

/** The head of an error page; a page's own meta replaces this one otherwise. */
export const meta: MetaFunction = ({ error, ...args }) => {
  if (!error) return [];
  const t = dictionaryOf(args.matches);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return getMeta(args, { title: (notFound ? t?.notFound.title : t?.error.heading) ?? "Error", noindex: true });
};

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useRootData()?.t.error;
  const locale = useLocale();
  // (the 404 page needs the root's words: a path no route matches at all, such as one with a line break, has none)
  if (isRouteErrorResponse(error) && error.status === 404 && t) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : import.meta.env.DEV && error instanceof Error
      ? error.message
      : null;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t?.heading ?? "Unexpected Application Error!"}</h1>
      <p className="mt-4 text-ink-600">{t?.text ?? "Please try again in a moment."}</p>
      {detail && (
        <pre className="mt-6 max-w-full overflow-auto rounded-lg bg-ink-100 p-4 text-left text-sm">{detail}</pre>
      )}
      <a href={prefixed(locale, "/")} className="mt-8 font-semibold text-brand-700 underline underline-offset-4">
        {t?.home ?? "Return to Home"}
      </a>
    </section>
  );
}
