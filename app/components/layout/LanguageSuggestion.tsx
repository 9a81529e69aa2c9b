import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { X } from "~/components/common/icons";
import { buttonClass } from "~/components/ui/button-styles";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "@shared/addresses/locales";
import { usePageIn } from "~/i18n/use-t";
import { useRootData } from "~/use-root-data";
import { withoutTracking } from "~/lib/cache-control";

const DISMISSED_KEY = "ihuza-language-suggestion";

/** The first of the browser's preferred languages the site has, if it comes before English. */
export function preferredLocale(languages: readonly string[], offered: readonly Locale[]): Locale | null {
  for (const language of languages) {
    const base = language.toLowerCase().split("-")[0];
    if (base === DEFAULT_LOCALE) return null;
    const match = offered.find((locale) => locale === base);
    if (match) return match;
  }
  return null;
}

/**
 * On an English page, a browser that prefers French or Kinyarwanda is offered the page in that language, in that
 * language. The URL still decides (nothing redirects); the offer is made in the browser after hydration, so the
 * cached HTML is the same for everyone, and it floats over the page (no layout shift). "No thanks" is remembered.
 * Its code is loaded after the page (root.tsx), so it costs a page nothing.
 */
export function LanguageSuggestion() {
  const suggestions = useRootData()?.suggestions;
  const { search, hash } = useLocation();
  const pageIn = usePageIn();
  const [locale, setLocale] = useState<Locale | null>(null);

  useEffect(() => {
    if (!suggestions) return setLocale(null);
    try {
      if (window.localStorage.getItem(DISMISSED_KEY)) return;
    } catch {
      // storage blocked: offer it anyway
    }
    setLocale(preferredLocale(navigator.languages ?? [navigator.language], Object.keys(suggestions) as Locale[]));
  }, [suggestions]);

  const copy = locale && suggestions?.[locale];
  if (!locale || !copy) return null;
  const dismiss = () => {
    setLocale(null);
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // nothing to remember it in
    }
  };
  return (
    <aside
      lang={LOCALE_INFO[locale].tag}
      aria-label={LOCALE_INFO[locale].name}
      data-testid="language-suggestion"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl bg-ink-900 px-4 py-3 text-sm text-white shadow-xl sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      <p className="min-w-0 flex-1">{copy.text}</p>
      <Link
        to={`${withoutTracking(pageIn(locale) + search)}${hash}`}
        hrefLang={LOCALE_INFO[locale].tag}
        onClick={dismiss}
        className={buttonClass("primary", "sm")}
      >
        {copy.action}
      </Link>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex size-9 items-center justify-center rounded-full text-ink-200 hover:bg-white/10 hover:text-white"
      >
        <span className="sr-only">{copy.dismiss}</span>
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  );
}
