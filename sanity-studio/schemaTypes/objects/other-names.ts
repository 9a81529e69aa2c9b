import { defineField, type SlugValue, type ValidationContext } from "sanity";
import { LOCALE_INFO, localePath, PREFIXED_LOCALES, type Locale } from "@shared/addresses/locales";
import { namedFilter, OTHER_NAMES_FIELD } from "@shared/addresses/names";
import { routedType } from "@shared/addresses/pages";
import { SLUG_MAX, slugOf } from "@shared/addresses/slug";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";
import { SOURCE_LANGUAGE } from "./languages";

/*
 * A document with a URL of its own has its English name in its slug field and, in `slugs`, an optional one per
 * other language (app/shared/addresses/names.ts): /fr/blog/traduction-en-direct. Generate makes it from that language's
 * title; empty, the English one is used. Each is unique within its language among documents of its type (two
 * languages may share one), written and checked like the English one.
 */

/** The text a name is generated from, in `locale`: a translated field's value there (else English), or a plain one. */
export function sourceIn(document: Record<string, unknown>, from: string, locale: string): string {
  const value = document[from];
  if (typeof value === "string") return value;
  const items = (value as { language?: string; value?: string }[] | undefined) ?? [];
  return (
    items.find((item) => item.language === locale && item.value)?.value ??
    items.find((item) => item.language === SOURCE_LANGUAGE)?.value ??
    ""
  );
}

const idsOf = (document: { _id?: string } | undefined) => {
  const id = String(document?._id ?? "").replace(/^drafts\./, "");
  return [id, `drafts.${id}`];
};

/** The document that already has `name` in `locale` (its own there, or its English one without one), if any. */
async function holderIn(context: ValidationContext, type: string, field: string, locale: Locale, name: string) {
  const client = context.getClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  return client.fetch<{ title: string | null } | null>(
    `*[(${namedFilter(type, field, locale)}) && !(_id in $ids)][0]{
      "title": coalesce(title[language == "${SOURCE_LANGUAGE}"][0].value, name, ${field}.current)
    }`,
    { ids: idsOf(context.document), name },
  );
}

/**
 * What is wrong with a document's English name in the other languages: another document of its type has it as
 * its own name in a language where this one has none of its own (both would answer /fr/<name>). Null: nothing.
 */
export async function englishNameClash(context: ValidationContext, type: string, name: string | undefined) {
  const routed = routedType(type);
  if (!routed || !name) return null;
  const own = (context.document?.[OTHER_NAMES_FIELD] ?? {}) as Partial<Record<Locale, SlugValue | undefined>>;
  for (const locale of PREFIXED_LOCALES) {
    if (own[locale]?.current) continue;
    const holder = await holderIn(context, type, routed.field, locale, name);
    if (holder) return `"${name}" is already the ${LOCALE_INFO[locale].name} address of "${holder.title}"`;
  }
  return null;
}

/**
 * The `slugs` field of a routed type: one optional slug per language other than English, generated from that
 * language's value of `from`, checked by `problem` (the English name's rule of writing) and unique in its language.
 */
export function otherNamesField(type: string, from: string, problem: (name: string) => string | null) {
  const routed = routedType(type)!;
  const landing = routed.field === "path";
  const example = landing ? "/words" : `${routed.prefix}words`;
  return defineField({
    name: OTHER_NAMES_FIELD,
    title: "Addresses in other languages",
    type: "object",
    description:
      "Empty: the English address is used in that language. Changing one on a published document creates a redirect from its old address when you publish.",
    options: { collapsible: true, collapsed: false },
    fields: PREFIXED_LOCALES.map((locale) =>
      defineField({
        name: locale,
        title: LOCALE_INFO[locale].name,
        type: "slug",
        description: `Its address in this language: ${localePath(locale, example)} (Generate makes one from the ${from} in this language)`,
        options: {
          source: (document) => sourceIn(document as Record<string, unknown>, from, locale),
          slugify: (input: string) => {
            const slug = slugOf(input, { locale, max: SLUG_MAX });
            return landing ? `/${slug}` : slug;
          },
          // Unique within its language is checked below; Sanity's own check compares the field path only.
          isUnique: () => true,
        },
        validation: (rule) =>
          rule.custom(async (value: SlugValue | undefined, context) => {
            const name = value?.current;
            if (!name) return true;
            const wrong = problem(name);
            if (wrong) return wrong;
            const holder = await holderIn(context, type, routed.field, locale, name);
            return holder ? `"${name}" is already the ${LOCALE_INFO[locale].name} address of "${holder.title}"` : true;
          }),
      }),
    ),
  });
}
