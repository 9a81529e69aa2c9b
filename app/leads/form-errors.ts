import type { Dictionary } from "@shared/dictionaries/en";
import { fill } from "@shared/dictionaries/fill";
import { LOCALE_INFO, type Locale } from "@shared/addresses/locales";
import { LIMITS } from "./fields";

/*
 * The lead forms name a field's problem by a key of the dictionary's `errors` (forms.ts), the same on the server and
 * in the browser; this turns it into the visitor's words. Kept apart from forms.ts so the footer's newsletter box,
 * on every page, reads its errors without loading zod.
 */

export type ErrorKey = keyof Dictionary["errors"];

/** The text of a problem in the page's language, with the field's limit written the language's way. */
export function errorText(errors: Dictionary["errors"], key: string, locale: Locale): string {
  const template = (errors as Record<string, string>)[key];
  if (!template) return key;
  const field = key.replace(/(Required|TooLong|Invalid)$/, "") as keyof typeof LIMITS;
  // (Intl directly, not app/lib/format.ts: the footer's box should not load the site's formatters for this)
  return fill(template, { max: field in LIMITS ? LIMITS[field].toLocaleString(LOCALE_INFO[locale].intl) : "" });
}
