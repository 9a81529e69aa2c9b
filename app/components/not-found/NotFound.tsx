import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { useLocalePath, useT } from "~/i18n/use-t";

/**
 * The 404 page: what a path no page takes shows (app/routes/page.tsx), and any other 404 a loader throws (the
 * root's error boundary).
 */
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
