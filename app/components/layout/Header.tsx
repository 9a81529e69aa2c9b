import { Link, NavLink, useLocation } from "@remix-run/react";
import { Menu, MessageCircle, X } from "~/components/common/icons";
import { useEffect, useRef, useState } from "react";
import { navLinks } from "~/content/pages";
import { buttonClass } from "~/components/ui/button-styles";
import { pageText, useLocalePath, useT } from "~/i18n/use-t";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";

const MAIN_NAV = navLinks("main");

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-700" : "text-ink-600 hover:bg-ink-100 hover:text-ink-900"
  }`;

export function Header({ siteName }: { siteName: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const t = useT();
  const lp = useLocalePath();

  // A new page closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

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
          <LanguageSwitcher className="hidden md:flex" />
          <div className="hidden items-center gap-2 sm:flex">
            <Link to={lp("/chatbot")} className={buttonClass("secondary", "sm")}>
              <MessageCircle aria-hidden className="size-4" />
              {t.layout.chatNow}
            </Link>
            <Link to={lp("/auth?tab=signUp")} className={buttonClass("primary", "sm")}>
              {t.layout.getStarted}
            </Link>
          </div>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? t.layout.closeMenu : t.layout.openMenu}</span>
            {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </button>
        </div>
      </div>

      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-ink-200 bg-white lg:hidden">
        <nav aria-label={t.layout.mobileNav} className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <ul className="flex flex-col gap-1">
            {MAIN_NAV.map((path) => (
              <li key={path}>
                <NavLink
                  to={lp(path)}
                  end={path === "/"}
                  className={(state) => `${navLinkClass(state)} block text-base`}
                  onClick={() => setMenuOpen(false)}
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
