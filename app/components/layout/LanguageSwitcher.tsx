import { Link, useLocation } from "@remix-run/react";
import { LOCALE_INFO, LOCALES } from "@shared/addresses/locales";
import { withoutTracking } from "~/lib/cache-control";
import { usePageIn, useLocale, useT } from "~/i18n/use-t";

/**
 * Links to the page the visitor is on, in each language (query and hash kept, less the tracking parameters: the
 * page cache keeps one copy for every value of those, so none may show in the page); the current language is marked
 * rather than linked. Each shows its two-letter code, and its name to screen readers (and in the mobile menu, `full`).
 */
export function LanguageSwitcher({ className = "", full = false }: { className?: string; full?: boolean }) {
  const t = useT();
  const current = useLocale();
  const { search, hash } = useLocation();
  const pageIn = usePageIn();
  return (
    <nav aria-label={t.layout.language} className={className}>
      <ul className="flex w-fit items-center gap-0.5 rounded-full bg-ink-100 p-0.5">
        {LOCALES.map((locale) => {
          const { tag, name } = LOCALE_INFO[locale];
          const pill = `inline-flex items-center justify-center rounded-full px-3 font-bold ${full ? "min-h-10 text-sm" : "min-h-8 text-xs"} ${
            locale === current ? "bg-white text-brand-700 shadow-sm" : "text-ink-600 hover:text-ink-900"
          }`;
          const label = full ? (
            name
          ) : (
            <>
              <span aria-hidden>{locale.toUpperCase()}</span>
              <span className="sr-only">{name}</span>
            </>
          );
          return (
            <li key={locale} lang={tag}>
              {locale === current ? (
                <span aria-current="true" className={pill}>
                  {label}
                </span>
              ) : (
                <Link to={withoutTracking(pageIn(locale) + search) + hash} hrefLang={tag} className={pill}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
