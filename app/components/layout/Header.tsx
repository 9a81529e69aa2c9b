import { Link, NavLink, useLocation } from "@remix-run/react";
import { ChevronDown, Menu, MessageCircle, X } from "~/components/common/icons";
import { useEffect, useRef, type MouseEvent } from "react";
import { isGroup, type MenuItem, type MenuLink } from "~/content/frame/menu";
import { MENU_LIMITS } from "@shared/content/limits";
import { buttonClass } from "~/components/ui/button-styles";
import { withoutPrefix } from "@shared/addresses/locales";
import { useLocalePath, useT } from "~/i18n/use-t";
import { SearchLauncher } from "~/components/search/SearchLauncher";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:max-xl:px-2 xl:px-3.5 ${
    isActive ? "bg-brand-50 text-brand-700" : "text-ink-600 hover:bg-ink-100 hover:text-ink-900"
  }`;

/** Closes the popover a link is in (the phone menu, a group of the menu): the router's navigation would not. */
const closeOwnPopover = (event: MouseEvent<HTMLElement>) =>
  event.currentTarget.closest<HTMLElement>("[popover]")?.hidePopover();

/**
 * A link of the menu, marked while its page is shown (one to another site is left to the browser by the router).
 * Its page's data and code are asked for as a press on it begins, by the layout (PressAhead.tsx), as for every link.
 */
function MenuAnchor({ link, className }: { link: MenuLink; className: string }) {
  return (
    <NavLink
      to={link.href}
      end={withoutPrefix(link.href) === "/"}
      className={(state) => navLinkClass(state) + className}
      lang={link.lang}
      data-sanity={link.edit}
      onClick={closeOwnPopover}
    >
      {link.label}
    </NavLink>
  );
}

/**
 * The header's menu as editors arranged it (site settings; app/content/frame/menu.ts), on a desktop or in the phone menu.
 * On a desktop a group opens its links in a native popover under its button, as the phone menu does: a click or
 * Enter opens it, Escape and a click outside close it, focus comes back to the button, and the browser tells
 * assistive technology whether it is expanded, all before (and without) the page's scripts. In the phone menu a
 * group is listed in full under its name.
 */
function MenuList({ items, pathname, phone }: { items: MenuItem[]; pathname: string; phone?: boolean }) {
  const links = (links: MenuLink[], className: string) =>
    links.map((link) => (
      <li key={link.key}>
        <MenuAnchor link={link} className={className} />
      </li>
    ));
  return (
    <ul className={phone ? "flex flex-col gap-1" : "flex items-center gap-1"}>
      {items.map((item) =>
        !isGroup(item) ? (
          links([item], phone ? " block text-base" : "")
        ) : phone ? (
          <li key={item.key}>
            <p
              id={`menu-${item.key}`}
              lang={item.lang}
              data-sanity={item.edit}
              className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase"
            >
              {item.label}
            </p>
            <ul aria-labelledby={`menu-${item.key}`} className="flex flex-col gap-1">
              {links(item.children, " block text-base")}
            </ul>
          </li>
        ) : (
          <li key={item.key}>
            <button
              type="button"
              popovertarget={`group-${item.key}`}
              lang={item.lang}
              data-sanity={item.edit}
              className={`${navLinkClass({ isActive: item.children.some((child) => child.href === pathname) })} inline-flex items-center gap-1`}
            >
              {item.label}
              <ChevronDown aria-hidden className="size-4 transition-transform [:has(+:popover-open)>&]:rotate-180" />
            </button>
            <ul
              id={`group-${item.key}`}
              popover="auto"
              className="inset-auto m-0 mt-2 min-w-56 flex-col gap-0.5 rounded-2xl border border-ink-200 bg-white p-2 text-ink-900 shadow-lg [position-area:bottom_span-right] open:flex"
            >
              {links(item.children, " block")}
            </ul>
          </li>
        ),
      )}
    </ul>
  );
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
  // A menu longer than the default one needs the room of a wide screen beside the buttons; below it, the phone menu.
  const wide = items.length > MENU_LIMITS.narrowDesktop;
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

        <nav aria-label={t.layout.mainNav} className={wide ? "hidden xl:block" : "hidden lg:block"}>
          <MenuList items={items} pathname={location.pathname} />
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
            className={`inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 ${wide ? "xl:hidden" : "lg:hidden"}`}
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
        className={`inset-x-0 bottom-0 m-0 w-full max-w-none overflow-y-auto border-0 border-t border-ink-200 bg-white p-0 text-ink-900 shadow-lg backdrop:bg-ink-950/20 ${wide ? "xl:hidden" : "lg:hidden"}`}
      >
        <nav aria-label={t.layout.mobileNav} className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <MenuList items={items} pathname={location.pathname} phone />
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
