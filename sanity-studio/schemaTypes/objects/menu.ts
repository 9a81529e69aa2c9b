import { defineArrayMember, defineField, type ValidationContext } from "sanity";
import { MENU_LIMITS } from "@shared/content/limits";
import { en } from "@shared/dictionaries/en";
import { PAGES } from "@shared/addresses/pages";
import { LINKABLE_PAGE_TYPES } from "@shared/addresses/site-paths";
import { linkProblem } from "@shared/addresses/links";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";
import { pageSelection, selectedPagePath, stringField } from "./fields";

/*
 * The header's menu (site settings → Header menu): what app/content/frame/menu.ts shows. Each entry links to a page of the
 * site by reference (a weak one: the page can still be deleted or unpublished, and the site then leaves the entry
 * out) or to an address; an entry with links under it is a group, which opens them.
 */

interface Entry {
  label?: { language?: string; value?: unknown }[];
  page?: { _ref?: string };
  href?: string;
  children?: unknown[];
}

const hasLabel = (entry: Entry) =>
  entry.label?.some((item) => typeof item.value === "string" && item.value.trim() !== "") ?? false;

/** Whether the page an entry names is published: the site leaves out an entry whose page is not. */
async function pagePublished(ref: string, context: ValidationContext) {
  const client = context.getClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  return Boolean(await client.fetch<string | null>(`*[_id == $id][0]._id`, { id: ref.replace(/^drafts\./, "") }));
}

const pageField = defineField({
  name: "page",
  title: "Page",
  type: "reference",
  weak: true,
  to: LINKABLE_PAGE_TYPES.map((type) => ({ type })),
  options: { disableNew: true },
  description: "A page of this site: the entry follows it if its path changes, in each language",
  validation: (rule) =>
    rule
      .custom(async (value: { _ref?: string } | undefined, context) =>
        !value?._ref || (await pagePublished(value._ref, context))
          ? true
          : "This page is deleted or not published: the site leaves the entry out until it is",
      )
      .warning(),
});

const hrefField = defineField({
  name: "href",
  title: "Or a path or address",
  type: "string",
  description: "A path such as /blog, or a full URL for another site. Leave empty when a page is chosen.",
  validation: (rule) =>
    rule.custom((value: unknown, context) => {
      const entry = (context.parent ?? {}) as Entry;
      if (entry.children?.length) {
        return entry.page?._ref || value ? "A group opens the links under it: give it no page or address" : true;
      }
      if (entry.page?._ref && value) return "Choose a page or write an address, not both";
      if (!entry.page?._ref && !value) return "Choose a page, or write a path or address";
      const problem = linkProblem(value);
      if (problem) return problem;
      if (!value || hasLabel(entry)) return true;
      if (!String(value).startsWith("/")) return "Give a link to another site a label: it has no name of its own here";
      // A path names itself only when it is a page of the site's navigation (/blog); choose a landing page by Page.
      return PAGES.some((page) => page.path === String(value).replace(/[?#].*$/, ""))
        ? true
        : "Give this path a label, or choose its page under Page: it has no name of its own here";
    }),
});

const labelField = stringField("label", "Label", {
  optional: true,
  max: MENU_LIMITS.label,
  description: "Leave it empty to use the page's own name (a group needs one). A word or two: the header is one line.",
});

/**
 * An entry in the Studio's list: its label, else the name the site gives it (its page's title, a fixed page's name in
 * the navigation, else its path), over its path (`pageSelection`).
 */
export const menuEntryPreview = {
  select: {
    label: "label.0.value",
    href: "href",
    ...pageSelection("page"),
    title: "page.title.0.value",
    children: "children",
  },
  prepare: (entry: Record<string, unknown>) => {
    const label = entry.label as string | undefined;
    const children = entry.children as unknown[] | undefined;
    if (children?.length) {
      return {
        title: label ?? "A group needs a label",
        subtitle: `A group of ${children.length} link${children.length === 1 ? "" : "s"}`,
      };
    }
    const path = (entry.href as string | undefined) ?? selectedPagePath(entry);
    if (!path) {
      return { title: label ?? "No page", subtitle: "No page or address, or its page is gone: left out of the menu" };
    }
    const navName = (en.pages as Record<string, { nav: string } | undefined>)[path]?.nav;
    return { title: label ?? (entry.title as string | undefined) ?? navName ?? path, subtitle: path };
  },
};

const childEntry = defineArrayMember({
  type: "object",
  name: "menuLink",
  title: "Link",
  fields: [labelField, pageField, hrefField],
  preview: menuEntryPreview,
});

export const headerMenuField = defineField({
  name: "headerMenu",
  title: "Header menu",
  type: "array",
  description: `The header's links, in order (at most ${MENU_LIMITS.items}). An entry with links under it opens them as a group. The Chat Now and Get Started buttons stay beside the menu.`,
  validation: (rule) => rule.max(MENU_LIMITS.items),
  of: [
    defineArrayMember({
      type: "object",
      name: "menuEntry",
      title: "Entry",
      fields: [
        labelField,
        pageField,
        hrefField,
        defineField({
          name: "children",
          title: "Links under it",
          type: "array",
          description: "Optional: makes this entry a group that opens these links",
          of: [childEntry],
          validation: (rule) => [
            rule.max(MENU_LIMITS.children),
            rule.custom((value: unknown[] | undefined, context) =>
              value?.length && !hasLabel((context.parent ?? {}) as Entry) ? "Give the group a label" : true,
            ),
          ],
        }),
      ],
      preview: menuEntryPreview,
    }),
  ],
});
