import { data, type MetaFunction } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { getMeta } from "~/lib/meta";

/** Every path no other route claims: an HTTP 404 inside the normal layout. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = (args) => getMeta(args, { title: "Page not found", noindex: true });

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <img src="/illustrations/lost-signal.svg" alt="" width={240} height={160} className="h-40 w-60" />
      <p className="mt-8 font-display text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-ink-600">
        We couldn't find <code className="rounded bg-ink-100 px-1.5 py-0.5 text-sm break-all">{pathname}</code>. It may
        have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={`${buttonClass("primary", "lg")} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
