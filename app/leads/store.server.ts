import { createHash, randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
import type { Attribution } from "@shared/results/attribution";
import type { CountedLead } from "@shared/results/results";
import type { ContactValues } from "./forms";
import { encodeRecord, Journal, JournalFullError, readJournal, type JournalReport } from "../lib/journal.server";

/*
 * The local store of leads: every contact message and every newsletter change is first a record in the journal
 * under DATA_DIR (fsync'd before the visitor is thanked), then delivered to where the team reads it (Sanity, the
 * sales inbox) by the outbox. Each record that needs delivering names its targets when it is written, and a
 * `delivered` record is appended when a target has it, so what is still waiting survives any restart.
 */

/** Where a record goes after the local store: a document in Sanity, an email (to sales, or to a subscriber). */
export type Target = "sanity" | "email";

export type SubscriberStatus = "pending" | "subscribed" | "confirmed" | "unsubscribed";

export type LeadEntry =
  /** A contact message. `id` is the submission's idempotency key. */
  | {
      t: "lead";
      id: string;
      at: string;
      fields: ContactValues;
      /** The page it was sent from, and how its visit came (both missing from leads kept before they were). */
      source?: string;
      attribution?: Attribution;
      targets: Target[];
    }
  /** A newsletter sign-up (pending when it waits for the address's owner to confirm). */
  | {
      t: "subscribe";
      id: string;
      at: string;
      subscriber: string;
      email: string;
      status: "pending" | "subscribed";
      consent: string;
      source?: string;
      attribution?: Attribution;
      targets: Target[];
    }
  /** A subscriber confirming or leaving. */
  | {
      t: "subscriber-status";
      id: string;
      at: string;
      subscriber: string;
      status: "confirmed" | "unsubscribed";
      targets: Target[];
    }
  /** A target has the record `id`. */
  | { t: "delivered"; id: string; target: Target; at: string }
  /**
   * A sign-up from an address that needed nothing done (already subscribed, or asked to confirm within the hour).
   * It changes nothing, but it is written like a new sign-up, so both take as long (see LeadService.subscribe).
   * It has an id and no targets, so an older version of the site reading the journal takes it for a delivered entry.
   */
  | { t: "asked-again"; id: string; at: string; subscriber: string; targets: [] };

export type DeliverableEntry = Exclude<LeadEntry, { t: "delivered" } | { t: "asked-again" }>;

export interface SubscriberState {
  id: string;
  email: string;
  status: SubscriberStatus;
  since: string;
  /** When the address first signed up (the Sanity document's `subscribedAt`). */
  firstAt: string;
  /** When the last confirmation request was recorded (to send at most one an hour). */
  lastRequestAt: string;
  /** Where the first sign-up was sent from, and how its visit came. */
  source?: string;
  attribution?: Attribution;
}

export interface StoreState {
  entries: Map<string, DeliverableEntry>;
  delivered: Set<string>;
  subscribers: Map<string, SubscriberState>;
}

/** The key of one delivery (a record to a target), in `delivered` and in the outbox's attempts. */
export const deliveryKey = (id: string, target: Target) => `${id}\u0000${target}`;

/** Folds records into the store's state; shared by the server and `npm run leads`. */
export function foldEntries(records: LeadEntry[], state: StoreState = emptyState()): StoreState {
  for (const record of records) {
    if (record.t === "delivered") {
      state.delivered.add(deliveryKey(record.id, record.target));
      continue;
    }
    if (record.t === "asked-again") continue;
    if (state.entries.has(record.id)) continue; // the same submission twice: one lead
    state.entries.set(record.id, record);
    applySubscriber(state, record);
  }
  return state;
}

/** What a record changes in a subscriber's state. */
function applySubscriber(state: StoreState, entry: DeliverableEntry) {
  if (entry.t === "subscribe") {
    // Where a subscriber came from is their first sign-up's (as the Sanity document keeps it).
    const known = state.subscribers.get(entry.subscriber);
    const first = known ?? entry;
    state.subscribers.set(entry.subscriber, {
      id: entry.subscriber,
      email: entry.email,
      status: entry.status,
      since: entry.at,
      firstAt: known?.firstAt ?? entry.at,
      lastRequestAt: entry.at,
      ...(first.source ? { source: first.source } : {}),
      ...(first.attribution ? { attribution: first.attribution } : {}),
    });
  } else if (entry.t === "subscriber-status") {
    const known = state.subscribers.get(entry.subscriber);
    if (known) state.subscribers.set(entry.subscriber, { ...known, status: entry.status, since: entry.at });
  }
}

export function emptyState(): StoreState {
  return { entries: new Map(), delivered: new Set(), subscribers: new Map() };
}

/** Deliveries still to make, oldest first. */
export function waitingDeliveries(state: StoreState): { entry: DeliverableEntry; target: Target }[] {
  const waiting: { entry: DeliverableEntry; target: Target }[] = [];
  for (const entry of state.entries.values()) {
    for (const target of entry.targets) {
      if (!state.delivered.has(deliveryKey(entry.id, target))) waiting.push({ entry, target });
    }
  }
  return waiting;
}

/** A subscriber's id: derived from the address, so the same address is always the same subscriber. */
export function subscriberId(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}

export const JOURNAL_FILE = "leads.journal";

/** Reads the store under a data folder without opening it for writing (safe beside a running server). */
export function readStore(dataDir: string): { state: StoreState; report: JournalReport } {
  const { records, report } = readJournal<LeadEntry>(path.join(dataDir, JOURNAL_FILE));
  return { state: foldEntries(records), report };
}

/**
 * The leads the results count (`npm run results` on the local store): every contact message, and a sign-up per
 * address, when and from where it first signed up (as the Studio's Results tool counts subscribers: readResults).
 */
export function countedLeads(state: StoreState): CountedLead[] {
  return [
    ...[...state.entries.values()].flatMap((entry) =>
      entry.t === "lead"
        ? [{ at: entry.at, kind: "contact" as const, source: entry.source, attribution: entry.attribution }]
        : [],
    ),
    ...[...state.subscribers.values()].map((subscriber) => ({
      at: subscriber.firstAt,
      kind: "signup" as const,
      source: subscriber.source,
      attribution: subscriber.attribution,
    })),
  ];
}

/** The share of the leads journal's budget new leads may fill: the rest is kept for their delivery marks. */
const LEADS_SHARE = 0.95;

export class LeadStore {
  private constructor(
    private journal: Journal<LeadEntry>,
    readonly state: StoreState,
    readonly report: JournalReport,
    /** Past this size a new lead or sign-up is refused; the marks of deliveries still fit (up to maxBytes). */
    private readonly recordsMaxBytes: number,
  ) {}

  /**
   * `maxBytes`: the journal's size budget (LEADS_STORE_MAX_MB). New records are refused at 95 % of it, so that the
   * marks of leads delivered meanwhile are always written (a lead whose mark could not be written would be
   * delivered again at every retry).
   */
  static async open(dataDir: string, { maxBytes = Infinity }: { maxBytes?: number } = {}): Promise<LeadStore> {
    const { journal, records, report } = await Journal.open<LeadEntry>(path.join(dataDir, JOURNAL_FILE), { maxBytes });
    if (report.tornBytes || report.damaged) {
      console.warn(
        `[leads] ${journal.file}: ${report.tornBytes ? `cut off an unfinished last write (${report.tornBytes} bytes, never acknowledged)` : ""}` +
          `${report.tornBytes && report.damaged ? "; " : ""}${report.damaged ? `skipped ${report.damaged} damaged line(s)` : ""}`,
      );
    }
    return new LeadStore(journal, foldEntries(records), report, maxBytes * LEADS_SHARE);
  }

  has(id: string) {
    return this.state.entries.has(id);
  }

  subscriber(id: string): SubscriberState | undefined {
    return this.state.subscribers.get(id);
  }

  /**
   * Writes a record and resolves once it is on disk. A record whose id is already stored (a double click, a retried
   * post) is not written again: `stored` is false.
   */
  async record(entry: DeliverableEntry): Promise<{ stored: boolean }> {
    if (this.has(entry.id)) return { stored: false };
    if (this.journal.bytes + Buffer.byteLength(encodeRecord(entry)) > this.recordsMaxBytes)
      throw new JournalFullError(this.journal.file, this.recordsMaxBytes);
    // Claim the id before the write, so a second identical post arriving during it is not written twice.
    this.state.entries.set(entry.id, entry);
    try {
      await this.journal.append(entry);
    } catch (error) {
      this.state.entries.delete(entry.id);
      throw error;
    }
    applySubscriber(this.state, entry);
    return { stored: true };
  }

  /** Writes that a sign-up needed nothing done; resolves once it is on disk, as `record` does. */
  async noteAskedAgain(subscriber: string, at: string) {
    await this.journal.append({ t: "asked-again", id: randomUUID().replaceAll("-", ""), at, subscriber, targets: [] });
  }

  async markDelivered(id: string, target: Target) {
    const key = deliveryKey(id, target);
    if (this.state.delivered.has(key)) return;
    await this.journal.append({ t: "delivered", id, target, at: new Date().toISOString() });
    this.state.delivered.add(key);
  }

  waiting() {
    return waitingDeliveries(this.state);
  }

  /** Whether the journal can still be written (the disk has not become read-only, the file is still there). */
  async writable(): Promise<boolean> {
    return access(this.journal.file, constants.W_OK).then(
      () => true,
      () => false,
    );
  }

  close() {
    return this.journal.close();
  }
}
