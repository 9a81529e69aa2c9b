import { mkdtempSync, rmSync, statSync } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { open as openFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockServer } from "../../tests/mocks/node";
import { mockSanity, resetWrites, writes } from "../../tests/mocks/sanity";
import { startSmtp } from "../../tests/support/smtp";
import { parseEnv } from "@shared/setup/env.server";
import { en } from "@shared/dictionaries/en";
import type { ContactValues } from "./forms";
import { createLeadService, type LeadService } from "./service.server";
import { JOURNAL_FILE, readStore, subscriberId } from "./store.server";

/** The methods of every open file (node:fs/promises does not export the FileHandle class), to count fsyncs. */
const fileMethods: FileHandle = await openFile(import.meta.filename, "r").then(async (handle) => {
  await handle.close();
  return Object.getPrototypeOf(handle) as FileHandle;
});

const lead: ContactValues = {
  firstName: "Amina",
  lastName: "Uwimana",
  email: "amina@umurage.rw",
  company: "Umurage School",
  subject: "A demo <for> our school",
  message: "Could we see a demo next week?\n<script>alert('hi')</script> & thanks",
};

let dataDir: string;
const open: LeadService[] = [];
const smtps: { close(): Promise<void> }[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "leads-"));
  resetWrites();
});
afterEach(async () => {
  for (const service of open.splice(0)) await service.close();
  for (const smtp of smtps.splice(0)) await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function service(env: Record<string, string> = {}, now?: () => number) {
  const opened = await createLeadService(
    parseEnv({ DATA_DIR: dataDir, SITE_URL: "https://ihuza.rw", LEADS_SECRET: "s".repeat(40), ...env }),
    { outbox: { baseDelayMs: 50, maxDelayMs: 200 }, now },
  );
  open.push(opened);
  return opened;
}

const WITH_SANITY = { SANITY_PROJECT_ID: "testproject", SANITY_WRITE_TOKEN: "sk-test-write-token-0123456789" };

async function until(condition: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const succeeded = (id: string) =>
  writes.requests.filter((request) => request.status === 200 && request.ids.includes(id));

describe("contact messages", () => {
  it("become a `lead` document in Sanity with every field, under a dot-path id, written with the token", async () => {
    const leads = await service(WITH_SANITY);
    const { id, stored } = await leads.submitContact(lead, "token-1");
    expect(stored).toBe(true);
    await until(() => leads.store.waiting().length === 0);
    const document = writes.documents[`leads.${id}`];
    expect(document).toMatchObject({ _type: "lead", status: "new", ...lead });
    expect(Date.parse(String(document?.receivedAt))).toBeGreaterThan(0);
    expect(writes.requests).toEqual([
      { status: 200, operations: ["createIfNotExists"], ids: [`leads.${id}`], token: true },
    ]);
  });

  it("are one lead when the same post arrives twice (a double click, a browser retry)", async () => {
    const leads = await service(WITH_SANITY);
    const [first, second] = await Promise.all([
      leads.submitContact(lead, "token-1"),
      leads.submitContact(lead, "token-1"),
    ]);
    expect(first.id).toBe(second.id);
    expect([first.stored, second.stored].sort()).toEqual([false, true]);
    await until(() => leads.store.waiting().length === 0);
    expect(Object.keys(writes.documents)).toEqual([`leads.${first.id}`]);
    // Another visitor's identical words on another render are another lead.
    expect((await leads.submitContact(lead, "token-2")).id).not.toBe(first.id);
  });

  it("wait in the local store while Sanity refuses writes, and reach it exactly once when it answers again", async () => {
    mockServer.use(...mockSanity({ mutate: { status: 500 } }));
    const leads = await service(WITH_SANITY);
    const { id } = await leads.submitContact(lead, "token-1");
    await until(() => writes.requests.filter((request) => request.status === 500).length >= 2);
    expect(readStore(dataDir).state.entries.get(id)).toMatchObject({ t: "lead", fields: lead });
    expect(leads.store.waiting()).toHaveLength(1);

    mockServer.resetHandlers(); // Sanity is back
    await until(() => leads.store.waiting().length === 0);
    // Every round under way over, and none scheduled (nothing waits): no other try can come.
    await leads.outbox.kick();
    expect(succeeded(`leads.${id}`)).toHaveLength(1);
    expect(readStore(dataDir).state.delivered.size).toBe(1);
  });

  it("that a run could not deliver are delivered by the next run (the journal is the outbox)", async () => {
    mockServer.use(...mockSanity({ mutate: { status: 503 } }));
    const first = await service(WITH_SANITY);
    const { id } = await first.submitContact(lead, "token-1");
    await until(() => writes.requests.length >= 1);
    await first.close();
    open.splice(open.indexOf(first), 1);

    mockServer.resetHandlers();
    const second = await service(WITH_SANITY);
    await second.outbox.kick();
    await until(() => second.store.waiting().length === 0);
    expect(succeeded(`leads.${id}`)).toHaveLength(1);
  });

  it("a Sanity that answers late or with a wrong token is retried, never lost", async () => {
    mockServer.use(...mockSanity({ mutate: { status: 401 } }));
    const leads = await service(WITH_SANITY);
    await leads.submitContact(lead, "token-1");
    await until(() => writes.requests.length >= 2);
    expect(leads.store.waiting()).toHaveLength(1);
    expect(leads.outbox.failures()[0]?.lastError).toMatch(/401|Mocked outage/);
  });

  it("email the sales team, replying to the visitor, with everything typed as text", async () => {
    const smtp = await startSmtp();
    smtps.push(smtp);
    const leads = await service({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "sales@ihuza.rw" });
    await leads.submitContact(lead, "token-1");
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(["sales@ihuza.rw"]);
    expect(mail!.header("reply-to")).toBe("Amina Uwimana <amina@umurage.rw>");
    expect(mail!.header("subject")).toBe("New enquiry from Amina Uwimana: A demo <for> our school");
    expect(mail!.text).toContain("Could we see a demo next week?\n<script>alert('hi')</script> & thanks");
    expect(mail!.html).toContain("&#60;script&#62;alert(&#39;hi&#39;)&#60;/script&#62; &#38; thanks");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("A demo &#60;for&#62; our school");
    await until(() => leads.store.waiting().length === 0);
  });

  it("stay in the local store when neither Sanity nor email is configured (the default)", async () => {
    const leads = await service();
    const { id } = await leads.submitContact(lead, "token-1");
    expect(leads.store.waiting()).toEqual([]);
    expect(readStore(dataDir).state.entries.get(id)).toMatchObject({ fields: lead, targets: [] });
    expect(writes.requests).toEqual([]);
  });
});

describe("newsletter sign-ups", () => {
  it("with email configured: double opt-in by a signed link; the same address twice is one subscriber and one email", async () => {
    const smtp = await startSmtp();
    smtps.push(smtp);
    const leads = await service({ ...WITH_SANITY, SMTP_URL: smtp.url });
    await leads.subscribe("Amina@Umurage.rw");
    await leads.subscribe("amina@umurage.rw"); // again, within the hour: nothing new
    const [mail] = await smtp.waitFor(1);
    await until(() => leads.store.waiting().length === 0);
    expect(smtp.messages).toHaveLength(1);
    expect(mail!.to).toEqual(["Amina@umurage.rw"]); // as typed (the domain's case does not matter)
    expect(mail!.header("list-unsubscribe")).toMatch(/^<https:\/\/ihuza\.rw\/newsletter\/unsubscribe\?token=/);
    expect(mail!.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const id = `subscribers.${subscriberId("amina@umurage.rw")}`;
    expect(Object.keys(writes.documents)).toEqual([id]);
    expect(writes.documents[id]).toMatchObject({
      _type: "subscriber",
      email: "Amina@Umurage.rw",
      status: "pending",
      consent: en.newsletter.consent,
    });

    const confirmUrl = /https:\/\/ihuza\.rw\/newsletter\/confirm\?token=\S+/.exec(mail!.text)![0];
    const token = decodeURIComponent(new URL(confirmUrl).searchParams.get("token")!);
    expect(
      await leads.follow(
        "confirm",
        token.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      ),
    ).toBe("invalid");
    expect(await leads.follow("unsubscribe", token)).toBe("invalid"); // a confirm link cannot unsubscribe
    expect(await leads.follow("confirm", token)).toBe("done");
    await until(() => leads.store.waiting().length === 0);
    expect(writes.documents[id]).toMatchObject({ status: "confirmed" });

    await leads.subscribe("amina@umurage.rw"); // already confirmed: nothing changes, no email
    const unsubscribeUrl = /https:\/\/ihuza\.rw\/newsletter\/unsubscribe\?token=\S+/.exec(mail!.text)![0];
    expect(
      await leads.follow("unsubscribe", decodeURIComponent(new URL(unsubscribeUrl).searchParams.get("token")!)),
    ).toBe("done");
    await until(() => leads.store.waiting().length === 0);
    expect(writes.documents[id]).toMatchObject({ status: "unsubscribed" });
    expect(smtp.messages).toHaveLength(1);
    expect(Object.keys(writes.documents)).toEqual([id]);
  });

  it("a confirmation link expires after a week", async () => {
    let now = Date.parse("2026-11-01T00:00:00Z");
    const leads = await service({ SMTP_URL: "smtp://127.0.0.1:9" }, () => now);
    await leads.subscribe("amina@umurage.rw");
    const token = decodeURIComponent(
      new URL(leads.link("confirm", subscriberId("amina@umurage.rw"))).searchParams.get("token")!,
    );
    now += 8 * 24 * 3600_000;
    expect(await leads.follow("confirm", token)).toBe("expired");
  });

  it("without email: subscribed at once (no confirmation can be sent) and written to Sanity", async () => {
    const leads = await service(WITH_SANITY);
    await leads.subscribe("amina@umurage.rw");
    await until(() => leads.store.waiting().length === 0);
    expect(writes.documents[`subscribers.${subscriberId("amina@umurage.rw")}`]).toMatchObject({ status: "subscribed" });
  });

  it("a known address takes the same path to the answer as a new one: one record flushed to disk, nothing else", async () => {
    const leads = await service();
    const journal = path.join(dataDir, JOURNAL_FILE);
    const syncs = vi.spyOn(fileMethods, "datasync");
    await leads.subscribe("new@umurage.rw");
    const afterNew = { bytes: statSync(journal).size, syncs: syncs.mock.calls.length };
    await leads.subscribe("NEW@umurage.rw"); // known now (subscribed at once: no email configured)
    expect(syncs.mock.calls.length - afterNew.syncs).toBe(afterNew.syncs);
    expect(statSync(journal).size).toBeGreaterThan(afterNew.bytes);
    syncs.mockRestore();
    const { state } = readStore(dataDir);
    expect(state.subscribers.size).toBe(1);
    expect(state.entries.size).toBe(1);
    expect(leads.store.waiting()).toEqual([]);
  });
});

it(
  "keeps leads within the store's size budget: one past it is refused, nothing written, the earlier ones kept",
  {
    // (some 250 appends, each fsync'd: a busy disk's time, not the rule's)
    timeout: 60_000,
  },
  async () => {
    const leads = await service({ LEADS_STORE_MAX_MB: "1" });
    const big = { ...lead, message: "x".repeat(4_000) };
    let kept = 0;
    let refused: unknown = null;
    for (let i = 0; i < 400 && !refused; i++) {
      try {
        await leads.submitContact({ ...big, email: `n${i}@umurage.rw` }, `token-${i}`);
        kept++;
      } catch (error) {
        refused = error;
      }
    }
    expect(String(refused)).toMatch(/size budget \(1 MB\)/);
    expect(kept).toBeGreaterThan(200);
    expect(statSync(path.join(dataDir, JOURNAL_FILE)).size).toBeLessThanOrEqual(2 ** 20);
    expect(readStore(dataDir).state.entries.size).toBe(kept);
    // What was kept can still be marked delivered: the budget keeps room for the marks (never delivered twice).
    const [first] = readStore(dataDir).state.entries.keys();
    await expect(leads.store.markDelivered(first!, "sanity")).resolves.toBeUndefined();
  },
);
