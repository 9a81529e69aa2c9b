import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockServer } from "../../tests/mocks/node";
import { mockSanity, resetWrites, writes } from "../../tests/mocks/sanity";
import { VISIT_FIELD } from "@shared/results/attribution";
import { parseEnv } from "@shared/setup/env.server";
import type { ContactValues } from "./forms";
import { leadNotification } from "./mail.server";
import { leadOrigin } from "./origin.server";
import { createLeadService, type LeadService } from "./service.server";
import { foldEntries, readStore, type LeadEntry } from "./store.server";

const post = (url: string, headers: Record<string, string> = {}, visit?: unknown) => {
  const form = new FormData();
  if (visit !== undefined) form.set(VISIT_FIELD, typeof visit === "string" ? visit : JSON.stringify(visit));
  return { request: new Request(url, { method: "POST", headers }), form };
};
const origin = (...args: Parameters<typeof post>) => {
  const { request, form } = post(...args);
  return leadOrigin(request, form, "https://ihuza.rw");
};

describe("where a lead was sent from", () => {
  it("is the post's own page for a form that posts to itself, with its language and device", () => {
    expect(origin("https://ihuza.rw/fr/contact", { "user-agent": "Mozilla/5.0 (iPhone) Mobile" })).toEqual({
      source: "/fr/contact",
      attribution: { language: "fr", device: "phone" },
    });
  });

  it("is the same-site page that named itself as referrer, for a box that posts elsewhere (/newsletter)", () => {
    const { source, attribution } = origin("https://ihuza.rw/newsletter", {
      referer: "https://ihuza.rw/rw/pricing?x=1",
    });
    expect(source).toBe("/rw/pricing");
    expect(attribution.language).toBe("rw");
    // Behind a proxy the server may see another host than the site's address: the site's address counts as its own.
    expect(origin("http://10.0.0.5:3000/newsletter", { referer: "https://ihuza.rw/about" }).source).toBe("/about");
  });

  it("takes the browser's visit, completed with what the server sees; a foreign referrer is a host, never a page", () => {
    expect(
      origin(
        "https://ihuza.rw/contact",
        { referer: "https://ihuza.rw/contact" },
        {
          landing: "/",
          referrer: "news.example.com",
          utmSource: "newsletter",
          utmCampaign: "launch",
          language: "rw",
          secondsToSend: 95,
        },
      ),
    ).toEqual({
      source: "/contact",
      attribution: {
        landing: "/",
        referrer: "news.example.com",
        utmSource: "newsletter",
        utmCampaign: "launch",
        secondsToSend: 95,
        language: "en",
        device: "desktop",
      },
    });
    expect(origin("https://ihuza.rw/contact", { referer: "https://partner.example/p?q=1" })).toEqual({
      source: "/contact",
      attribution: { referrer: "partner.example", language: "en", device: "desktop" },
    });
  });

  it("keeps the lead whatever the browser sent: a broken or hostile visit is left out", () => {
    for (const visit of ["{", "[1,2]", JSON.stringify({ landing: "//evil.example" }), "x".repeat(10_000)])
      expect(origin("https://ihuza.rw/contact", {}, visit)).toEqual({
        source: "/contact",
        attribution: { language: "en", device: "desktop" },
      });
    expect(origin("https://ihuza.rw/contact", { referer: "::not a url::" }).source).toBe("/contact");
  });

  it("says its visit was counted only when the browser sent the landing's view and the post is countable", () => {
    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };
    const counted = (headers: Record<string, string>, visit: Record<string, unknown>) =>
      origin("https://ihuza.rw/contact", headers, { landing: "/pricing", ...visit }).attribution;
    expect(counted(browser, { counted: true, firstLead: true })).toMatchObject({ counted: true, firstLead: true });
    expect(counted(browser, { counted: true, firstLead: false })).toMatchObject({ counted: true, firstLead: false });
    // The browser sent no view (Global Privacy Control, storage refused), or the server would not count this one.
    expect(counted(browser, { counted: false }).counted).toBe(false);
    expect(counted({ ...browser, "sec-gpc": "1" }, { counted: true }).counted).toBe(false);
    expect(
      counted({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }, { counted: true }).counted,
    ).toBe(false);
    // A landing the site does not serve is no landing: its visit is not in a rate.
    const madeUp = post("https://ihuza.rw/contact", browser, { landing: "/made-up", counted: true });
    expect(
      leadOrigin(madeUp.request, madeUp.form, "https://ihuza.rw", (path) => path !== "/made-up").attribution,
    ).toMatchObject({ counted: false });
    // Said nothing (a lead from before visits were counted, a post without scripts): nothing is said.
    expect(counted(browser, {})).not.toHaveProperty("counted");
    expect(counted(browser, { counted: "yes" })).not.toHaveProperty("counted");
  });
});

it("keeps no made-up page: a landing page or a referring page the site does not serve is left out", () => {
  const served = new Set(["/", "/contact", "/fr/tarifs", "/newsletter"]);
  const ask = (url: string, headers: Record<string, string>, visit: unknown) => {
    const { request, form } = post(url, headers, visit);
    return leadOrigin(request, form, "https://ihuza.rw", (path) => served.has(path));
  };
  const madeUp = `/${"made-up-".repeat(30)}`.slice(0, 300);
  expect(ask("https://ihuza.rw/contact", {}, { landing: madeUp, utmCampaign: "launch" })).toEqual({
    source: "/contact",
    attribution: { utmCampaign: "launch", language: "en", device: "desktop" },
  });
  expect(
    ask("https://ihuza.rw/newsletter", { referer: `https://ihuza.rw${madeUp}` }, { landing: "/fr/tarifs" }),
  ).toEqual({
    source: "/newsletter",
    attribution: { landing: "/fr/tarifs", language: "en", device: "desktop" },
  });
});

describe("the lead keeps it, everywhere the team reads it", () => {
  const lead: ContactValues = {
    firstName: "Amina",
    lastName: "Uwimana",
    email: "amina@umurage.rw",
    company: "",
    subject: "A demo",
    message: "Hello",
  };
  const visit = {
    source: "/contact",
    attribution: {
      landing: "/",
      referrer: "news.example.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "launch",
      language: "en",
      device: "desktop" as const,
      secondsToSend: 95,
    },
  };
  let dataDir: string;
  let leads: LeadService;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "origin-"));
    resetWrites();
    mockServer.use(...mockSanity({}));
    leads = await createLeadService(
      parseEnv({
        DATA_DIR: dataDir,
        SITE_URL: "https://ihuza.rw",
        LEADS_SECRET: "s".repeat(40),
        SANITY_PROJECT_ID: "testproject",
        SANITY_WRITE_TOKEN: "sk-test-write-token-0123456789",
      }),
      { outbox: { baseDelayMs: 50, maxDelayMs: 200 } },
    );
  });
  afterEach(async () => {
    await leads.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const delivered = async () => {
    const deadline = Date.now() + 5_000;
    while (leads.store.waiting().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  };

  it("a contact message: in the local store and its Sanity document", async () => {
    const { id } = await leads.submitContact(lead, "token-1", visit);
    await delivered();
    expect(writes.documents[`leads.${id}`]).toMatchObject(visit);
    expect(readStore(dataDir).state.entries.get(id)).toMatchObject(visit);
  });

  it("a subscriber: the first sign-up's origin, kept through a second sign-up", async () => {
    await leads.subscribe("amina@umurage.rw", "I agree", visit);
    await delivered();
    const [document] = Object.values(writes.documents).filter((d) => d._type === "subscriber");
    expect(document).toMatchObject(visit);
    await leads.subscribe("amina@umurage.rw", "I agree", { source: "/fr", attribution: { language: "fr" } });
    const [subscriber] = readStore(dataDir).state.subscribers.values();
    expect(subscriber).toMatchObject(visit);
  });

  it("a subscriber who left and signs up again from elsewhere keeps the first origin (as the document does)", () => {
    const signUp = (id: string, at: string, origin: object): LeadEntry => ({
      t: "subscribe",
      id,
      at,
      subscriber: "s1",
      email: "a@b.rw",
      status: "subscribed",
      consent: "",
      targets: [],
      ...origin,
    });
    const state = foldEntries([
      signUp("1", "2026-11-01T00:00:00Z", visit),
      {
        t: "subscriber-status",
        id: "2",
        at: "2026-11-02T00:00:00Z",
        subscriber: "s1",
        status: "unsubscribed",
        targets: [],
      },
      signUp("3", "2026-11-03T00:00:00Z", { source: "/fr", attribution: { language: "fr" } }),
    ]);
    expect(state.subscribers.get("s1")).toMatchObject({
      status: "subscribed",
      since: "2026-11-03T00:00:00Z",
      ...visit,
    });
  });

  it("the sales email names the landing page, the campaign and where the visit came from", () => {
    const mail = leadNotification(
      { id: "x", at: "2026-11-26T10:00:00Z", fields: lead, ...visit },
      { from: "site@ihuza.rw", to: "sales@ihuza.rw", siteName: "Ihuza" },
    );
    expect(mail.text).toContain(
      "Sent from: /contact\nLanding page: /\nCampaign: launch (newsletter / email)\nCame from: news.example.com",
    );
    expect(mail.html).toContain('<th align="left">Campaign</th><td>launch (newsletter / email)</td>');
  });
});
