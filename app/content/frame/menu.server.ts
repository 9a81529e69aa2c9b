import { createDataAttribute } from "@sanity/visual-editing/create-data-attribute";
import { pageText, type LayoutDictionary } from "~/i18n/layout-dictionary";
import { getEnv } from "@shared/setup/env.server";
import { isGroup, menuOf, type MenuEntrySource, type MenuItem, type MenuLink } from "./menu";

/**
 * The header's menu for one page (app/content/frame/menu.ts). In preview each label also says where click-to-edit opens
 * it (its field in site settings), since a label taken from the page's own name carries no marker of its own.
 */
export function headerMenu(
  entries: readonly MenuEntrySource[] | null | undefined,
  t: LayoutDictionary,
  preview: boolean,
): MenuItem[] {
  const menu = menuOf(entries, (path) => pageText(t, path)?.nav);
  if (!preview) return menu;
  const baseUrl = getEnv().SANITY_STUDIO_URL;
  const edit = (path: (string | { _key: string })[]) =>
    createDataAttribute({ baseUrl, id: "siteSettings", type: "siteSettings", path }).toString();
  const withEdit = (link: MenuLink, parent?: string): MenuLink => ({
    ...link,
    edit: edit(
      parent
        ? ["headerMenu", { _key: parent }, "children", { _key: link.key }, "label"]
        : ["headerMenu", { _key: link.key }, "label"],
    ),
  });
  return menu.map((item) =>
    isGroup(item)
      ? {
          ...item,
          edit: edit(["headerMenu", { _key: item.key }, "label"]),
          children: item.children.map((child) => withEdit(child, item.key)),
        }
      : withEdit(item),
  );
}
