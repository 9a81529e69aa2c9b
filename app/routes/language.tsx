import type { LoaderFunctionArgs } from "@remix-run/node";
import { isPrefixedLocale } from "~/i18n/locales";

/**
 * The optional language segment every page sits under (app/routes.ts): /fr/pricing and /pricing are one route. A
 * first segment that is not one of the site's other languages (/de/pricing, /en/pricing) is a 404, which the root's
 * error boundary shows as the 404 page. Server-only: no code of this route reaches the browser.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.lang !== undefined && !isPrefixedLocale(params.lang))
    throw new Response(null, { status: 404, statusText: "Not Found" });
  return null;
}
