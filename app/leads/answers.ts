import type { HeadersFunction } from "@remix-run/node";
import { CACHE_CONTROL, passOn } from "~/lib/cache-control";
import type { ContactField, FieldErrors } from "./fields";
import type { Dictionary } from "@shared/dictionaries/en";
import { fill } from "@shared/dictionaries/fill";

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

/** What a visitor is told when a lead form is refused as a whole, in the page's language (`problems` texts). */
export function problemMessage(
  problems: Dictionary["problems"],
  problem: FormProblem,
  options: { retryAfter?: number; contactEmail?: string | null } = {},
): string {
  switch (problem) {
    case "too-many":
      return fill(problems.tooMany, { seconds: options.retryAfter ?? 60 });
    case "too-large":
      return problems.tooLarge;
    case "unreadable":
      return problems.unreadable;
    case "expired":
      return problems.expired;
    case "unavailable":
      return options.contactEmail
        ? fill(problems.unavailableEmail, { email: options.contactEmail })
        : problems.unavailable;
  }
}

/** The headers of a lead form route: a refusal for posting too often says when to try again. */
export const leadFormHeaders: HeadersFunction = ({ actionHeaders }) => {
  // The page's form carries a token signed at render time (the "faster than a person types" check): a copy kept
  // by the page cache or a CDN would hand every visitor, and every bot, an old token. Pages whose main content is
  // a lead form are therefore never stored; the footer's newsletter box on shared pages relies on the honeypot,
  // the rate limit and double opt-in instead (docs/operators.md, "Caching, purging and the CSP").
  const headers = passOn(["Retry-After"], actionHeaders);
  headers.set("Cache-Control", CACHE_CONTROL.private);
  return headers;
};
