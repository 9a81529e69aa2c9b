import * as z from "zod/v4-mini";
import type { ErrorKey } from "./form-errors";
import { LIMITS, type ContactField, type FieldErrors } from "./fields";

// No code generation: zod's fast path compiles checks with `new Function`, which the site's CSP forbids (and it
// reports even the probe zod makes to find out). The forms are small; the plain path is fast enough.
z.config({ jitless: true });

/*
 * The two forms that turn visitors into leads, as one schema each. The same schema checks a post on the server (the
 * only check that counts) and gives the in-browser hints on /contact before anything is sent. zod's "mini" build
 * is used so the hints cost the contact page a few kB, not the whole library.
 *
 * A field's problem is a key of the dictionary's `errors` (app/shared/dictionaries/en.ts), so the visitor reads it in
 * the page's language whether the browser or the server found it: see form-errors.ts.
 */

/**
 * Anything a form can be sent, made into plain text: Unicode normalised (NFC), control characters dropped (NUL,
 * escape sequences, bidi overrides are not text), and on one-line fields every run of white space (newlines
 * included, so nothing can smuggle a header into an email) becomes one space.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
export function oneLine(value: string): string {
  return value.normalize("NFC").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}
export function multiLine(value: string): string {
  return value
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{4,}/g, "\n\n\n")
    .trim();
}

const text = (normalise: (value: string) => string) => z.pipe(z.string(), z.transform(normalise));

const required = (max: number, empty: ErrorKey, tooLong: ErrorKey, normalise = oneLine) =>
  z.pipe(text(normalise), z.string().check(z.minLength(1, empty), z.maxLength(max, tooLong)));

const email = z.pipe(
  text(oneLine),
  z.string().check(z.minLength(1, "emailRequired"), z.maxLength(LIMITS.email, "emailTooLong"), z.email("emailInvalid")),
);

export const contactSchema = z.object({
  firstName: required(LIMITS.firstName, "firstNameRequired", "firstNameTooLong"),
  lastName: required(LIMITS.lastName, "lastNameRequired", "lastNameTooLong"),
  email,
  company: z.pipe(text(oneLine), z.string().check(z.maxLength(LIMITS.company, "companyTooLong"))),
  subject: required(LIMITS.subject, "subjectRequired", "subjectTooLong"),
  message: required(LIMITS.message, "messageRequired", "messageTooLong", multiLine),
});

export const newsletterSchema = z.object({ email });

export type ContactValues = z.output<typeof contactSchema>;

export type Checked<T, F extends string> = { ok: true; values: T } | { ok: false; errors: FieldErrors<F> };

/** Runs a schema over raw form values and keeps the first message of each field. */
function check<S extends z.ZodMiniType, F extends string>(schema: S, raw: Record<F, string>): Checked<z.output<S>, F> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, values: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export const checkContact = (raw: Record<ContactField, string>) =>
  check<typeof contactSchema, ContactField>(contactSchema, raw);
export const checkNewsletter = (raw: { email: string }) =>
  check<typeof newsletterSchema, "email">(newsletterSchema, raw);
