import { dictionaryFor } from "~/i18n/dictionaries.server";
import { localeFromPath } from "@shared/addresses/locales";
import { data, type AppLoadContext } from "@remix-run/node";
import { getEnv } from "@shared/setup/env.server";
import type { ContactActionData, FormProblem, NewsletterActionData } from "./answers";
import { CONTACT_FIELDS, FORM_TOKEN_FIELD, rawValues } from "./fields";
import { checkContact, checkNewsletter } from "./forms";
import { judgePost, readForm } from "./guard.server";
import { leadOrigin } from "./origin.server";
import { contentFor } from "~/content/layer/content.server";
import { servedPaths } from "~/results/views.server";
import { leadsOrNull, leadsRateLimit } from "./leads.server";
import type { LeadService } from "./service.server";

/*
 * The route actions of the two lead forms. Every answer keeps what the visitor typed (for the page rendered without
 * JavaScript; with it, the fields are never cleared on an error) and says in plain words what to do next.
 * Order: read the post within its size cap, count it against the address's rate limit, drop bots quietly, check
 * the fields, then keep the lead (fsync'd) before thanking the visitor. Delivery to Sanity and email follows.
 */

const STATUS: Record<FormProblem, number> = {
  "too-many": 429,
  "too-large": 413,
  unreadable: 415,
  expired: 400,
  unavailable: 503,
};

type Refusal<V> = { problem: FormProblem; retryAfter?: number; values?: V };

function refuse<V>({ problem, retryAfter, values }: Refusal<V>) {
  return data(
    { status: "refused" as const, problem, ...(retryAfter ? { retryAfter } : {}), ...(values ? { values } : {}) },
    { status: STATUS[problem], headers: retryAfter ? { "Retry-After": String(retryAfter) } : {} },
  );
}

/** Reads, limits and judges a lead form post: what to refuse it with, or the form and service to go on with. */
async function admit<F extends string>(
  request: Request,
  context: AppLoadContext,
  fields: readonly F[],
): Promise<
  | { refusal: Refusal<Record<F, string>> }
  | { service: LeadService; form: FormData; values: Record<F, string>; bot: boolean }
> {
  const read = await readForm(request);
  if (!read.ok) return { refusal: { problem: read.status === 413 ? "too-large" : "unreadable" } };
  const values = rawValues(read.form, fields);
  // The address's limit before the store: a post over it costs no open, no read, no write.
  const wait = await leadsRateLimit().take(context.clientIp ?? "local");
  if (wait !== null) return { refusal: { problem: "too-many", retryAfter: wait, values } };
  const service = await leadsOrNull();
  if (!service) return { refusal: { problem: "unavailable", values } };
  const verdict = judgePost(read.form, service.secret, getEnv().FORM_MIN_FILL_MS);
  if (verdict === "expired") return { refusal: { problem: "expired", values } };
  return { service, form: read.form, values, bot: verdict === "bot" };
}

/** A contact form post; the lead records where it was sent from and how its visit came (./origin.server.ts). */
export async function contactAction(request: Request, context: AppLoadContext) {
  const admitted = await admit(request, context, CONTACT_FIELDS);
  if ("refusal" in admitted) return refuse(admitted.refusal);
  const { service, form, values, bot } = admitted;
  // Fields first: a person who sends a mistake at once (an address autofilled, a slip) is told what to mend; only a
  // post that would be kept is judged for speed and the honeypot (the form's rules are no secret to a bot).
  const checked = checkContact(values);
  if (!checked.ok)
    return data<ContactActionData>({ status: "invalid", errors: checked.errors, values }, { status: 400 });
  if (bot) {
    console.info("[leads] a contact post was dropped as automated (honeypot filled or sent too fast)");
    return data<ContactActionData>({ status: "sent", firstName: values.firstName.trim() });
  }
  try {
    const origin = leadOrigin(request, form, getEnv().SITE_URL, await servedPaths(await contentFor(request, context)));
    await service.submitContact(checked.values, String(form.get(FORM_TOKEN_FIELD)), origin);
  } catch (error) {
    console.error(`[leads] a contact message could not be stored: ${error instanceof Error ? error.message : error}`);
    return refuse({ problem: "unavailable", values });
  }
  return data<ContactActionData>({ status: "sent", firstName: checked.values.firstName });
}

export async function newsletterAction(request: Request, context: AppLoadContext) {
  const admitted = await admit(request, context, ["email"] as const);
  if ("refusal" in admitted) return refuse(admitted.refusal);
  const { service, form, values, bot } = admitted;
  const checked = checkNewsletter(values);
  if (!checked.ok)
    return data<NewsletterActionData>({ status: "invalid", errors: checked.errors, values }, { status: 400 });
  if (bot) {
    console.info("[leads] a newsletter post was dropped as automated (honeypot filled or sent too fast)");
    return data<NewsletterActionData>({ status: "subscribed", doubleOptIn: service.doubleOptIn });
  }
  try {
    // What the visitor agreed to, in the words (and the language) the form showed them.
    const origin = leadOrigin(request, form, getEnv().SITE_URL, await servedPaths(await contentFor(request, context)));
    await service.subscribe(
      checked.values.email,
      dictionaryFor(localeFromPath(new URL(request.url).pathname)).newsletter.consent,
      origin,
    );
  } catch (error) {
    console.error(
      `[leads] a newsletter sign-up could not be stored: ${error instanceof Error ? error.message : error}`,
    );
    return refuse({ problem: "unavailable", values });
  }
  return data<NewsletterActionData>({ status: "subscribed", doubleOptIn: service.doubleOptIn });
}
