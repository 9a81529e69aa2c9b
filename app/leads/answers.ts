import type { HeadersFunction } from "@remix-run/node";
import { CACHE_CONTROL } from "~/lib/cache-control";
import type { ContactField, FieldErrors } from "./fields";

/** What the lead forms' actions answer (app/leads/actions.server.ts), read by the forms. */
export type FormProblem = "too-many" | "too-large" | "unreadable" | "expired" | "unavailable";

export type ContactActionData =
  | { status: "sent"; firstName: string }
  | { status: "invalid"; errors: FieldErrors<ContactField>; values: Record<ContactField, string> }
  | { status: "refused"; problem: FormProblem; retryAfter?: number; values?: Record<ContactField, string> };

export type NewsletterActionData =
  | { status: "subscribed"; doubleOptIn: boolean }
  | { status: "invalid"; errors: FieldErrors<"email">; values: { email: string } }
  | { status: "refused"; problem: FormProblem; retryAfter?: number; values?: { email: string } };


/** What a visitor is told when a lead form is refused as a whole (field errors are the schema's own messages). */
export function problemMessage(problem: FormProblem, options: { retryAfter?: number; contactEmail?: string | null } = {}): string {
  const reach = options.contactEmail ? ` or email us at ${options.contactEmail}` : "";
  switch (problem) {
    case "too-many":
      return `You've sent several forms in the last minute. Please wait ${options.retryAfter ?? 60} seconds and try again — what you typed is still here.`;
    case "too-large":
      return "That was more than this form can take. Please shorten your message and send it again.";
    case "unreadable":
      return "We couldn't read that form. Please reload the page and try again.";
    case "expired":
      return "This form was open for a long time, so please send it once more — what you typed is still here.";
    case "unavailable":
      return `We couldn't keep your message just now. Please try again in a minute${reach}.`;
  }
}

/** The headers of a lead form route: a refusal for posting too often says when to try again. */
export const leadFormHeaders: HeadersFunction = ({ actionHeaders }) => {
  // The page's form carries a token signed at render time (the "faster than a person types" check): a copy kept
  // by the page cache or a CDN would hand every visitor, and every bot, an old token. Pages whose main content is
  // a lead form are therefore never stored; the footer's newsletter box on shared pages relies on the honeypot,
  // the rate limit and double opt-in instead (README, "Caching, purging and the CSP").
  const headers = new Headers({ "Cache-Control": CACHE_CONTROL.private });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
