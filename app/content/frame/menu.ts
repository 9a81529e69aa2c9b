import { MENU_LIMITS } from "@shared/content/limits";
import type { Fallbacks } from "../../i18n/lang";
import { stripLocale } from "@shared/addresses/locales";
import { isSitePath } from "@shared/addresses/links";

/*
 * The header's menu, as editors arrange it in the Studio (site settings → Header menu): links to a page of the site
 * (by reference, so they follow it) or to an address, and groups of such links. Its limits are shared with the
 * Studio's schema (app/shared/content/limits.ts).
 */

/** A menu entry as SITE_SETTINGS_QUERY returns it once localized (app/content/layer/localize.ts). */
export interface MenuEntrySource {
  _key: string;
  label?: string | null;
  /** The path (in the page's language) or address it goes to; null when its page is gone or it has none. */
  href?: string | null;
  /** The page it names by reference, if any (its path is then `href`). */
  toPage?: string | null;
  /** A document with a URL of its own: its title, the default label. */
  toRouted?: { title?: string | null; _fallback?: Fallbacks } | null;
  children?: MenuEntrySource[] | null;
  _fallback?: Fallbacks;
}

export interface MenuLink {
  key: string;
  label: string;
  href: string;
  /** Whether it goes to another site (a plain link, not the router's). */
  external: boolean;
  /** The label's language when it is not the page's (a missing translation shows English). */
  lang?: string;
  /** In preview: where click-to-edit opens the label (app/content/frame/menu.server.ts). */
  edit?: string;
}

export interface MenuGroup extends Omit<MenuLink, "href" | "external"> {
  children: MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

export const isGroup = (item: MenuItem): item is MenuGroup => "children" in item;

const isExternal = (href: string) => !isSitePath(href);

/**
 * The menu a page shows: each entry with its label (the editor's, else its page's name in the site's navigation,
 * else its page's title) and its address. An entry whose page was deleted or unpublished, or that has nothing to
 * show, is left out, and so is a group left with no link: the site never shows a broken link.
 * `pageName`: a page of the registry's navigation label by path (the dictionaries' `pages[path].nav`).
 */
export function menuOf(
  entries: readonly MenuEntrySource[] | null | undefined,
  pageName: (path: string) => string | undefined,
): MenuItem[] {
  const link = (entry: MenuEntrySource): MenuLink | null => {
    if (!entry.href) return null;
    const external = isExternal(entry.href);
    const own = external ? undefined : pageName(stripLocale(entry.href.replace(/[?#].*$/, "")));
    const named = entry.label
      ? { label: entry.label, lang: entry._fallback?.label }
      : own
        ? { label: own }
        : entry.toRouted?.title
          ? { label: entry.toRouted.title, lang: entry.toRouted._fallback?.title }
          : null;
    return named ? { key: entry._key, href: entry.href, external, ...named } : null;
  };
  return (entries ?? []).slice(0, MENU_LIMITS.items).flatMap((entry): MenuItem[] => {
    if (entry.children?.length) {
      const children = entry.children.slice(0, MENU_LIMITS.children).flatMap((child) => link(child) ?? []);
      if (!entry.label || children.length === 0) return [];
      return [{ key: entry._key, label: entry.label, lang: entry._fallback?.label, children }];
    }
    const single = link(entry);
    return single ? [single] : [];
  });
}
