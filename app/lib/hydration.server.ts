import type { EntryContext } from "@remix-run/node";
// Remix's own encoder for the data a document hands to the browser (what it used to build serverHandoffStream), so
// the lean copy is encoded exactly as Remix would; not exported from the package's index (check on upgrade).
import { ServerMode } from "@remix-run/server-runtime/dist/mode.js";
import { encodeViaTurboStream } from "@remix-run/server-runtime/dist/single-fetch.js";
import { LEGAL_SLUGS } from "~/content/pages";
import { markLean } from "~/lib/islands";
import type { loader as rootLoader } from "~/root";
import type { loader as aboutLoader } from "~/routes/about";
import type { loader as featuresLoader } from "~/routes/features";
import type { loader as homeLoader } from "~/routes/home";
import type { loader as legalLoader } from "~/routes/legal";
import type { loader as pricingLoader } from "~/routes/pricing";
import type { loader as solutionsLoader } from "~/routes/solutions";

type Data<L extends (...args: never[]) => unknown> = Awaited<ReturnType<L>>;

/**
 * What the browser needs of each route's data to hydrate a document: the interactive parts' data, and what the
 * route's `meta` reads (meta renders again in the browser). Everything else is shown by an `Island` that keeps the
 * server's HTML (app/lib/islands.tsx). A route without a picker sends all its data. Client-side navigations
 * (`.data` requests) always get the whole data.
 */
const PICKERS: Record<string, (data: never, routeIds: string[]) => object> = {
  root: ({ settings, t, ...rest }: Data<typeof rootLoader>, routeIds: string[]) => ({
    ...rest,
    t: t && leanDictionary(t, routeIds),
    // The footer's tagline, social and link columns are islands; the newsletter box, the rotating headline and the
    // contact page's details are not.
    settings: settings && {
      siteName: settings.siteName,
      newsletter: settings.newsletter,
      rotatingHeadline: settings.rotatingHeadline,
      rotatingWords: settings.rotatingWords,
      contact: settings.contact,
    },
  }),
  "routes/home": ({ page, testimonials, organization }: Data<typeof homeLoader>) => ({
    page: { seo: page.seo, hero: page.hero, testimonials: page.testimonials },
    testimonials,
    organization,
  }),
  "routes/features": ({ page }: Data<typeof featuresLoader>) => ({ page: { seo: page.seo } }),
  "routes/about": ({ page }: Data<typeof aboutLoader>) => ({ page: { seo: page.seo } }),
  "routes/solutions": ({ page, solutions }: Data<typeof solutionsLoader>) => ({ page: { seo: page.seo }, solutions }),
  "routes/pricing": ({ page, plans }: Data<typeof pricingLoader>) => ({
    page: { seo: page.seo, annualDiscountPercent: page.annualDiscountPercent, popularLabel: page.popularLabel },
    plans,
  }),
  // One module for every legal page, one route id per slug (app/routes.ts).
  ...Object.fromEntries(LEGAL_SLUGS.map((slug) => [`routes/legal/${slug}`, ({ head }: Data<typeof legalLoader>) => ({ head })])),
};

/** A route's id without its language (app/routes.ts): `fr/routes/pricing` → `routes/pricing`. */
const baseRouteId = (routeId: string) => routeId.replace(/^(fr|rw)\//, "");

type LayoutDictionary = Data<typeof rootLoader>["t"];
/** What every page's browser code reads of the dictionary: the header, the footer's newsletter box, error pages. */
const DICTIONARY_ALWAYS: (keyof LayoutDictionary)[] = ["pages", "layout", "newsletter", "errors", "problems", "error"];
/** And what each route's own interactive parts and meta() read (a route not listed reads nothing more). */
const DICTIONARY_BY_ROUTE: Record<string, (keyof LayoutDictionary)[]> = {
  "routes/home": ["home"],
  "routes/features": ["features"],
  "routes/about": ["about"],
  "routes/solutions": ["solutions"],
  "routes/pricing": ["pricing"],
  "routes/contact": ["contact"],
  "routes/auth": ["auth"],
  "routes/sitemap": ["sitemap", "groups"],
  "routes/newsletter": ["newsletterPages"],
  "routes/newsletter/confirm": ["newsletterPages"],
  "routes/newsletter/unsubscribe": ["newsletterPages"],
  "routes/not-found": ["notFound"],
};

/**
 * The page's dictionary cut to what its browser code reads (a client-side navigation gets it whole): of the pages'
 * names, the navigation labels (the sitemap page shows them all); of the field errors, the newsletter box's (the
 * contact page checks every field).
 */
function leanDictionary(t: LayoutDictionary, routeIds: string[]): Partial<LayoutDictionary> {
  const routes = new Set(routeIds.map(baseRouteId));
  const keys = new Set([...DICTIONARY_ALWAYS, ...[...routes].flatMap((id) => DICTIONARY_BY_ROUTE[id] ?? [])]);
  const lean: Record<string, unknown> = Object.fromEntries(Object.entries(t).filter(([key]) => keys.has(key as keyof LayoutDictionary)));
  if (t.pages && !routes.has("routes/sitemap")) {
    lean.pages = Object.fromEntries(Object.entries(t.pages).map(([path, names]) => [path, { nav: names.nav }]));
  }
  if (t.errors && !routes.has("routes/contact")) {
    lean.errors = Object.fromEntries(Object.entries(t.errors).filter(([key]) => key.startsWith("email")));
  }
  return lean as Partial<LayoutDictionary>;
}

/** The routes' data as a document hands it to the browser: each route with a picker cut down and marked lean. */
export function leanLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> | null {
  let changed = false;
  const lean: Record<string, unknown> = { ...loaderData };
  for (const [routeId, data] of Object.entries(loaderData)) {
    const pick = PICKERS[baseRouteId(routeId)];
    if (!pick || typeof data !== "object" || data === null) continue;
    lean[routeId] = markLean(pick(data as never, Object.keys(loaderData)));
    changed = true;
  }
  return changed ? lean : null;
}

/**
 * Swaps the data a document streams to the browser for its lean copy. The page itself still renders from the whole
 * data (Remix encoded the handoff before calling entry.server; the render reads staticHandlerContext). Documents
 * that carry errors or an action's answer are left as they are.
 */
export function leanHydration(remixContext: EntryContext, request: Request, streamTimeout: number) {
  const context = remixContext.staticHandlerContext;
  if (!remixContext.serverHandoffStream || context.errors || context.actionData) return;
  const loaderData = leanLoaderData(context.loaderData);
  if (!loaderData) return;
  void remixContext.serverHandoffStream.cancel();
  remixContext.serverHandoffStream = encodeViaTurboStream(
    { loaderData, actionData: null, errors: null },
    request.signal,
    streamTimeout - 50,
    ServerMode.Production,
  );
}
