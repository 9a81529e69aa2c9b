import * as z from "zod/v4-mini";
import { LIMITS, type ContactField, type FieldErrors } from "./fields";
import { formatCount } from "../lib/format";

// No code generation: zod's fast path compiles checks with `new Function`, which the site's CSP forbids (and it
// reports even the probe zod makes to find out). The forms are small; the plain path is fast enough.
z.config({ jitless: true });


/*
 * The two forms that turn visitors into leads, as one schema each. The same schema checks a post on the server (the
 * only check that counts) and gives the in-browser hints on /contact before anything is sent. zod's "mini" build
 * is used so the hints cost the contact page a few kB, not the whole library.
 */

/**
 * Anything a form can be sent, made into plain text: Unicode normalised (NFC), control characters dropped (NUL,
 * escape sequences, bidi overrides are not text), and on one-line fields every run of white space (newlines
 * included, so nothing can smuggle a header into an email) becomes one space.
 */
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

const required = (max: number, empty: string, tooLong: string | (() => string), normalise = oneLine) =>
  z.pipe(text(normalise), z.string().check(z.minLength(1, empty), z.maxLength(max, typeof tooLong === "string" ? tooLong : { error: tooLong })));

const email = z.pipe(
  text(oneLine),
  z.string().check(
    z.minLength(1, "Please enter your email address."),
    z.maxLength(LIMITS.email, "That email address is too long."),
    z.email("Please enter a valid email address, like name@company.rw."),
  ),
);

export const contactSchema = z.object({
  firstName: required(LIMITS.firstName, "Please enter your first name.", `Please keep your first name under ${LIMITS.firstName} characters.`),
  lastName: required(LIMITS.lastName, "Please enter your last name.", `Please keep your last name under ${LIMITS.lastName} characters.`),
  email,
  company: z.pipe(text(oneLine), z.string().check(z.maxLength(LIMITS.company, `Please keep the company name under ${LIMITS.company} characters.`))),
  subject: required(LIMITS.subject, "Please tell us what your message is about.", `Please keep the subject under ${LIMITS.subject} characters.`),
  message: required(
    LIMITS.message,
    "Please write your message.",
    // Written when a message is too long, not when this module loads (see formatCount).
    () => `Your message is longer than ${formatCount(LIMITS.message)} characters. Please shorten it, or send the rest in a second message.`,
    multiLine,
  ),
});

export const newsletterSchema = z.object({ email });

export type ContactValues = z.output<typeof contactSchema>;

export type Checked<T, F extends string> =
  | { ok: true; values: T }
  | { ok: false; errors: FieldErrors<F> };

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

export const checkContact = (raw: Record<ContactField, string>) => check<typeof contactSchema, ContactField>(contactSchema, raw);
export const checkNewsletter = (raw: { email: string }) => check<typeof newsletterSchema, "email">(newsletterSchema, raw);
