import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { createClient, type SanityClient } from "@sanity/client";
import nodemailer from "nodemailer";
import { writeClientConfig } from "@shared/setup/sanity-client.server";
import type { Env } from "@shared/setup/env.server";
import { SITE_NAME } from "@shared/setup/site-name";
import { Outbox, type Deliver, type OutboxOptions } from "./delivery.server";
import { en } from "@shared/dictionaries/en";
import type { ContactValues } from "./forms";
import { leadNotification, newsletterConfirmation } from "./mail.server";
import type { LeadOrigin } from "./origin.server";
import { LeadStore, subscriberId, type DeliverableEntry, type Target } from "./store.server";
import { loadSecret, signFormToken, signLink, verifyLink, type LinkAction } from "./tokens.server";

/*
 * Where leads go, in every mode (docs/operators.md, "Where leads go"): always first the local store (DATA_DIR), then
 * - Sanity, as `lead` and `subscriber` documents, when SANITY_PROJECT_ID and SANITY_WRITE_TOKEN are set;
 * - email, when SMTP_URL is set: a note to LEADS_NOTIFY_TO for each contact message, and a confirmation email to
 *   each new subscriber (double opt-in).
 * With neither (a fresh `npm run dev`), leads stay in the local store: `npm run leads` shows them.
 */

/** The documents' ids are dot-paths (`leads.…`, `subscribers.…`): Sanity never serves them without a token. */
export const LEAD_ID_PREFIX = "leads.";
export const SUBSCRIBER_ID_PREFIX = "subscribers.";

/** A confirmation link works for a week. */
const CONFIRM_LINK_MS = 7 * 24 * 3600_000;
/** At most one confirmation email an hour to the same address, however often it is entered. */
const CONFIRMATION_EVERY_MS = 3600_000;

export interface LeadServiceOverrides {
  /** Replaces the Sanity write client (tests). */
  sanity?: SanityClient | null;
  outbox?: OutboxOptions;
  now?: () => number;
}

export type LeadService = Awaited<ReturnType<typeof createLeadService>>;

export async function createLeadService(env: Env, overrides: LeadServiceOverrides = {}) {
  const dataDir = path.resolve(env.DATA_DIR);
  const store = await LeadStore.open(dataDir, { maxBytes: env.LEADS_STORE_MAX_MB * 2 ** 20 });
  const secret = loadSecret(env.LEADS_SECRET, dataDir);
  const now = overrides.now ?? Date.now;
  const siteName = SITE_NAME;

  const sanityConfig = writeClientConfig(env);
  const sanity = overrides.sanity !== undefined ? overrides.sanity : sanityConfig ? createClient(sanityConfig) : null;
  const mailer = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  const notifyTo = env.LEADS_NOTIFY_TO;
  const from =
    env.MAIL_FROM ??
    (notifyTo ? `${siteName} website <${notifyTo.split(",")[0]!.trim()}>` : `${siteName} <no-reply@localhost>`);
  const doubleOptIn = mailer !== null;

  const link = (action: LinkAction, subscriber: string) =>
    `${env.SITE_URL}/newsletter/${action}?token=${encodeURIComponent(
      signLink(secret, action, subscriber, action === "confirm" ? now() + CONFIRM_LINK_MS : undefined),
    )}`;

  const toSanity: Deliver = async (entry) => {
    if (!sanity) throw new Error("Sanity is not configured");
    if (entry.t === "lead") {
      await sanity.createIfNotExists({
        _id: `${LEAD_ID_PREFIX}${entry.id}`,
        _type: "lead",
        status: "new",
        receivedAt: entry.at,
        ...(entry.source ? { source: entry.source } : {}),
        ...(entry.attribution ? { attribution: entry.attribution } : {}),
        ...entry.fields,
      });
      return;
    }
    const _id = `${SUBSCRIBER_ID_PREFIX}${entry.subscriber}`;
    const set: Record<string, string> =
      entry.t === "subscribe"
        ? { status: entry.status, consent: entry.consent, statusChangedAt: entry.at }
        : { status: entry.status, statusChangedAt: entry.at };
    const known = entry.t === "subscribe" ? entry : store.subscriber(entry.subscriber);
    // Where the subscriber came from is written with the document, once: the first sign-up's.
    const origin = {
      ...(known?.source ? { source: known.source } : {}),
      ...(known?.attribution ? { attribution: known.attribution } : {}),
    };
    await sanity
      .transaction()
      .createIfNotExists({ _id, _type: "subscriber", email: known?.email, subscribedAt: entry.at, ...origin, ...set })
      .patch(_id, (patch) => patch.set(set))
      .commit({ visibility: "async" });
  };

  const toEmail: Deliver = async (entry) => {
    if (!mailer) throw new Error("email is not configured");
    if (entry.t === "lead") {
      if (!notifyTo) return; // nobody to tell
      await mailer.sendMail(leadNotification(entry, { from, to: notifyTo, siteName }));
    } else if (entry.t === "subscribe" && entry.status === "pending") {
      await mailer.sendMail(
        newsletterConfirmation({
          from,
          to: entry.email,
          siteName,
          confirmUrl: link("confirm", entry.subscriber),
          unsubscribeUrl: link("unsubscribe", entry.subscriber),
        }),
      );
    }
  };

  const targets = (wanted: Target[]): Target[] =>
    wanted.filter((target) => (target === "sanity" ? sanity !== null : mailer !== null));

  const outbox = new Outbox(
    store,
    { sanity: toSanity, email: toEmail },
    { maxDelayMs: env.LEADS_RETRY_MAX_SECONDS * 1000, ...overrides.outbox },
  );
  const stamp = () => new Date(now()).toISOString();

  async function record(entry: DeliverableEntry) {
    const { stored } = await store.record(entry);
    if (stored) void outbox.kick();
    return stored;
  }

  return {
    store,
    outbox,
    secret,
    doubleOptIn,
    /** Where leads go beyond the local store, for the start-up log. */
    describe() {
      const places = [`the local store in ${dataDir}`];
      if (sanity) places.push("Sanity (lead and subscriber documents)");
      if (mailer)
        places.push(
          notifyTo ? `email to ${notifyTo}` : "email (newsletter confirmations only: LEADS_NOTIFY_TO is not set)",
        );
      return places.join(", then ");
    },
    formToken: () => signFormToken(secret, now()),

    /**
     * Keeps a contact message. The idempotency key is made from the form's render token and what was typed, so the
     * same post sent twice (a double click, a browser retry) is one lead; two people never share a token and text.
     */
    /** `origin`: the page the form was sent from (/contact, /fr/webinar) and how its visit came, kept with the lead. */
    async submitContact(
      fields: ContactValues,
      formToken: string,
      origin?: LeadOrigin,
    ): Promise<{ id: string; stored: boolean }> {
      const id = createHash("sha256")
        .update(formToken)
        .update("\u0000")
        .update(JSON.stringify(fields))
        .digest("hex")
        .slice(0, 32);
      const stored = await record({
        t: "lead",
        id,
        at: stamp(),
        fields,
        ...origin,
        targets: targets(["sanity", "email"]),
      });
      return { id, stored };
    },

    /**
     * Adds a subscriber (or asks an existing one to confirm again). The visitor hears the same whatever the address's
     * state, after the same work (one record written and flushed to disk), so neither the answer nor its timing
     * can be used to find out who is subscribed. `consent`: the words the visitor agreed to,
     * in the language they read them (English by default).
     */
    async subscribe(email: string, consent: string = en.newsletter.consent, origin?: LeadOrigin): Promise<void> {
      const subscriber = subscriberId(email);
      const known = store.subscriber(subscriber);
      const nothingToDo =
        (known && (known.status === "confirmed" || known.status === "subscribed")) ||
        (known?.status === "pending" && now() - Date.parse(known.lastRequestAt) < CONFIRMATION_EVERY_MS);
      // Not an early return: a known address is written to disk too, so the answer takes as long as for a new one
      // and its timing cannot tell who is subscribed.
      if (nothingToDo) return store.noteAskedAgain(subscriber, stamp());
      await record({
        t: "subscribe",
        id: randomUUID().replaceAll("-", ""),
        at: stamp(),
        subscriber,
        email,
        status: doubleOptIn ? "pending" : "subscribed",
        consent,
        ...origin,
        targets: targets(["sanity", "email"]),
      });
    },

    /** Acts on a newsletter link: confirm or unsubscribe. */
    async follow(action: LinkAction, token: string): Promise<"done" | "invalid" | "expired"> {
      const check = verifyLink(secret, action, token, now());
      if (!check.ok) return check.reason;
      const known = store.subscriber(check.subscriber);
      if (!known) return "invalid";
      const status = action === "confirm" ? "confirmed" : "unsubscribed";
      if (known.status === status) return "done";
      if (action === "confirm" && known.status === "unsubscribed") return "invalid";
      await record({
        t: "subscriber-status",
        id: randomUUID().replaceAll("-", ""),
        at: stamp(),
        subscriber: check.subscriber,
        status,
        targets: targets(["sanity"]),
      });
      return "done";
    },

    link,

    async close() {
      await outbox.stop();
      mailer?.close();
      await store.close();
    },
  };
}
