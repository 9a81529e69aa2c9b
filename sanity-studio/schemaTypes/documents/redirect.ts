import { ArrowRightIcon } from "@sanity/icons/ArrowRight";
import { defineField, defineType } from "sanity";
// The site's own rules, so the Studio refuses what the site could not apply.
import { REDIRECTS_QUERY, redirectProblem } from "@shared/addresses/redirects";
import { routedName } from "@shared/content/fragments";
import {
  PAGE_DOCUMENT_TYPES,
  pathOfPage,
  redirectFrom,
  redirectIn,
  takenPathReason,
  type RoutedName,
} from "@shared/addresses/site-paths";
import { LOCALES, localePath, PREFIXED_LOCALES } from "@shared/addresses/locales";
import { pageSelection, selectedPagePath } from "../objects/fields";
import { linkProblem } from "@shared/addresses/links";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";

/**
 * An old address that sends visitors on: to a page of the site (in their language: /fr/old goes to the French
 * page) or to an outside address. Applied before the 404, in every language.
 */
export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: "from",
      title: "Old path",
      type: "string",
      description: `The address that should send visitors on, without the language: /plans covers ${localePath(PREFIXED_LOCALES[0]!, "/plans")} too.`,
      validation: (rule) =>
        rule.required().custom(async (from, context) => {
          if (!from) return true;
          const taken = takenPathReason(from);
          if (taken) return taken;
          const document = context.document as Record<string, unknown> | undefined;
          if (!document) return true;
          const id = String(document._id ?? "").replace(/^drafts\./, "");
          const ref = (document.toPage as { _ref?: string } | undefined)?._ref ?? null;
          const client = context.getClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
          // The redirects in force as the site reads them, but this one (published or draft).
          const { others, slug, routed } = await client.fetch<{
            others: (Parameters<typeof redirectFrom>[0] & { _id: string })[];
            slug: string | null;
            routed: RoutedName | null;
          }>(
            `{ "others": ${REDIRECTS_QUERY}, "slug": *[_id == $ref][0].slug.current, "routed": *[_id == $ref][0]${routedName} }`,
            { ref },
          );
          const theirs = others.filter((other) => other._id.replace(/^drafts\./, "") !== id);
          const entry = {
            from,
            permanent: (document.permanent as boolean | null | undefined) ?? null,
            url: (document.toUrl as string | undefined) ?? null,
            page: ref,
            slug,
            routed,
          };
          // In each language: a page it leads to is at its address there (a post's French slug), so a redirect from
          // one of a page's addresses to the page itself is a loop in that language.
          for (const locale of LOCALES) {
            const mine = redirectIn(entry, locale);
            // Without a target yet, only the path itself is checked (a second redirect from it).
            const problem = redirectProblem(
              mine ?? { from, to: { url: "" }, permanent: true },
              theirs.map((other) => redirectIn(other, locale)).filter((other) => other !== null),
            );
            if (problem) return problem;
          }
          return true;
        }),
    }),
    defineField({
      name: "toPage",
      title: "To a page of the site",
      type: "reference",
      // (a page can be deleted or unpublished all the same: its redirects then lead nowhere, and the site says 404)
      weak: true,
      to: PAGE_DOCUMENT_TYPES.map((type) => ({ type })),
      // Pages exist already (singletons, legal pages): a redirect never makes one.
      options: { disableNew: true },
      description: "Visitors land on this page in their own language. Leave empty to send them to an outside address.",
      validation: (rule) =>
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          const url = (context.document as { toUrl?: string } | undefined)?.toUrl;
          if (value && url) return "Choose a page or an outside address, not both";
          if (!value && !url) return "Choose the page (or an outside address) to send visitors to";
          if (!value?._ref) return true;
          // Only a page the site has an address for (a legal page outside the page registry has none).
          const target = await context
            .getClient({ apiVersion: DEFAULT_SANITY_API_VERSION })
            .fetch<{ _type: string; slug: string | null; path: string | null } | null>(
              `*[_id == $ref][0]{ _type, "slug": slug.current, "path": path.current }`,
              { ref: value._ref },
            );
          return pathOfPage(value._ref, target?.slug, { _type: target?._type, name: target?.path ?? target?.slug })
            ? true
            : "This page has no address on the site yet: choose another";
        }),
    }),
    defineField({
      name: "toUrl",
      title: "Or to an outside address",
      type: "url",
      description: "A full address on another site, like https://example.com/page.",
      validation: (rule) =>
        rule.uri({ scheme: ["https", "http"] }).custom((value) => linkProblem(value, ["https:", "http:"]) ?? true),
    }),
    defineField({
      name: "permanent",
      title: "Permanent",
      type: "boolean",
      description: "On: the page has moved for good (301; search engines move their ranking). Off: for now (302).",
      initialValue: true,
    }),
    defineField({
      name: "enabled",
      title: "In force",
      type: "boolean",
      description: "Off keeps the redirect here without applying it.",
      initialValue: true,
    }),
  ],
  preview: {
    select: {
      from: "from",
      url: "toUrl",
      ...pageSelection("toPage"),
      permanent: "permanent",
      enabled: "enabled",
    },
    prepare: (selected) => ({
      title: `${selected.from ?? "(no path)"} → ${selected.url ?? selectedPagePath(selected) ?? "?"}`,
      subtitle: [
        selected.permanent === false ? "Temporary (302)" : "Permanent (301)",
        selected.enabled === false ? "off" : null,
      ]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});
