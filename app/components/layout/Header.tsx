import { Link, NavLink, useLocation } from "@remix-run/react";
import { ChevronDown, Menu, MessageCircle, X } from "~/components/common/icons";
import { useEffect, useRef } from "react";
import { isGroup, type MenuItem, type MenuLink } from "~/content/menu";
import { buttonClass } from "~/components/ui/button-styles";
import { stripLocale } from "~/i18n/locales";
import { useLocalePath, useT } from "~/i18n/use-t";
import { SearchLauncher } from "~/components/search/SearchLauncher";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:max-xl:px-2 xl:px-3.5 ${
    isActive ? "bg-brand-50 text-brand-700" : "text-ink-600 hover:bg-ink-100 hover:text-ink-900"
  }`;

/** A link of the menu: the router's for a page of this site (marked while it is shown), a plain one for another site. */
function MenuAnchor({ link, className, onClick }: { link: MenuLink; className: string; onClick?: () => void }) {
  const attributes = { lang: link.lang, "data-sanity": link.edit, onClick };
  if (link.external) {
    return (
      <a href={link.href} className={navLinkClass({ isActive: false }) + className} {...attributes}>
        {link.label}
      </a>
    );
  }
  return (
    <NavLink
      to={link.href}
      end={stripLocale(link.href) === "/"}
      className={(state) => navLinkClass(state) + className}
      prefetch="intent"
      {...attributes}
    >
      {link.label}
    </NavLink>
  );
}

/**
 * The header's menu as editors arranged it (site settings; app/content/menu.ts). A group is a native disclosure
 * (`<details>`): a click or Enter opens it before and without the page's scripts, and opening one closes the other
 * (they share a name); once the scripts run, Escape and a click outside close it too (Header's effect).
 */
function DesktopMenu({ menu, pathname }: { menu: MenuItem[]; pathname: string }) {
  return (
    <ul className="flex items-center gap-1">
      {menu.map((item) => (
        <li key={item.key}>
          {isGroup(item) ? (
            <details name="header-menu" data-menu-group className="group/menu relative">
              <summary
                lang={item.lang}
                data-sanity={item.edit}
                className={`${navLinkClass({ isActive: item.children.some((child) => child.href === pathname) })} inline-flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}
              >
                {item.label}
                <ChevronDown aria-hidden className="size-4 transition-transform group-open/menu:rotate-180" />
              </summary>
              <ul className="absolute top-full left-0 z-10 mt-2 flex min-w-56 flex-col gap-0.5 rounded-2xl border border-ink-200 bg-white p-2 shadow-lg">
                {item.children.map((child) => (
                  <li key={child.key}>
                    <MenuAnchor link={child} className=" block" />
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <MenuAnchor link={item} className="" />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The closed state of every open group of the header's menu, focus back on its button if it was inside. */
function closeMenuGroups(except?: EventTarget | null) {
  for (const group of document.querySelectorAll<HTMLDetailsElement>("details[data-menu-group][open]")) {
    if (except instanceof Node && group.contains(except)) continue;
    const hadFocus = group.contains(document.activeElement);
    group.open = false;
    if (hadFocus) group.querySelector("summary")?.focus();
  }
}

/**
 * The phone menu is a native popover: its button opens and closes it, Escape and a tap outside close it, focus
 * comes back to the button, and the browser tells assistive technology whether it is expanded, all before (and
 * without) the page's scripts. Once they run, a new page closes it.
 */
export function Header({ siteName, menu: items }: { siteName: string; menu: MenuItem[] }) {
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
    closeMenuGroups();
  }, [location.key]);

  // A group of the menu closes on Escape and on a click outside it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeMenuGroups();
    const onPointer = (event: PointerEvent) => closeMenuGroups(event.target);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo siteName={siteName} />

        <nav aria-label={t.layout.mainNav} className="hidden lg:block">
          <DesktopMenu menu={items} pathname={location.pathname} />
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
            {items.map((item) => (
              <li key={item.key}>
                {isGroup(item) ? (
                  // A group is listed in full here, under its name.
                  <>
                    <p
                      id={`mobile-menu-${item.key}`}
                      lang={item.lang}
                      data-sanity={item.edit}
                      className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase"
                    >
                      {item.label}
                    </p>
                    <ul aria-labelledby={`mobile-menu-${item.key}`} className="flex flex-col gap-1">
                      {item.children.map((child) => (
                        <li key={child.key}>
                          <MenuAnchor link={child} className=" block text-base" onClick={closeMenu} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <MenuAnchor link={item} className=" block text-base" onClick={closeMenu} />
                )}
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
