/*
 * The lead forms' field names, limits and fixed texts, without the schema: the footer's newsletter box is on every
 * page and needs these, not zod (forms.ts holds the schemas, loaded only where a form is checked in the browser).
 */

/** Longest accepted value of each field, in characters (after trimming). */
export const LIMITS = {
  firstName: 80,
  lastName: 80,
  email: 254, // RFC 5321's longest usable address
  company: 120,
  subject: 150,
  message: 5000,
} as const;

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "company", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The raw text of each field from a form post; a field sent twice (or as a file) counts as its first text value. */
export function rawValues<F extends string>(form: FormData | URLSearchParams, fields: readonly F[]): Record<F, string> {
  const raw = {} as Record<F, string>;
  for (const field of fields) {
    const value = form.get(field);
    raw[field] = typeof value === "string" ? value : "";
  }
  return raw;
}

/** Names of the anti-spam fields every lead form carries (see guard.server.ts). */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";
