import type { Fallbacks } from "~/i18n/lang";
import { isLocale, LOCALE_INFO, localePath, type Locale } from "@shared/addresses/locales";
import { typesetAll } from "@shared/content/typography";
import { safeLink } from "@shared/addresses/links";
import { pathOfPage, routedIn, type RoutedName } from "@shared/addresses/site-paths";
import { isTranslations, pickTranslation, type Translation } from "@shared/translations/translations";
import { isOtherNames, namesOf, type Names } from "@shared/addresses/names";

export { isTranslations, pickTranslation, type Translation };

/*
 * A query returns every language of a translated field (sanity-plugin-internationalized-array's shape:
 * `[{ _type: "internationalizedArrayStringValue", language, value }]`); the page gets one. This is done once
 * here, after the cache, so one cached answer serves the three languages, and the queries stay plain projections.
 *
 * A field without a value in the page's language shows the English one (else any language that has one), and the
 * object it sits on records it in `_fallback` ({ heading: <the default language> }) so the element can carry its lang: a screen
 * reader then switches voice. Links to pages of this site (`href`, `ctaHref`, Portable Text links) are moved to
 * the page's language: '/pricing' on a French page is '/fr/tarifs'. A link to a page by reference (`toPage`, and
 * `toRouted` for a document with a URL of its own: app/shared/content/fragments.ts) goes to that page's current path.
 * Every link an editor wrote (`href`, `ctaHref`, and `url`: a profile, a social link, a video) passes the one rule of
 * links (app/shared/addresses/links.ts) here, or is dropped (null): a `javascript:` address never reaches a page.
 */

/** A query result with every translated field replaced by its value in one language. */
export type Localized<T> =
  T extends ReadonlyArray<infer Item>
    ? Item extends { _type: `internationalizedArray${string}Value`; value?: infer V }
      ? Localized<NonNullable<V>>
      : Array<Localized<Item>>
    : T extends object
      ? { [K in keyof T]: K extends "names" ? Names : Localized<T[K]> } & { _fallback?: Fallbacks }
      : T;

/** Links to pages of this site or to addresses (moved to the page's language), and addresses only. */
const LINK_KEYS = new Set(["href", "ctaHref"]);
const ADDRESS_KEYS = new Set(["url"]);

export function localize<T>(value: T, locale: Locale): Localized<T> {
  const out = walk(value, locale);
  return (out === DROPPED ? null : out) as Localized<T>;
}

/**
 * A link (an object with a label and an address: a button, a menu entry) whose address the rule of links refused:
 * left out whole, out of a list or as null, so that no button is drawn without a place to go.
 */
const DROPPED = Symbol("a link without a place to go");

function walk(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, locale)).filter((item) => item !== DROPPED);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  let fallbacks: Fallbacks | undefined;
  const target = linkTarget(value, locale);
  for (const [key, field] of Object.entries(target ? { ...value, href: target } : value)) {
    if (isTranslations(field)) {
      const picked = pickTranslation(field, locale);
      // Each language's typography, however the text was typed (French punctuation spacing: app/shared/content/typography.ts).
      out[key] = picked
        ? walk(
            isLocale(picked.language) ? typesetAll(picked.value, LOCALE_INFO[picked.language].typeset) : picked.value,
            locale,
          )
        : null;
      if (picked && picked.language !== locale) (fallbacks ??= {})[key] = picked.language as Locale;
    } else if ((LINK_KEYS.has(key) || ADDRESS_KEYS.has(key)) && typeof field === "string") {
      const link = safeLink(field);
      if (link === null && field !== "" && "label" in value) return DROPPED;
      out[key] = link !== null && LINK_KEYS.has(key) ? localePath(locale, link) : link;
    } else {
      const inner = walk(field, locale);
      out[key] = inner === DROPPED ? null : inner;
    }
  }
  if (fallbacks) out._fallback = fallbacks;
  nameInLanguage(out, locale);
  return out;
}

/**
 * A document with a URL of its own, queried with its names in the other languages (`names`: its `slugs` field):
 * its name (`slug`, `name` or a landing page's `path`) becomes the one in the page's language, and `names` every language's
 * (app/shared/addresses/names.ts), for the language switcher and the alternates.
 */
const NAME_KEYS = ["slug", "name", "path"] as const;

function nameInLanguage(out: Record<string, unknown>, locale: Locale) {
  if (!("names" in out) || (out.names !== null && !isOtherNames(out.names))) return;
  const key = NAME_KEYS.find((candidate) => typeof out[candidate] === "string");
  if (!key) return;
  const names = namesOf(out[key] as string, out.names);
  out.names = names;
  out[key] = names[locale];
}

/**
 * The path a link to a page by reference goes to, in `locale`'s words (null for a link by path, or to a page that is
 * gone).
 */
function linkTarget(link: object, locale: Locale): string | null {
  if (!("toPage" in link) || typeof link.toPage !== "string") return null;
  const routed = "toRouted" in link && link.toRouted && typeof link.toRouted === "object" ? link.toRouted : null;
  // (named as it is in the page's language: app/shared/addresses/names.ts)
  return pathOfPage(link.toPage, null, routedIn(routed as RoutedName | null, locale));
}
