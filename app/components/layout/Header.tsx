import { Link, NavLink, useLocation } from "@remix-run/react";
import { Menu, MessageCircle, X } from "~/components/common/icons";
import { useEffect, useRef } from "react";
import { navLinks } from "~/content/pages";
import { buttonClass } from "~/components/ui/button-styles";
import { pageText, useLocalePath, useT } from "~/i18n/use-t";
import { SearchLauncher } from "~/components/search/SearchLauncher";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";

const MAIN_NAV = navLinks("main");

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:max-xl:px-2 xl:px-3.5 ${
    isActive ? "bg-brand-50 text-brand-700" : "text-ink-600 hover:bg-ink-100 hover:text-ink-900"
  }`;

/**
 * The phone menu is a native popover: its button opens and closes it, Escape and a tap outside close it, focus
 * comes back to the button, and the browser tells assistive technology whether it is expanded, all before (and
 * without) the page's scripts. Once they run, a new page closes it.
 */
export function Header({ siteName }: { siteName: string }) {
  const menu = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const t = useT();
  const lp = useLocalePath();
  const closeMenu = () => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  };

  // A navigation closes the mobile menu, to another page or the same one (/auth → /auth?tab=signUp); not the first
  // render: a menu opened before the scripts ran stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  }, [location.key]);

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo siteName={siteName} />

        <nav aria-label={t.layout.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((path) => (
              <li key={path}>
                <NavLink to={lp(path)} end={path === "/"} className={navLinkClass} prefetch="intent">
                  {pageText(t, path)?.nav}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <SearchLauncher />
          <LanguageSwitcher className="hidden md:flex" />
          <div className="hidden items-center gap-2 sm:flex">
            <Link to={lp("/chatbot")} className={buttonClass("secondary", "sm")}>
              <MessageCircle aria-hidden className="size-4" />
              {/* Beside the full menu on a narrow desktop, the icon alone: French and Kinyarwanda need the room. */}
              <span className="lg:max-xl:sr-only">{t.layout.chatNow}</span>
            </Link>
            <Link to={lp("/auth?tab=signUp")} className={buttonClass("primary", "sm")}>
              {t.layout.getStarted}
            </Link>
          </div>
          <button
            type="button"
            popovertarget="mobile-menu"
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 lg:hidden"
            aria-controls="mobile-menu"
          >
            <span className="sr-only menu-open:hidden">{t.layout.openMenu}</span>
            <span className="sr-only hidden menu-open:inline">{t.layout.closeMenu}</span>
            <Menu aria-hidden className="size-5 menu-open:hidden" />
            <X aria-hidden className="hidden size-5 menu-open:block" />
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        ref={menu}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-ink-200 bg-white p-0 text-ink-900 shadow-lg backdrop:bg-ink-950/20 lg:hidden"
      >
        <nav aria-label={t.layout.mobileNav} className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <ul className="flex flex-col gap-1">
            {MAIN_NAV.map((path) => (
              <li key={path}>
                <NavLink
                  to={lp(path)}
                  end={path === "/"}
                  className={(state) => `${navLinkClass(state)} block text-base`}
                  onClick={closeMenu}
                >
                  {pageText(t, path)?.nav}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid grid-cols-2 gap-2 sm:hidden">
            <Link to={lp("/chatbot")} className={buttonClass("secondary", "md")}>
              <MessageCircle aria-hidden className="size-4" />
              {t.layout.chatNow}
            </Link>
            <Link to={lp("/auth?tab=signUp")} className={buttonClass("primary", "md")}>
              {t.layout.getStarted}
            </Link>
          </div>
          <LanguageSwitcher className="mt-4 border-t border-ink-200 pt-4 md:hidden" full />
        </nav>
      </div>
    </header>
  );
}
