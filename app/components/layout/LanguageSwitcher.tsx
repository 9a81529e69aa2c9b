import { Link, useLocation } from "@remix-run/react";
import { LOCALE_INFO, LOCALES, localePath } from "~/i18n/locales";
import { fill, useLocale, useT } from "~/i18n/use-t";

/**
 * Links to the page the visitor is on, in each language (query and hash kept). The current language is marked
 * rather than linked. `full` writes each language's name (the mobile menu); otherwise its two-letter code, with the
 * name for screen readers and as a tooltip.
 */
export function LanguageSwitcher({ className = "", full = false }: { className?: string; full?: boolean }) {
  const t = useT();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t.layout.language} className={className}>
      <ul className={`flex items-center ${full ? "flex-wrap gap-2" : "gap-0.5 rounded-full bg-ink-100 p-0.5"}`}>
        {LOCALES.map((locale) => {
          const info = LOCALE_INFO[locale];
          const active = locale === current;
          const label = full ? info.name : locale.toUpperCase();
          const pill = full
            ? `inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${active ? "bg-brand-600 text-white" : "text-ink-700 ring-1 ring-ink-200 hover:bg-ink-100"}`
            : `inline-flex min-h-8 min-w-9 items-center justify-center rounded-full px-2 text-xs font-bold tracking-wide ${active ? "bg-white text-brand-700 shadow-sm" : "text-ink-600 hover:text-ink-900"}`;
          return (
            <li key={locale}>
              {active ? (
                <span aria-current="true" lang={info.tag} className={pill}>
                  {full ? label : <><span aria-hidden>{label}</span><span className="sr-only">{info.name}</span></>}
                </span>
              ) : (
                <Link
                  to={`${localePath(locale, pathname)}${search}${hash}`}
                  hrefLang={info.tag}
                  lang={info.tag}
                  title={full ? undefined : fill(t.layout.readIn, { language: info.name })}
                  className={pill}
                >
                  {full ? label : <><span aria-hidden>{label}</span><span className="sr-only">{info.name}</span></>}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
