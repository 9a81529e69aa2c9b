import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { redirectFor } from "~/content/redirects.server";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { useLocalePath, useT } from "~/i18n/use-t";

/**
 * Every path no other route claims: a redirect kept in the Studio when one starts there (to the page in the
 * visitor's language, keeping the query), else an HTTP 404 inside the normal layout.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const moved = await redirectFor(request, context);
  if (moved) throw moved;
  return data(null, { status: 404 });
}

export const meta: MetaFunction = (args) =>
  getMeta(args, { title: dictionaryOf(args.matches)?.notFound.title ?? "Page not found", noindex: true });

export default function NotFoundRoute() {
  return <NotFound />;
}

/** The 404 page: also what an unknown language prefix shows (app/routes/language.tsx). */
export function NotFound() {
  const { pathname } = useLocation();
  const t = useT().notFound;
  const lp = useLocalePath();
  const [before, after = ""] = t.text.split("{path}");
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <img src="/illustrations/lost-signal.svg" alt="" width={240} height={160} className="h-40 w-60" />
      <p className="mt-8 font-display text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t.heading}</h1>
      <p className="mt-4 text-ink-600">
        {before}
        <code className="rounded bg-ink-100 px-1.5 py-0.5 text-sm break-all">{pathname}</code>
        {after}
      </p>
      <Link to={lp("/")} className={`${buttonClass("primary", "lg")} mt-8`}>
        {t.home}
      </Link>
    </section>
  );
}
