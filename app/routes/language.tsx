import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { isPrefixedLocale } from "~/i18n/locales";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { NotFound } from "./not-found";

/**
 * The optional language segment every page sits under (app/routes.ts): /fr/pricing and /pricing are one route. A
 * first segment that is not one of the site's other languages (/de/pricing, /en/pricing) is a 404.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.lang !== undefined && !isPrefixedLocale(params.lang))
    throw new Response(null, { status: 404, statusText: "Not Found" });
  return null;
}

/** The 404's head when the language is unknown; a page's own meta replaces this one otherwise. */
export const meta: MetaFunction = ({ error, ...args }) =>
  error ? getMeta(args, { title: dictionaryOf(args.matches)?.notFound.title ?? "Page not found", noindex: true }) : [];

export default function LanguageLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
